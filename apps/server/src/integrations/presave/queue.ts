import { createHash } from 'node:crypto';
import { type Database, type DuePresaveDelivery, listDuePresaveDeliveries } from '@songstats/db';
import PgBoss from 'pg-boss';
import type { PresaveAdapters } from './adapters';
import { addRuns, type DeliveryRun, deliverBatch } from './deliver';

// Issue 23, decision 051: release-day delivery on PostgreSQL as pg-boss jobs, a job per batch of
// deliveries. A batch job's id is derived from its deliveries' keys (each a fan and release) and
// their attempt counts, so every server process may send the same batch and pg-boss keeps one
// job; a retry after backoff (attempts moved on) is a new job. A worker that dies mid-batch leaves
// its job active until it expires; pg-boss then retries it on any worker, and the retry claims
// its rows again at once (the lease names the job: claimed_by). The first outcome written wins
// (finishPresaveDelivery), and the platforms' saves are idempotent, so a delivery happens once.

export const PRESAVE_QUEUE = 'presave-batch';
/** Deliveries per job. */
export const PRESAVE_BATCH = 50;
/** Batches one scheduling round sends at most (the next round, a minute later, sends more). */
const MAX_BATCHES_PER_ROUND = 20;

export interface PresaveBatchJob {
  ids: number[];
  today: string;
}

/** A uuid-shaped job id from the batch's keys: the same batch sent twice is one job. */
export function batchJobId(batch: readonly DuePresaveDelivery[]): string {
  const key = batch.map((row) => `${row.id}:${row.attempts}`).join(',');
  const hex = createHash('sha1').update(`${PRESAVE_QUEUE}|${key}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export interface PresaveQueueOptions {
  /** This process's clock (the dev clock may move it on). */
  now: () => Date;
  /** Delivery workers in this process (0: it only sends jobs). */
  workers?: number;
  /** The first retry of a failed or expired job waits this long, then twice as long each time. */
  retryDelaySeconds?: number;
  /** An active job older than this is taken for dead and retried (longer than a batch takes). */
  expireSeconds?: number;
  /** How often pg-boss looks for expired jobs. */
  maintenanceSeconds?: number;
  /** How often an idle worker asks for a job. */
  pollingSeconds?: number;
  onError?: (error: Error) => void;
}

export interface PresaveQueue {
  /**
   * Sends a job per batch of the due deliveries (of one campaign, or all). With `wait`, waits for
   * those jobs (whoever runs them) and answers what they did.
   */
  schedule(options: {
    today: string;
    campaignId?: number;
    wait?: boolean;
  }): Promise<DeliveryRun & { jobs: number }>;
  stop(): Promise<void>;
}

/** pg-boss on the app's own PostgreSQL pool (no second pool, same database). */
export interface SqlExecutor {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

export async function startPresaveQueue(
  db: Database,
  pool: SqlExecutor,
  adapters: () => PresaveAdapters,
  options: PresaveQueueOptions,
): Promise<PresaveQueue> {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => pool.query(text, values) },
    maintenanceIntervalSeconds: options.maintenanceSeconds ?? 30,
    // No cron schedules here; maintenance (expiring dead workers' jobs) stays on.
    schedule: false,
  });
  boss.on('error', (error) => options.onError?.(error));
  await boss.start();
  const queue = {
    name: PRESAVE_QUEUE,
    retryLimit: 5,
    retryDelay: options.retryDelaySeconds ?? 5,
    retryBackoff: true,
    expireInSeconds: options.expireSeconds ?? 180,
  };
  try {
    if (!(await boss.getQueue(PRESAVE_QUEUE))) await boss.createQueue(PRESAVE_QUEUE, queue);
  } catch (error) {
    // Another process starting at the same moment created it first.
    if (!(await boss.getQueue(PRESAVE_QUEUE))) throw error;
  }
  for (let i = 0; i < (options.workers ?? 1); i++) {
    await boss.work<PresaveBatchJob>(
      PRESAVE_QUEUE,
      { pollingIntervalSeconds: options.pollingSeconds ?? 1 },
      async ([job]) => {
        if (!job) return { delivered: 0, retried: 0, failed: 0 };
        return deliverBatch(db, adapters(), {
          jobKey: job.id,
          ids: job.data.ids,
          today: job.data.today,
          now: options.now,
        });
      },
    );
  }

  async function waitFor(ids: readonly string[]): Promise<DeliveryRun> {
    const total: DeliveryRun = { delivered: 0, retried: 0, failed: 0 };
    const deadline = Date.now() + 60_000;
    const pending = new Set(ids);
    while (pending.size > 0 && Date.now() < deadline) {
      for (const id of [...pending]) {
        const job = await boss.getJobById<PresaveBatchJob>(PRESAVE_QUEUE, id, {
          includeArchive: true,
        });
        if (!job || ['completed', 'failed', 'cancelled'].includes(job.state)) {
          pending.delete(id);
          addRuns(total, (job as { output?: Partial<DeliveryRun> } | null)?.output);
        }
      }
      if (pending.size > 0) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return total;
  }

  return {
    async schedule({ today, campaignId, wait }) {
      const due = await listDuePresaveDeliveries(db, {
        today,
        now: options.now(),
        limit: PRESAVE_BATCH * MAX_BATCHES_PER_ROUND,
        ...(campaignId === undefined ? {} : { campaignId }),
      });
      const ids: string[] = [];
      for (let start = 0; start < due.length; start += PRESAVE_BATCH) {
        const batch = due.slice(start, start + PRESAVE_BATCH);
        const id = batchJobId(batch);
        await boss.send(
          PRESAVE_QUEUE,
          { ids: batch.map((row) => row.id), today } satisfies PresaveBatchJob,
          { id },
        );
        ids.push(id);
      }
      const run = wait ? await waitFor(ids) : { delivered: 0, retried: 0, failed: 0 };
      return { ...run, jobs: ids.length };
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
