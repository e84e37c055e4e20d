import { type Database, pgArray, queryRows } from '@songstats/db';
import { CHARTS, CITIES, type World } from '@songstats/world';
import { sql } from 'drizzle-orm';
import { monitorAccounts, syncCatalogue } from '../src/catalogue/sync-catalogue';
import { defaultCharts } from '../src/charts/chart-list';
import type { MonitorContext } from '../src/context';
import { runCycle } from '../src/cycle';
import type { MonitorLoop } from '../src/loop';
import { startQueueWorker } from '../src/queue/queue-worker';
import { createWorldClient } from '../src/world/world-client';
import type { MonitoredScope } from './expected-activities';

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

/** The country charts of the chart job and every Shazam city chart the world publishes. */
export const WATCHED_CHARTS = new Set([
  ...defaultCharts().map((chart) => chart.key),
  ...CHARTS.flatMap((chart) =>
    chart.cityIndex === undefined ? [] : [`shazam:city:${CITIES[chart.cityIndex]!.id}`],
  ),
]);

const RECORDED_TYPES = [
  'playlist_add',
  'playlist_remove',
  'chart_entry',
  'chart_reentry',
  'chart_exit',
  'radio_spins',
  'dj_support',
  'concert_announced',
];

/** The monitor's activities after `afterDate`, as `type|object|track or artist|date`, sorted. */
export async function recordedActivities(db: Database, afterDate: string): Promise<string[]> {
  const rows = await queryRows<{
    activity_type: string;
    object: string;
    subject: string;
    date: string;
  }>(
    db,
    sql`select a.activity_type,
          case a.activity_type
            when 'radio_spins' then a.value::text
            when 'dj_support' then a.value::text
            when 'concert_announced' then a.details->>'concertId'
            else coalesce(a.details->>'playlistExternalId', a.details->>'chartKey')
          end as object,
          coalesce(t.external_ids->>'spotify', acc.external_ids->>'spotify') as subject,
          a.activity_date::text as date
        from activities a
        left join tracks t on t.id = a.track_id
        left join accounts acc on acc.id = a.account_id and a.track_id is null
        where a.activity_date > ${afterDate}::date
          and a.activity_type = any(${pgArray(RECORDED_TYPES)}::text[])`,
  );
  return rows
    .map((row) => {
      const type =
        row.activity_type === 'chart_entry' || row.activity_type === 'chart_reentry'
          ? 'chart_in'
          : row.activity_type;
      return `${type}|${row.object}|${row.subject}|${row.date}`;
    })
    .sort();
}

/** What the monitor follows (from the database) and the world's stations (from the world). */
export async function monitoredScope(db: Database, world: World): Promise<MonitoredScope> {
  const tracks = await queryRows<{ id: string }>(
    db,
    sql`select t.external_ids->>'spotify' as id from tracks t where
          exists (select 1 from track_artists ta join accounts a on a.id = ta.account_id
                  where ta.track_id = t.id and a.monitored_since is not null)
          or exists (select 1 from accounts l where l.id = t.label_id and l.monitored_since is not null)`,
  );
  const artists = await queryRows<{ id: string }>(
    db,
    sql`select external_ids->>'spotify' as id from accounts
        where type = 'artist' and monitored_since is not null`,
  );
  return {
    tracks: new Set(tracks.map((row) => row.id)),
    artists: new Set(artists.map((row) => row.id)),
    charts: WATCHED_CHARTS,
    stations: new Map(world.state.stations.map((station) => [station.id, station])),
  };
}

/** Account milestones the monitor recorded, as `milestone|source:metric:step|artist|date`. */
export async function recordedArtistMilestones(db: Database): Promise<string[]> {
  const rows = await queryRows<{ tuple: string }>(
    db,
    sql`select 'milestone|' || a.source || ':' || (a.details->>'metric') || ':' || a.value || '|'
          || (acc.external_ids->>'spotify') || '|' || a.activity_date::text as tuple
        from activities a join accounts acc on acc.id = a.account_id
        where a.activity_type = 'milestone' and a.track_id is null`,
  );
  return rows.map((row) => row.tuple).sort();
}

/** Runs the monitor's cycle for the platform's current day and resolves once it is recorded. */
export interface CycleDriver {
  kind: 'in-process' | 'queue';
  /** Runs (or waits for) the cycle of the platform's current day; resolves with that date. */
  cycle(): Promise<string>;
  stop(): Promise<void>;
}

/** Each cycle in this process, as the embedded mode runs it. */
export function inProcessDriver(context: MonitorContext): CycleDriver {
  return {
    kind: 'in-process',
    cycle: async () => (await runCycle(context)).date,
    stop: async () => {},
  };
}

/**
 * `workers` queue workers on pg-boss sharing the cycles, as production runs them; a cycle is
 * done when every one of its steps has finished.
 */
export async function queueDriver(
  context: MonitorContext,
  connectionString: string,
  workers: number,
): Promise<CycleDriver> {
  const loops: MonitorLoop[] = [];
  for (let i = 0; i < workers; i++) {
    loops.push(
      await startQueueWorker(context, {
        connectionString,
        pollMs: 50,
        workers: 2,
        playlistShards: 3,
        expireSeconds: 120,
        maintenanceSeconds: 5,
      }),
    );
  }
  return {
    kind: 'queue',
    async cycle() {
      const { date } = await context.world.status();
      const deadline = Date.now() + 120_000;
      while (Date.now() < deadline) {
        const [row] = await queryRows<{ steps: number; pending: number }>(
          context.db,
          sql`select count(*)::int as steps,
                (count(*) filter (where finished_at is null))::int as pending
              from monitor_cycle_steps where day = ${date}`,
        );
        if (row && row.steps > 0 && row.pending === 0) return date;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`the queue did not finish the cycle of ${date} within 120 s`);
    },
    async stop() {
      await Promise.all(loops.map((loop) => loop.stop()));
    },
  };
}
