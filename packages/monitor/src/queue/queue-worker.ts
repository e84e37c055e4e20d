import { createHash } from 'node:crypto';
import { type Database, pgArray, queryRows, refreshPlaylistHealth } from '@songstats/db';
import { sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import { analyzeChangedCatalogue, syncCatalogue } from '../catalogue/sync-catalogue';
import type { MonitorContext } from '../context';
import { cycleSteps, LIVE_JOBS, loadStepInputs, runStep, type StepResult } from '../cycle-steps';
import { lastWholeDay } from '../job-days/day-range';
import type { MonitorLoop } from '../loop';
import { sendActivityPushes } from '../notifications/send-activity-pushes';
import { recordSpotifyPlaylistDays } from '../playlists/track-playlist-days';

export const DAY_QUEUE = 'monitor-day';
export const STEP_QUEUE = 'monitor-step';
/** Reads of the platform's current day so far while it comes out (`LIVE_JOBS`). */
export const LIVE_QUEUE = 'monitor-live';
/** A step of one of the Spotify playlists' shards (`cycleSteps`). */
const PLAYLIST_SHARD = /^playlists:\d+\/\d+$/;

export interface QueueSettings {
  /** The PostgreSQL that holds both our tables and pg-boss's schema. */
  connectionString: string;
  /** How often the platform's day is checked. */
  pollMs: number;
  /** Steps this process runs at once. */
  workers: number;
  /** The playlists are refreshed in this many disjoint parts, each a job. */
  playlistShards: number;
  /**
   * A job still active after this long is failed and retried: how a worker killed mid-step is
   * noticed. Longer than the longest step.
   */
  expireSeconds: number;
  /** How often pg-boss looks for expired jobs. */
  maintenanceSeconds: number;
}

export function queueSettingsFromEnv(
  connectionString: string,
  env: NodeJS.ProcessEnv = process.env,
): Omit<QueueSettings, 'pollMs'> {
  const number = (name: string, fallback: number) => {
    const value = Number(env[name] || fallback);
    if (!Number.isInteger(value) || value < 1)
      throw new Error(`${name} must be a whole number ≥ 1`);
    return value;
  };
  return {
    connectionString,
    workers: number('MONITOR_WORKERS', 2),
    playlistShards: number('MONITOR_PLAYLIST_SHARDS', 4),
    expireSeconds: number('MONITOR_JOB_EXPIRE_SECONDS', 900),
    maintenanceSeconds: number('MONITOR_QUEUE_MAINTENANCE_SECONDS', 30),
  };
}

interface DayJob {
  date: string;
}
interface StepJob {
  date: string;
  step: string;
}

/** A job id derived from what the job does, so sending it again is a no-op (pg-boss ignores it). */
function jobId(...parts: string[]): string {
  const hex = createHash('sha1').update(parts.join('|')).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * The monitor as a queue worker on pg-boss (PostgreSQL): any number of these processes share the
 * work. Each checks the platform's day; when it moves on, and the earlier days are done, a day job
 * is sent (with an id derived from the date, so every process may send it and it runs once). The
 * day job imports the catalogue and fans out the steps of `cycleSteps`, which any worker takes,
 * most important first. A step writes only changes under unique activity keys, so a step retried
 * after a crash (pg-boss expires and retries it) writes nothing twice. The worker that finishes a
 * day's last step reports the cycle. While the platform's current day still comes out, each tick
 * also sends a `monitor-live` job that reads its radio and DJ sets so far (`LIVE_JOBS`).
 */
export async function startQueueWorker(
  context: MonitorContext,
  settings: QueueSettings,
): Promise<MonitorLoop> {
  const { db, log } = context;
  const boss = new PgBoss({
    connectionString: settings.connectionString,
    max: settings.workers + 2,
    maintenanceIntervalSeconds: settings.maintenanceSeconds,
  });
  boss.on('error', (error) => log.warn(`queue: ${error.message}`));
  await boss.start();
  const queueOptions = {
    retryLimit: 5,
    retryDelay: 1,
    retryBackoff: true,
    expireInSeconds: settings.expireSeconds,
  };
  for (const name of [DAY_QUEUE, STEP_QUEUE]) {
    try {
      if (!(await boss.getQueue(name))) await boss.createQueue(name, { name, ...queueOptions });
    } catch (error) {
      // Another worker starting at the same moment created it first.
      if (!(await boss.getQueue(name))) throw error;
    }
  }
  // At most one live read waiting and one running, across all workers (pg-boss's `stately`);
  // one that fails is logged and not retried: the next tick sends another.
  try {
    if (!(await boss.getQueue(LIVE_QUEUE))) {
      await boss.createQueue(LIVE_QUEUE, {
        name: LIVE_QUEUE,
        policy: 'stately',
        retryLimit: 0,
        expireInSeconds: settings.expireSeconds,
      });
    }
  } catch (error) {
    if (!(await boss.getQueue(LIVE_QUEUE))) throw error;
  }
  const steps = cycleSteps(settings.playlistShards);

  async function reportIfDayFinished(date: string, earlier = false) {
    const [row] = await queryRows<{
      steps: number;
      pending: number;
      activities: number;
      failed: number;
    }>(
      db,
      sql`select count(*)::int as steps,
            (count(*) filter (where finished_at is null))::int as pending,
            coalesce(sum((result->>'activities')::int), 0)::int as activities,
            coalesce(sum((result->>'failed')::int), 0)::int as failed
          from monitor_cycle_steps where day = ${date}`,
    );
    if (!row || row.steps === 0 || row.pending > 0) return false;
    log.info(
      `cycle ${date}: ${row.steps} steps on the queue${earlier ? ', finished earlier' : ''} (${row.failed} failed), ${row.activities} activities`,
    );
    return true;
  }

  async function finishStep(date: string, step: string, result: StepResult) {
    await db.transaction(async (tx) => {
      const txDb = tx as unknown as Database;
      // Issue 21: the last of the day's Spotify playlist shards to finish counts its playlists
      // per track (decision 062), before it is marked finished: the day cannot end (and the
      // next day's shards start) before the count. The shards' rows locked, two finishing at
      // once take turns, so the later one sees the other finished.
      if (PLAYLIST_SHARD.test(step)) {
        const shards = await queryRows<{ step: string; finished: boolean }>(
          txDb,
          sql`select step, finished_at is not null as finished from monitor_cycle_steps
              where day = ${date} and step like 'playlists:%' order by step for update`,
        );
        if (shards.every((shard) => shard.finished || shard.step === step)) {
          await recordSpotifyPlaylistDays(txDb, date);
        }
      }
      await txDb.execute(sql`
        update monitor_cycle_steps set finished_at = now(), result = ${JSON.stringify(result)}::jsonb
        where day = ${date} and step = ${step} and finished_at is null`);
    });
    // Issue 22: the worker finishing a day's last step sends its pushes (decision 029).
    if (await reportIfDayFinished(date)) {
      await sendActivityPushes(db).catch(() => undefined);
      // What the day wrote (playlist names, new releases) changes the search's statistics.
      await analyzeChangedCatalogue(db).catch(() => undefined);
      // Issue 28: every playlist's health from the day's readings (decision 057).
      await refreshPlaylistHealth(db, date).catch((error: Error) =>
        log.warn(`playlist health of ${date} failed: ${error.message}`),
      );
    }
  }

  /**
   * Waits until no live read of `date` is waiting or running: one that started before the day was
   * whole must not write its part of the day after the day's own steps wrote it whole (a live read
   * that starts later finds the day whole and reads nothing). A stuck one expires; the wait is
   * half the day job's own time at most.
   */
  async function liveReadsDone(date: string) {
    const deadline = Date.now() + (settings.expireSeconds * 1000) / 2;
    while (Date.now() < deadline) {
      const [row] = await queryRows<{ busy: boolean }>(
        db,
        sql`select exists (select 1 from pgboss.job where name = ${LIVE_QUEUE}
              and data->>'date' = ${date} and state < 'completed') as busy`,
      );
      if (!row?.busy) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  await boss.work<DayJob>(DAY_QUEUE, { pollingIntervalSeconds: 0.5 }, async ([job]) => {
    if (!job) return;
    const { date } = job.data;
    await liveReadsDone(date);
    await syncCatalogue(context).catch((error: Error) => {
      log.warn(`catalogue import of ${date} failed: ${error.message}`);
      throw error;
    });
    await db.execute(sql`
      insert into monitor_cycle_steps (day, step)
      select ${date}::date, step from unnest(${pgArray(steps)}::text[]) as step
      on conflict do nothing`);
    await boss.insert(
      steps.map((step, order) => ({
        id: jobId(STEP_QUEUE, date, step),
        name: STEP_QUEUE,
        data: { date, step } satisfies StepJob,
        // Most important first: the playlists (the biggest followings first within them),
        // then charts and counters, then the per-day jobs.
        priority: steps.length - order,
      })),
    );
  });

  for (let i = 0; i < settings.workers; i++) {
    await boss.work<StepJob>(
      STEP_QUEUE,
      { pollingIntervalSeconds: 0.5, includeMetadata: true },
      async ([job]) => {
        if (!job) return;
        const { date, step } = job.data;
        try {
          const result = await runStep(context, step, date, await loadStepInputs(context));
          await finishStep(date, step, result);
          // A real platform put off by Retry-After or its budget: the step is sent again for
          // then (decision 048), no worker waits; the day is not held back meanwhile.
          if (result.retryAt) {
            await boss.send(STEP_QUEUE, { date, step } satisfies StepJob, {
              id: jobId(STEP_QUEUE, date, step, result.retryAt),
              startAfter: new Date(result.retryAt),
            });
          }
        } catch (error) {
          log.warn(`step ${step} of ${date} failed: ${(error as Error).message}`);
          // Out of retries: the day is finished without it (reported as failed), so the next
          // day is not held back; the per-day jobs catch up on the day they missed.
          if (job.retryCount >= job.retryLimit)
            await finishStep(date, step, { activities: 0, failed: 1 });
          throw error;
        }
      },
    );
  }

  // Issue 21: radio and DJ sets of a day still coming out, as the in-process cycle reads them.
  await boss.work<DayJob>(LIVE_QUEUE, { pollingIntervalSeconds: 0.5 }, async ([job]) => {
    if (!job) return;
    const { date } = job.data;
    try {
      const status = await context.world.status();
      // The day moved on or is whole: its own steps read it in full.
      if (status.date !== date || lastWholeDay(status) === date) return;
      const inputs = await loadStepInputs(context);
      for (const step of Object.keys(LIVE_JOBS)) {
        const result = await runStep(context, step, date, inputs);
        if (result.failed > 0) log.warn(`live ${step} of ${date}: ${result.failed} failed`);
      }
    } catch (error) {
      log.warn(`live read of ${date} failed: ${(error as Error).message}`);
    }
  });

  /**
   * Steps of earlier days with no live job left (their day job is over, and their own job ran
   * out of retries or was lost): finished as failed, so they hold nothing back.
   */
  async function abandonDeadSteps(before: string) {
    await db.execute(sql`
      update monitor_cycle_steps s set finished_at = now(), result = '{"activities":0,"failed":1}'
      where s.finished_at is null and s.day < ${before}
        and not exists (select 1 from pgboss.job j where j.name = ${DAY_QUEUE}
          and j.data->>'date' = s.day::text and j.state < 'completed')
        and not exists (select 1 from pgboss.job j where j.name = ${STEP_QUEUE}
          and j.data->>'date' = s.day::text and j.data->>'step' = s.step
          and j.state < 'completed')`);
  }

  async function earlierDaysBusy(date: string) {
    await abandonDeadSteps(date);
    const [row] = await queryRows<{ busy: boolean }>(
      db,
      sql`select exists (select 1 from monitor_cycle_steps where day < ${date} and finished_at is null)
            or exists (select 1 from pgboss.job where name = ${DAY_QUEUE}
              and data->>'date' < ${date} and state < 'completed') as busy`,
    );
    return Boolean(row?.busy);
  }

  let stopped = false;
  let scheduled: string | null = null;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();
  async function tick() {
    try {
      // A live platform's day is worked on once it is whole (its playlists as they are then).
      const status = await context.world.status();
      const date = lastWholeDay(status);
      if (date !== scheduled && !(await earlierDaysBusy(date))) {
        if (!(await reportIfDayFinished(date, true))) {
          await boss.send(DAY_QUEUE, { date } satisfies DayJob, { id: jobId(DAY_QUEUE, date) });
        }
        scheduled = date;
      }
      // While today comes out, its radio and DJ sets so far are read, at most once a poll: one
      // job per date and poll interval (every worker may send it, it runs once), at most one
      // waiting and one running (the queue's policy).
      if (status.date !== date) {
        const slot = String(Math.floor(Date.now() / settings.pollMs));
        await boss.send(LIVE_QUEUE, { date: status.date } satisfies DayJob, {
          id: jobId(LIVE_QUEUE, status.date, slot),
        });
      }
    } catch (error) {
      log.warn(`monitor schedule failed: ${(error as Error).message}`);
    }
    if (!stopped)
      timer = setTimeout(() => {
        running = tick();
      }, settings.pollMs);
  }
  running = tick();

  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
      await boss.stop({ graceful: true, wait: true, timeout: 30_000 });
    },
  };
}
