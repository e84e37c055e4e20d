import type { Geometry, Position } from 'geojson';
import { describe, expect, it } from 'vitest';
import { countryAt, drawableCountries } from './world-geo';

const ringsOf = (geometry: Geometry): Position[][] =>
  geometry.type === 'Polygon'
    ? geometry.coordinates
    : geometry.type === 'MultiPolygon'
      ? geometry.coordinates.flat()
      : [];

describe('the audience maps’ world', () => {
  it('draws no ring across the antimeridian, so no line crosses the map', () => {
    const jumps = drawableCountries().features.flatMap((country) =>
      ringsOf(country.geometry)
        .filter((ring) =>
          ring.some(
            (point, index) =>
              index > 0 && Math.abs((point[0] ?? 0) - (ring[index - 1]?.[0] ?? 0)) > 180,
          ),
        )
        .map(() => country.properties.name),
    );
    expect(jumps).toEqual([]);
  });

  it('leaves Antarctica out of the drawing but keeps every other country', () => {
    const names = drawableCountries().features.map((country) => country.properties.name);
    expect(names).not.toContain('Antarctica');
    expect(names).toEqual(expect.arrayContaining(['Russia', 'Fiji', 'Turkey', 'Australia']));
  });

  it('still finds the country under a city', () => {
    expect(countryAt(32.86, 39.93)).toBe('Turkey');
    expect(countryAt(151.21, -33.87)).toBe('Australia');
  });
});
