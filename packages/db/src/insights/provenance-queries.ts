import { sql } from 'drizzle-orm';
import { iso } from '../admin/desk-page';
import type { Database } from '../connect';
import { pgArray, queryRows } from '../query-rows';

// Issue 28 section 4 (decision 063): the monitor's own records of when it read what, for the
// provenance of every figure: its run records (monitor_job_days, monitor_cycle_steps), the days
// each platform's playlists were read whole, and the real platforms' states.

export interface PlatformRunState {
  source: string;
  lastSuccessAt: string | null;
  failingSince: string | null;
  lastError: string | null;
}

export interface ProvenanceRecords {
  /** By reading day: when the monitor last finished a run record of that day (ISO). */
  finishedByDay: Map<string, string>;
  /** By source: the newest day its playlists were read whole, and when that finished. */
  playlistsBySource: Map<string, { day: string; finishedAt: string | null }>;
  /** By source: a real platform's state (successes and failures). */
  platforms: Map<string, PlatformRunState>;
  /**
   * By source: today's run records (migrations 0066, 0069) whose last failure came after their
   * last success: the platform's step failed today and has not read it since. One per step.
   */
  failedToday: Map<string, PlatformFailure[]>;
  /**
   * By `kind:source` (`runKey`): the newest day a step of that kind read the platform
   * successfully, and when (the charts' reading day, which their stored rows do not tell).
   */
  lastRuns: Map<string, { day: string; at: string | null }>;
}

/** What a run record's step read: its figures go stale when a step of their kind failed. */
export type RunKind = 'counters' | 'playlists' | 'charts' | 'radio';

/**
 * The kind of a step of `monitor_platform_runs`: Spotify's playlist shards ('playlists:0/4') and
 * the other platforms' playlists are 'playlists'; the charts and Shazam's city charts 'charts'.
 */
export function runKindOf(step: string): RunKind | string {
  if (step === 'playlists' || step.startsWith('playlists:')) return 'playlists';
  if (step === 'charts' || step === 'shazam-city-charts') return 'charts';
  return step;
}

/** The key of `lastRuns`. */
export const runKey = (kind: string, source: string) => `${kind}:${source}`;

export interface PlatformFailure {
  source: string;
  /** The step that failed ('counters', 'playlists', 'playlists:0/4', 'charts', 'radio' ...). */
  step: string;
  failedAt: string;
  lastSuccessAt: string | null;
  error: string | null;
}

/**
 * Records a platform's run of `day` by a step (migrations 0066, 0069): its success, or its
 * failure with the error. Each run keeps the day's last success and last failure; a failure after
 * the last success marks the figures that step reads stale until it succeeds again.
 */
export async function recordPlatformRun(
  db: Database,
  source: string,
  day: string,
  error: string | null = null,
  step = 'counters',
): Promise<void> {
  if (error === null) {
    await db.execute(sql`insert into monitor_platform_runs (source, step, day, last_success_at)
      values (${source}, ${step}, ${day}::date, now())
      on conflict (source, step, day) do update set last_success_at = excluded.last_success_at`);
    return;
  }
  await db.execute(sql`insert into monitor_platform_runs
      (source, step, day, last_failure_at, last_error)
    values (${source}, ${step}, ${day}::date, now(), ${error.slice(0, 500)})
    on conflict (source, step, day) do update
      set last_failure_at = excluded.last_failure_at, last_error = excluded.last_error`);
}

/** The monitor's run records for the reading days asked (at most a few per answer). */
export async function readProvenanceRecords(
  db: Database,
  days: readonly string[],
  /** Today (UTC): the day whose platform failures make figures stale. */
  today: string = new Date().toISOString().slice(0, 10),
): Promise<ProvenanceRecords> {
  const wanted = [...new Set(days)];
  const [finished, playlists, platforms, failures, successes] = await Promise.all([
    wanted.length === 0
      ? []
      : queryRows<{ day: string; finished_at: unknown }>(
          db,
          sql`select day, max(finished_at) as finished_at from (
                select day::text as day, finished_at from monitor_job_days
                where day = any(${pgArray(wanted)}::date[])
                union all
                select day::text as day, finished_at from monitor_cycle_steps
                where day = any(${pgArray(wanted)}::date[]) and finished_at is not null) runs
              group by day`,
        ),
    queryRows<{ job: string; day: string; finished_at: unknown }>(
      db,
      sql`select distinct on (job) job, day::text as day, finished_at from monitor_job_days
          where job like 'playlists:%' and job not like '%/%' order by job, day desc`,
    ),
    queryRows<{
      source: string;
      last_success_at: unknown;
      failing_since: unknown;
      last_error: string | null;
    }>(
      db,
      sql`select source, last_success_at, failing_since, last_error from real_platform_sources`,
    ),
    queryRows<{
      source: string;
      step: string;
      last_success_at: unknown;
      last_failure_at: unknown;
      last_error: string | null;
    }>(
      db,
      sql`select source, step, last_success_at, last_failure_at, last_error
          from monitor_platform_runs
          where day = ${today}::date and last_failure_at is not null
            and (last_success_at is null or last_success_at < last_failure_at)
          order by source, step`,
    ),
    queryRows<{ source: string; step: string; day: string; last_success_at: unknown }>(
      db,
      sql`select distinct on (source, step) source, step, day::text as day, last_success_at
          from monitor_platform_runs
          where last_success_at is not null and day <= ${today}::date
          order by source, step, day desc`,
    ),
  ]);
  const failedToday = new Map<string, PlatformFailure[]>();
  for (const row of failures) {
    const list = failedToday.get(row.source) ?? [];
    list.push({
      source: row.source,
      step: row.step,
      failedAt: iso(row.last_failure_at) as string,
      lastSuccessAt: iso(row.last_success_at),
      error: row.last_error,
    });
    failedToday.set(row.source, list);
  }
  const lastRuns = new Map<string, { day: string; at: string | null }>();
  for (const row of successes) {
    const key = runKey(runKindOf(row.step), row.source);
    const known = lastRuns.get(key);
    if (!known || row.day > known.day) {
      lastRuns.set(key, { day: row.day, at: iso(row.last_success_at) });
    }
  }
  return {
    finishedByDay: new Map(
      finished.flatMap((row) => {
        const at = iso(row.finished_at);
        return at ? [[row.day, at] as const] : [];
      }),
    ),
    playlistsBySource: new Map(
      playlists.map((row) => [
        row.job.slice('playlists:'.length),
        { day: row.day, finishedAt: iso(row.finished_at) },
      ]),
    ),
    platforms: new Map(
      platforms.map((row) => [
        row.source,
        {
          source: row.source,
          lastSuccessAt: iso(row.last_success_at),
          failingSince: iso(row.failing_since),
          lastError: row.last_error,
        },
      ]),
    ),
    failedToday,
    lastRuns,
  };
}
