import { type Database, pgArray, queryRows } from '@songstats/db';
import { sql } from 'drizzle-orm';
import type { CityChart } from '../shazam-cities/city-charts';
import type { StoredChartEntry } from './diff-chart';

// The stored state of charts, read and written for many charts in one statement each: the 40
// city charts of a day would otherwise cost ~160 round trips.

/** Creates the charts not seen before; returns every chart's id by key. */
export async function ensureCityCharts(
  db: Database,
  charts: readonly CityChart[],
): Promise<Map<string, number>> {
  const rows = await queryRows<{ id: number; key: string }>(
    db,
    sql`insert into charts (key, source, country_code, city_id, name)
        select x.key, x.source, x."countryCode",
          (select c.id from cities c where c.external_ids->>'world' = x."cityId"), x.name
        from jsonb_to_recordset(${JSON.stringify(charts)}::jsonb) as x(key text, source text,
          "countryCode" text, "cityId" text, name text)
        on conflict (key) do update set name = excluded.name
        returning id, key`,
  );
  return new Map(rows.map((row) => [row.key, Number(row.id)]));
}

/**
 * The stored entries of `chartIds`. With `onChartNow` (the tracks on the charts today), an entry
 * off its chart is read only for those tracks: a diff needs the others' rows only while they are
 * on the chart (an exit), and off-chart rows pile up day after day.
 */
export async function loadChartEntries(
  db: Database,
  chartIds: readonly number[],
  onChartNow?: readonly number[],
): Promise<Map<number, StoredChartEntry[]>> {
  const offChart = onChartNow
    ? sql`and (position is not null or track_id = any(${pgArray(onChartNow)}::bigint[]))`
    : sql``;
  const rows = await queryRows<{
    chart_id: number;
    track_id: number;
    position: number | null;
    peak_position: number;
    first_seen: string;
    last_seen: string;
    days_on_chart: number;
  }>(
    db,
    sql`select chart_id, track_id, position, peak_position, first_seen::text as first_seen,
          last_seen::text as last_seen, days_on_chart
        from chart_entries where chart_id = any(${pgArray(chartIds)}::bigint[]) ${offChart}`,
  );
  const byChart = new Map<number, StoredChartEntry[]>();
  for (const row of rows) {
    const chartId = Number(row.chart_id);
    const list = byChart.get(chartId) ?? [];
    list.push({
      trackId: Number(row.track_id),
      position: row.position,
      peakPosition: row.peak_position,
      firstSeen: row.first_seen,
      lastSeen: row.last_seen,
      daysOnChart: row.days_on_chart,
    });
    byChart.set(chartId, list);
  }
  return byChart;
}

/**
 * Writes chart entries (every on-chart entry changes each day: its last day seen and days on
 * chart). The rows travel as one array per column, which PostgreSQL reads faster than the same
 * rows as JSON (the chart step's largest statement, ~10,000 rows a day).
 */
export async function saveChartEntries(
  db: Database,
  rows: readonly (StoredChartEntry & { chartId: number })[],
): Promise<void> {
  if (rows.length === 0) return;
  const column = (pick: (row: StoredChartEntry & { chartId: number }) => string | number | null) =>
    pgArray(rows.map(pick));
  await db.execute(sql`
    insert into chart_entries (chart_id, track_id, position, peak_position, first_seen, last_seen, days_on_chart)
    select * from unnest(${column((row) => row.chartId)}::bigint[],
      ${column((row) => row.trackId)}::bigint[], ${column((row) => row.position)}::smallint[],
      ${column((row) => row.peakPosition)}::smallint[], ${column((row) => row.firstSeen)}::date[],
      ${column((row) => row.lastSeen)}::date[], ${column((row) => row.daysOnChart)}::int[])
    on conflict (chart_id, track_id) do update set position = excluded.position,
      peak_position = excluded.peak_position, last_seen = excluded.last_seen,
      days_on_chart = excluded.days_on_chart`);
}
