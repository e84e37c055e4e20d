import { sql } from 'drizzle-orm';
import type { Database } from '../connect';
import { queryRows } from '../query-rows';
import { iso } from './desk-page';
import { type PlatformState, readPlatformStates } from './real-platform-states';

// Issue 26, Monitor Status: read from the monitor's own tables, never from a copy.
// - monitor_cycle_steps: each step of a day's cycle on the queue (PostgreSQL workers);
// - monitor_job_days: the per-day jobs, written by the embedded cycle and the workers alike;
// - playlist_snapshots, chart_entries, activities: what each source last brought in;
// - pgboss.job: the queue's depth and retries, when the queue runs.

export interface MonitorStep {
  step: string;
  day: string;
  finishedAt: string | null;
  /** Time from the previous step of the same day finishing to this one (steps run in order). */
  sincePreviousMs: number | null;
  activities: number | null;
  failed: number | null;
}

export interface SourceFreshness {
  source: string;
  /** The newest day the source brought data for. */
  lastDay: string | null;
  activitiesLastDay: number;
  /** For playlists: the oldest and newest time a playlist's version was read. */
  oldestRefresh: string | null;
  newestRefresh: string | null;
  /** Items watched (playlists, charts, stations) where the source has a table of them. */
  items: number | null;
}

export interface QueueState {
  state: string;
  jobs: number;
  retries: number;
}

async function pgBossQueue(db: Database): Promise<QueueState[] | null> {
  const [present] = await queryRows<{ present: boolean }>(
    db,
    sql`select to_regclass('pgboss.job') is not null as present`,
  );
  if (!present?.present) return null;
  const rows = await queryRows<{ state: string; jobs: number; retries: number }>(
    db,
    sql.raw(`select state::text as state, count(*)::int as jobs,
               coalesce(sum(retry_count), 0)::int as retries
             from pgboss.job where name like 'monitor%' group by state order by state`),
  );
  return rows.map((row) => ({
    state: row.state,
    jobs: Number(row.jobs),
    retries: Number(row.retries),
  }));
}

/** The last cycle: the queue's steps of its newest day, and each per-day job's newest day. */
async function lastCycleSteps(db: Database): Promise<MonitorStep[]> {
  const queued = await queryRows<{
    day: string;
    step: string;
    finished_at: string | null;
    result: { activities?: number; failed?: number } | null;
  }>(
    db,
    sql`select day::text as day, step, finished_at, result from monitor_cycle_steps
        where day = (select max(day) from monitor_cycle_steps) order by finished_at nulls last, step`,
  );
  const daily = await queryRows<{ job: string; day: string; finished_at: string }>(
    db,
    sql`select distinct on (job) job, day::text as day, finished_at from monitor_job_days
        order by job, day desc`,
  );
  const steps: MonitorStep[] = [
    ...queued.map((row) => ({
      step: row.step,
      day: row.day,
      finishedAt: iso(row.finished_at),
      sincePreviousMs: null,
      activities: row.result?.activities ?? null,
      failed: row.result?.failed ?? null,
    })),
    ...daily
      .filter((row) => !queued.some((step) => step.step === row.job && step.day === row.day))
      .map((row) => ({
        step: row.job,
        day: row.day,
        finishedAt: iso(row.finished_at),
        sincePreviousMs: null,
        activities: null,
        failed: null,
      })),
  ];
  steps.sort((a, b) =>
    a.day === b.day
      ? (a.finishedAt ?? '\uffff').localeCompare(b.finishedAt ?? '\uffff')
      : b.day.localeCompare(a.day),
  );
  return steps.map((step, index) => {
    const previous = steps[index - 1];
    const sincePreviousMs =
      previous && previous.day === step.day && previous.finishedAt && step.finishedAt
        ? Date.parse(step.finishedAt) - Date.parse(previous.finishedAt)
        : null;
    return { ...step, sincePreviousMs };
  });
}

async function sourceFreshness(db: Database): Promise<SourceFreshness[]> {
  const [playlists] = await queryRows<{ oldest: string | null; newest: string | null; n: number }>(
    db,
    sql`select min(checked_at) as oldest, max(checked_at) as newest, count(*)::int as n
        from playlist_snapshots`,
  );
  const charts = await queryRows<{ source: string; last_day: string | null; n: number }>(
    db,
    sql`select c.source, max(e.last_seen)::text as last_day, count(distinct c.id)::int as n
        from charts c left join chart_entries e on e.chart_id = c.id group by c.source`,
  );
  // A source's newest activity day, and how many activities it brought that day: the date
  // index (activities_date_key) keeps this to the last week's rows.
  const activity = await queryRows<{ source: string; last_day: string; n: number }>(
    db,
    sql`select distinct on (source) source, activity_date::text as last_day, count(*)::int as n
        from activities where activity_date >= current_date - 7
        group by source, activity_date order by source, activity_date desc`,
  );
  const bySource = new Map<string, SourceFreshness>();
  const entry = (source: string) => {
    let found = bySource.get(source);
    if (!found) {
      found = {
        source,
        lastDay: null,
        activitiesLastDay: 0,
        oldestRefresh: null,
        newestRefresh: null,
        items: null,
      };
      bySource.set(source, found);
    }
    return found;
  };
  for (const row of activity) {
    const found = entry(row.source);
    found.lastDay = row.last_day;
    found.activitiesLastDay = Number(row.n);
  }
  for (const row of charts) {
    const found = entry(`${row.source} charts`);
    found.lastDay = row.last_day;
    found.items = Number(row.n);
  }
  if (playlists && Number(playlists.n) > 0) {
    const found = entry('playlists');
    found.oldestRefresh = iso(playlists.oldest);
    found.newestRefresh = iso(playlists.newest);
    found.items = Number(playlists.n);
  }
  return [...bySource.values()].sort((a, b) => a.source.localeCompare(b.source));
}

export interface MonitorStatus {
  steps: MonitorStep[];
  /** The newest day every per-day job has finished; null before the first. */
  lastWholeDay: string | null;
  failedSteps: number;
  queue: QueueState[] | null;
  sources: SourceFreshness[];
  /** Issue 27: each real platform's state, its mode and the figures it does not give. */
  realPlatforms: PlatformState[];
}

export async function readMonitorStatus(db: Database): Promise<MonitorStatus> {
  const steps = await lastCycleSteps(db);
  const [whole] = await queryRows<{ day: string | null }>(
    db,
    sql`select min(last_day)::text as day from (
          select job, max(day) as last_day from monitor_job_days
          -- The playlists' reading days (issue 24) are steps on today, not whole-day jobs.
          where job not like 'playlists:%' group by job) jobs`,
  );
  return {
    steps,
    lastWholeDay: whole?.day ?? null,
    failedSteps: steps.reduce((sum, step) => sum + (step.failed ?? 0), 0),
    queue: await pgBossQueue(db),
    sources: await sourceFreshness(db),
    realPlatforms: await readPlatformStates(db),
  };
}
