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
