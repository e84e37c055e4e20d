import type { MapPointResponse, MapStatsResponse } from '@songstats/contract';
import { lazy, Suspense, useRef } from 'react';
import { useNearViewport } from '../../../lib/use-near-viewport';
import { formatNumber } from '../format';
import type { CellContext } from '../table/CellView';
import { type ExportTarget, TableList } from './AnalyticsBody';

const WorldMap = lazy(() => import('../charts/WorldMap'));

/**
 * The map with its echarts parts and country shapes (about 60 KB brotli), asked for only when it
 * comes near the viewport (issue 29): below the fold of a track page it is not in the first load.
 */
function LazyWorldMap({
  points,
  column,
  title,
  margin,
}: {
  points: MapPointResponse[];
  column: string;
  title: string;
  margin: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const near = useNearViewport(box, margin);
  const placeholder = (
    <div
      ref={near ? undefined : box}
      role="status"
      aria-label="Loading map"
      className="aspect-[2/1] max-h-[320px] w-full"
    />
  );
  if (!near) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <WorldMap points={points} column={column} title={title} height={320} />
    </Suspense>
  );
}

/** The column a map ranks by: the first rank key of its points (listeners, charts ...). */
export function mapColumn(points: MapPointResponse[]): string | null {
  for (const point of points) {
    const key = Object.keys(point.ranks)[0];
    if (key) return key;
  }
  return null;
}

/** The points of a map, biggest first. */
export function rankedPoints(points: MapPointResponse[], column: string): MapPointResponse[] {
  return [...points].sort((a, b) => (b.ranks[column] ?? -1) - (a.ranks[column] ?? -1));
}

const columnTitle = (column: string) => {
  const text = column.replace(/_(current|total)$/, '').replaceAll('_', ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
};

/** spec §2, §3: audience (or location) maps with their top places, then the tables. */
export function MapSection({
  mapStats,
  context,
  exportTarget,
  emptyText,
  mapMargin = '300px',
}: {
  mapStats: MapStatsResponse;
  context: CellContext;
  exportTarget: ExportTarget | null;
  emptyText: string;
  /**
   * How near the viewport a map comes before its code is asked for: /audience, whose first map
   * sits just under a phone's first screen, waits until it is in view (issue 29).
   */
  mapMargin?: string;
}) {
  const maps = mapStats.maps
    .map((points, index) => ({
      points,
      title: mapStats.mapTitles[index] ?? 'Map',
      column: mapColumn(points),
    }))
    .filter((map) => map.points.length > 0 && map.column);
  if (maps.length === 0 && mapStats.tables.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-gray-300 bg-white p-6 text-center text-gray-600">
        {emptyText}
      </p>
    );
  }
  return (
    <div className="space-y-4">
      {maps.map((map) => {
        const column = map.column as string;
        const top = rankedPoints(map.points, column).slice(0, 5);
        return (
          <section
            key={map.title}
            // The table of the same places is labelled by the title alone (landmarks told apart).
            aria-label={`Map of ${map.title}`}
            data-testid="map"
            className="rounded-xl border border-gray-200 bg-white p-4"
          >
            <h3 className="mb-2 text-sm font-semibold text-ink">{map.title}</h3>
            <div className="grid gap-4 lg:grid-cols-[1fr_16rem]">
              <LazyWorldMap
                points={map.points}
                column={column}
                title={map.title}
                margin={mapMargin}
              />
              {/* On a phone the top places come first, the map under them (issue 29). */}
              <ol
                aria-label={`Top of ${map.title}`}
                className="space-y-1.5 text-sm max-lg:order-first"
              >
                {top.map((point, index) => (
                  <li
                    key={point.id}
                    data-testid={index === 0 ? 'top-place' : undefined}
                    className="flex justify-between gap-3"
                  >
                    <span>
                      <span className="mr-2 text-gray-500">{index + 1}</span>
                      {point.name}
                    </span>
                    <span className="font-medium" title={columnTitle(column)}>
                      {formatNumber(point.ranks[column] ?? null)}
                    </span>
                  </li>
                ))}
              </ol>
            </div>
          </section>
        );
      })}
      <TableList tables={mapStats.tables} context={context} exportTarget={exportTarget} />
    </div>
  );
}
