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

export async function loadChartEntries(
  db: Database,
  chartIds: readonly number[],
): Promise<Map<number, StoredChartEntry[]>> {
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
        from chart_entries where chart_id = any(${pgArray(chartIds)}::bigint[])`,
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

export async function saveChartEntries(
  db: Database,
  rows: readonly (StoredChartEntry & { chartId: number })[],
): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(sql`
    insert into chart_entries (chart_id, track_id, position, peak_position, first_seen, last_seen, days_on_chart)
    select x."chartId", x."trackId", x.position, x."peakPosition", x."firstSeen", x."lastSeen", x."daysOnChart"
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x("chartId" bigint, "trackId" bigint,
      position smallint, "peakPosition" smallint, "firstSeen" date, "lastSeen" date, "daysOnChart" int)
    on conflict (chart_id, track_id) do update set position = excluded.position,
      peak_position = excluded.peak_position, last_seen = excluded.last_seen,
      days_on_chart = excluded.days_on_chart`);
}
