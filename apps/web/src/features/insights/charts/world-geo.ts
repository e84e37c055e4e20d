import type { Feature, FeatureCollection, Geometry, Position } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import countries110m from 'world-atlas/countries-110m.json';

type CountryFeature = Feature<Geometry, { name: string }>;

let world: FeatureCollection<Geometry, { name: string }> | null = null;

/** The countries of world-atlas (110m) as GeoJSON, decoded once. */
export function worldCountries(): FeatureCollection<Geometry, { name: string }> {
  if (!world) {
    const topology = countries110m as unknown as Topology<{
      countries: GeometryCollection<{ name: string }>;
    }>;
    world = feature(topology, topology.objects.countries) as FeatureCollection<
      Geometry,
      { name: string }
    >;
  }
  return world;
}

function inRing(point: Position, ring: Position[]): boolean {
  const [x, y] = point as [number, number];
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i] as [number, number];
    const [xj, yj] = ring[j] as [number, number];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function inPolygon(point: Position, rings: Position[][]): boolean {
  const [outer, ...holes] = rings;
  return !!outer && inRing(point, outer) && !holes.some((hole) => inRing(point, hole));
}

function contains(country: CountryFeature, point: Position): boolean {
  const geometry = country.geometry;
  if (geometry.type === 'Polygon') return inPolygon(point, geometry.coordinates);
  if (geometry.type === 'MultiPolygon') {
    return geometry.coordinates.some((polygon) => inPolygon(point, polygon));
  }
  return false;
}

/** The atlas name of the country under a longitude and latitude, or null at sea. */
export function countryAt(longitude: number, latitude: number): string | null {
  const found = worldCountries().features.find((country) =>
    contains(country, [longitude, latitude]),
  );
  return found?.properties.name ?? null;
}

/**
 * A ring that crosses the antimeridian (Fiji, the east of Russia) jumps from 180 to -180 and
 * would be drawn as a line across the whole map: its far side is pinned to its own edge instead.
 */
function pinnedToOneSide(ring: Position[]): Position[] {
  const jumps = ring.some(
    (point, index) => index > 0 && Math.abs((point[0] ?? 0) - (ring[index - 1]?.[0] ?? 0)) > 180,
  );
  if (!jumps) return ring;
  const east = ring.filter((point) => (point[0] ?? 0) > 0).length >= ring.length / 2;
  return ring.map(([longitude = 0, latitude = 0]) =>
    east === longitude > 0 || Math.abs(longitude) < 90
      ? [longitude, latitude]
      : [east ? 180 : -180, latitude],
  );
}

let drawable: FeatureCollection<Geometry, { name: string }> | null = null;

/**
 * The countries as the audience maps draw them: without Antarctica (no audience there, and a
 * third of the map's height) and without lines across the antimeridian.
 */
export function drawableCountries(): FeatureCollection<Geometry, { name: string }> {
  if (!drawable) {
    const features = worldCountries()
      .features.filter((country) => country.properties.name !== 'Antarctica')
      .map((country): CountryFeature => {
        const geometry = country.geometry;
        if (geometry.type === 'Polygon') {
          return {
            ...country,
            geometry: { ...geometry, coordinates: geometry.coordinates.map(pinnedToOneSide) },
          };
        }
        if (geometry.type === 'MultiPolygon') {
          return {
            ...country,
            geometry: {
              ...geometry,
              coordinates: geometry.coordinates.map((polygon) => polygon.map(pinnedToOneSide)),
            },
          };
        }
        return country;
      });
    drawable = { type: 'FeatureCollection', features };
  }
  return drawable;
}
