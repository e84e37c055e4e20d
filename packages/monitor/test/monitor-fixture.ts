import { type Database, queryRows } from '@songstats/db';
import { sql } from 'drizzle-orm';
import { monitorAccounts, syncCatalogue } from '../src/catalogue/sync-catalogue';
import { defaultCharts } from '../src/charts/chart-list';
import type { MonitorContext } from '../src/context';
import { createWorldClient } from '../src/world/world-client';

export const quietLog = { info: () => {}, warn: () => {} };

export function monitorContext(db: Database, worldUrl: string): MonitorContext {
  return {
    db,
    world: createWorldClient(worldUrl, { baseDelayMs: 5 }),
    log: quietLog,
    concurrency: 8,
  };
}

/** Imports the catalogue and monitors every third artist and the first label. */
export async function monitorSomeAccounts(context: MonitorContext): Promise<number> {
  await syncCatalogue(context);
  const rows = await queryRows<{ id_unique: string; type: string; n: number }>(
    context.db,
    sql`select id_unique, type, row_number() over (partition by type order by id) as n
        from accounts where type in ('artist', 'label')`,
  );
  const chosen = rows.filter((row) =>
    row.type === 'artist' ? Number(row.n) % 3 === 0 : Number(row.n) === 1,
  );
  return monitorAccounts(
    context.db,
    chosen.map((row) => row.id_unique),
  );
}

export const WATCHED_CHARTS = new Set(defaultCharts().map((chart) => chart.key));

/** The monitor's activities after `afterDate`, as `type|object|track|date` tuples, sorted. */
export async function recordedActivities(db: Database, afterDate: string): Promise<string[]> {
  const rows = await queryRows<{
    activity_type: string;
    object: string;
    track: string;
    date: string;
  }>(
    db,
    sql`select a.activity_type, coalesce(a.details->>'playlistExternalId', a.details->>'chartKey') as object,
          t.external_ids->>'spotify' as track, a.activity_date::text as date
        from activities a join tracks t on t.id = a.track_id
        where a.activity_date > ${afterDate}::date
          and a.activity_type in ('playlist_add', 'playlist_remove', 'chart_entry', 'chart_reentry', 'chart_exit')`,
  );
  return rows
    .map((row) => {
      const type =
        row.activity_type === 'chart_entry' || row.activity_type === 'chart_reentry'
          ? 'chart_in'
          : row.activity_type;
      return `${type}|${row.object}|${row.track}|${row.date}`;
    })
    .sort();
}

export async function monitoredWorldTrackIds(db: Database): Promise<Set<string>> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select t.external_ids->>'spotify' as id from tracks t where
          exists (select 1 from track_artists ta join accounts a on a.id = ta.account_id
                  where ta.track_id = t.id and a.monitored_since is not null)
          or exists (select 1 from accounts l where l.id = t.label_id and l.monitored_since is not null)`,
  );
  return new Set(rows.map((row) => row.id));
}
