// The world map, loaded with the map's chunk: world-atlas' 1:110m countries (TopoJSON, ≈ 30 kB gzip) turned into
// GeoJSON by topojson-client, each country named by its alpha-2 code so that the map's data and clicks speak the
// product's country codes. Antarctica is left out (no regulator publishes for it; it would take a sixth of the map).
import type { Feature, FeatureCollection, Geometry, Position } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { alpha2OfNumeric } from './country-codes.ts';
import type { ECharts } from './load-echarts.ts';
import { WORLD_MAP } from './load-world-map.ts';

/**
 * Natural Earth closes the rings of Russia and Fiji along the antimeridian (a jump from 180° to −180°), which a flat
 * map draws as a line across the whole world. A ring that jumps is moved onto the side most of it lies on, its few
 * points beyond clamped to ±180° (a sliver of Chukotka and of Fiji's eastern islands, at this scale a pixel).
 */
function onOneSide(ring: Position[]): Position[] {
  const jumps = ring.some((point, index) => index > 0 && Math.abs(point[0]! - ring[index - 1]![0]!) > 180);
  if (!jumps) return ring;
  const east = ring.filter((point) => point[0]! > 0).length * 2 > ring.length;
  return ring.map(([lon, lat]) => [east ? (lon! < 0 ? 180 : lon!) : lon! > 0 ? -180 : lon!, lat!]);
}

function withoutJumps(geometry: Geometry): Geometry {
  if (geometry.type === 'Polygon') return { ...geometry, coordinates: geometry.coordinates.map(onOneSide) };
  if (geometry.type === 'MultiPolygon')
    return { ...geometry, coordinates: geometry.coordinates.map((polygon) => polygon.map(onOneSide)) };
  return geometry;
}

/** Registers the world map with ECharts; answers the country codes it draws. */
export async function registerWorldMap(echarts: ECharts): Promise<ReadonlySet<string>> {
  const topology = (await import('world-atlas/countries-110m.json')).default as unknown as Topology<{
    countries: GeometryCollection<{ name: string }>;
  }>;
  const world = feature(topology, topology.objects.countries) as FeatureCollection<Geometry, { name: string }>;
  const features: Feature<Geometry, { name: string }>[] = [];
  for (const country of world.features) {
    const code = alpha2OfNumeric(country.id);
    if (code === 'AQ') continue;
    // A region without an ISO code (Kosovo, N. Cyprus, Somaliland) keeps its name and takes no data.
    features.push({
      ...country,
      geometry: withoutJumps(country.geometry),
      properties: { name: code ?? `~${country.properties.name}` },
    });
  }
  echarts.registerMap(WORLD_MAP, { type: 'FeatureCollection', features } as never);
  return new Set(features.map((country) => country.properties.name));
}
