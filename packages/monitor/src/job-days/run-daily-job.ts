import { queryRows, recordPlatformRun } from '@songstats/db';
import { sql } from 'drizzle-orm';
import type { MonitorContext } from '../context';
import { FetchFailedError } from '../http/fetch-json';
import { daysToRun } from './day-range';

export interface DailyJobResult {
  days: number;
  failed: number;
  activities: number;
}

/** How far back a per-day job catches up after the monitor was down. */
const MAX_CATCH_UP_DAYS = 7;

/**
 * Runs a per-day job for each day it still owes up to `today`, in order, and marks a day done
 * only once everything of that day is written. A run killed halfway is simply run again: every
 * write is keyed, so the second run completes the day without duplicates. A platform failure
 * stops the job for this cycle (later days wait, so days stay in order) and is retried next cycle.
 */
export async function runDailyJob(
  context: MonitorContext,
  job: string,
  today: string,
  runDay: (date: string) => Promise<number>,
  /**
   * Issue 28 (migration 0069): the one platform the job reads (radio, Shazam's city charts): its
   * run of `today` is recorded under the job's name, failed or succeeded, for the provenance.
   */
  source?: string,
): Promise<DailyJobResult> {
  const [last] = await queryRows<{ day: string | null }>(
    context.db,
    sql`select max(day)::text as day from monitor_job_days where job = ${job}`,
  );
  const result: DailyJobResult = { days: 0, failed: 0, activities: 0 };
  let failure: string | null = null;
  for (const date of daysToRun(last?.day ?? null, today, MAX_CATCH_UP_DAYS)) {
    try {
      result.activities += await runDay(date);
    } catch (error) {
      if (!(error instanceof FetchFailedError)) throw error;
      result.failed++;
      failure = error.message;
      context.log.warn(`${job} ${date}: ${error.message}`);
      break;
    }
    await context.db.execute(
      sql`insert into monitor_job_days (job, day) values (${job}, ${date}) on conflict do nothing`,
    );
    result.days++;
  }
  if (source && (failure !== null || result.days > 0)) {
    await recordPlatformRun(context.db, source, today, failure, job);
  }
  return result;
}

/**
 * Reads what a live platform has published of its current day so far with `run` (written as a
 * whole day's is), without marking the day done, so `runDailyJob` reads it again in full once it
 * is whole. A platform that does not answer is one failed read, warned, not thrown.
 */
export async function runDaySoFar(
  context: MonitorContext,
  name: string,
  today: string,
  run: (date: string) => Promise<number>,
): Promise<DailyJobResult> {
  try {
    return { days: 0, failed: 0, activities: await run(today) };
  } catch (error) {
    if (!(error instanceof FetchFailedError)) throw error;
    context.log.warn(`${name} ${today} so far: ${error.message}`);
    return { days: 0, failed: 1, activities: 0 };
  }
}
