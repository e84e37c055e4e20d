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
   * By source: today's run record when its last failure came after its last success (migration
   * 0066): the platform failed today and has not been read since.
   */
  failedToday: Map<string, PlatformFailure>;
}

export interface PlatformFailure {
  source: string;
  failedAt: string;
  lastSuccessAt: string | null;
  error: string | null;
}

/**
 * Records a platform's run of `day` (migration 0066): its success, or its failure with the
 * error. Each run keeps the day's last success and last failure; a failure after the last
 * success marks the platform's figures stale until it succeeds again.
 */
export async function recordPlatformRun(
  db: Database,
  source: string,
  day: string,
  error: string | null = null,
): Promise<void> {
  if (error === null) {
    await db.execute(sql`insert into monitor_platform_runs (source, day, last_success_at)
      values (${source}, ${day}::date, now())
      on conflict (source, day) do update set last_success_at = excluded.last_success_at`);
    return;
  }
  await db.execute(sql`insert into monitor_platform_runs (source, day, last_failure_at, last_error)
    values (${source}, ${day}::date, now(), ${error.slice(0, 500)})
    on conflict (source, day) do update
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
  const [finished, playlists, platforms, failures] = await Promise.all([
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
      last_success_at: unknown;
      last_failure_at: unknown;
      last_error: string | null;
    }>(
      db,
      sql`select source, last_success_at, last_failure_at, last_error from monitor_platform_runs
          where day = ${today}::date and last_failure_at is not null
            and (last_success_at is null or last_success_at < last_failure_at)`,
    ),
  ]);
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
    failedToday: new Map(
      failures.map((row) => [
        row.source,
        {
          source: row.source,
          failedAt: iso(row.last_failure_at) as string,
          lastSuccessAt: iso(row.last_success_at),
          error: row.last_error,
        },
      ]),
    ),
  };
}
