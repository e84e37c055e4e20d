import type { MapPointResponse } from '@songstats/contract';
import { useMemo, useRef } from 'react';
import { echarts } from './map-setup';
import { useEChart } from './use-echart';
import { countryAt, drawableCountries } from './world-geo';

let registered = false;
function registerWorld() {
  if (registered) return;
  // echarts takes GeoJSON; its own type wants its GeoJSON flavour.
  echarts.registerMap(
    'world',
    drawableCountries() as unknown as Parameters<typeof echarts.registerMap>[1],
  );
  registered = true;
}

const rankOf = (point: MapPointResponse, column: string) => point.ranks[column] ?? null;

/**
 * spec §2 audience maps: a world map with countries shaded by their value and city points sized
 * by it (listeners). `column` is the rank column the map shows.
 */
export default function WorldMap({
  points,
  column,
  title,
  height = 380,
}: {
  points: MapPointResponse[];
  column: string;
  title: string;
  height?: number;
}) {
  registerWorld();
  const ref = useRef<HTMLDivElement>(null);
  const option = useMemo(() => {
    const cities = points.filter((point) => point.scopeRule !== 'country');
    const countries = points.filter((point) => point.scopeRule === 'country');
    const countryValues = countries
      .map((point) => ({
        name: countryAt(point.longitude, point.latitude),
        value: rankOf(point, column),
        label: point.name,
      }))
      .filter((entry): entry is { name: string; value: number; label: string } =>
        Boolean(entry.name && entry.value !== null),
      );
    const cityValues = cities
      .map((point) => ({
        name: point.name,
        value: [point.longitude, point.latitude, rankOf(point, column) ?? 0],
      }))
      .sort((a, b) => (b.value[2] as number) - (a.value[2] as number));
    const maxCity = Math.max(1, ...cityValues.map((city) => city.value[2] as number));
    const maxCountry = Math.max(1, ...countryValues.map((country) => country.value));
    return {
      aria: { enabled: true, description: title },
      animation: false,
      tooltip: { trigger: 'item' as const },
      geo: {
        map: 'world',
        roam: true,
        // The map fills its box; the box keeps the map's proportions (below).
        top: 4,
        bottom: 4,
        silent: countryValues.length === 0,
        itemStyle: { areaColor: '#F3F4F6', borderColor: '#D1D5DB' },
        emphasis: { disabled: true },
      },
      visualMap:
        countryValues.length > 0
          ? {
              show: false,
              seriesIndex: 0,
              min: 0,
              max: maxCountry,
              inRange: { color: ['#DBEAFE', '#1D4ED8'] },
            }
          : undefined,
      series: [
        {
          type: 'map' as const,
          geoIndex: 0,
          name: title,
          data: countryValues.map((country) => ({ name: country.name, value: country.value })),
        },
        {
          type: 'scatter' as const,
          coordinateSystem: 'geo' as const,
          name: title,
          data: cityValues,
          symbolSize: (value: number[]) => 6 + 22 * Math.sqrt((value[2] ?? 0) / maxCity),
          itemStyle: { color: '#F97316', opacity: 0.8, borderColor: '#fff', borderWidth: 1 },
          tooltip: {
            formatter: (item: { name: string; value: number[] }) =>
              `${item.name}: ${(item.value[2] ?? 0).toLocaleString('en-US')}`,
          },
        },
      ],
    };
  }, [points, column, title]);
  useEChart(ref, option);
  // As wide as its column and half as tall, up to `height`: a phone's map is not a strip in a
  // tall empty box.
  return (
    <div
      ref={ref}
      role="img"
      aria-label={title}
      style={{ maxHeight: height, aspectRatio: '2 / 1' }}
      className="w-full"
    />
  );
}
