import {
  type ClaimedPresaveDelivery,
  claimPresaveDeliveries,
  type Database,
  finishPresaveDelivery,
  savePresaveFanToken,
} from '@songstats/db';
import type { PresaveAdapter, PresaveAdapters, SaveResult } from './adapters';

// Issue 23 (docs/decisions/035-presave-delivery.md, 051-presave-delivery-jobs.md): on release
// day every queued delivery is claimed under a lease by one job, saved on the fan's service
// (with a fresh token), and marked once. On PostgreSQL the jobs are pg-boss batch jobs (queue.ts);
// on PGlite this process's own passes (runPresaveDeliveries) run the same deliverClaimed.

/** Attempts before a delivery is given up ("Couldn't Be Delivered"). */
export const PRESAVE_MAX_ATTEMPTS = 6;
/** The first retry waits a minute, then twice as long each time (1, 2, 4, 8, 16 minutes). */
export const PRESAVE_RETRY_BASE_MS = 60_000;
/** Longer than any one batch takes: a worker that dies holds its deliveries this long at most. */
export const PRESAVE_LEASE_MS = 120_000;
/** A token this close to its expiry is refreshed before the save. */
export const PRESAVE_REFRESH_MARGIN_MS = 60_000;

export interface DeliveryRun {
  delivered: number;
  retried: number;
  failed: number;
}

export function backoffMs(attempt: number): number {
  return PRESAVE_RETRY_BASE_MS * 2 ** Math.max(0, attempt - 1);
}

/** What to record for one attempt's result. */
export function outcomeOf(delivery: ClaimedPresaveDelivery, result: SaveResult, now: Date) {
  if (result.ok) return { kind: 'delivered' as const, at: now };
  if (!result.retry || delivery.attempts >= PRESAVE_MAX_ATTEMPTS) {
    const reason = result.retry
      ? `Gave up after ${delivery.attempts} attempts: ${result.reason}`
      : result.reason;
    return { kind: 'failed' as const, reason };
  }
  const waitMs = Math.max(backoffMs(delivery.attempts), (result.retryAfterSeconds ?? 0) * 1000);
  return {
    kind: 'retry' as const,
    reason: result.reason,
    nextAttemptAt: new Date(now.getTime() + waitMs),
  };
}

/**
 * Saves one delivery with a token that works: an access token about to expire is refreshed
 * first, and a save refused as unauthorized (expired early, or revoked) is tried once more after
 * a refresh. A refresh token the fan revoked fails the delivery with the service's reason.
 */
export async function saveWithFreshToken(
  db: Database,
  adapter: PresaveAdapter,
  delivery: ClaimedPresaveDelivery,
  now: Date,
): Promise<SaveResult> {
  let accessToken = delivery.accessToken;
  let refreshed = false;
  const refresh = async (): Promise<SaveResult | null> => {
    if (!adapter.refresh || !delivery.refreshToken || refreshed) return null;
    refreshed = true;
    const token = await adapter.refresh(delivery.refreshToken);
    if (!token.ok) return token;
    await savePresaveFanToken(db, delivery.fanId, token);
    accessToken = token.accessToken;
    return { ok: true };
  };
  if (
    delivery.tokenExpiresAt &&
    delivery.tokenExpiresAt.getTime() - PRESAVE_REFRESH_MARGIN_MS <= now.getTime()
  ) {
    const renewed = await refresh();
    if (renewed && !renewed.ok) return renewed;
  }
  const result = await adapter.save(accessToken, delivery, delivery.followArtist);
  if (result.ok || !result.unauthorized) return result;
  const renewed = await refresh();
  if (!renewed) return result;
  if (!renewed.ok) return renewed;
  return adapter.save(accessToken, delivery, delivery.followArtist);
}

/** Delivers deliveries claimed by one job and records each outcome (the first answer wins). */
export async function deliverClaimed(
  db: Database,
  adapters: PresaveAdapters,
  claimed: readonly ClaimedPresaveDelivery[],
  now: () => Date,
): Promise<DeliveryRun> {
  const run: DeliveryRun = { delivered: 0, retried: 0, failed: 0 };
  for (const delivery of claimed) {
    const adapter = adapters[delivery.service];
    const result: SaveResult = adapter
      ? await saveWithFreshToken(db, adapter, delivery, now())
      : { ok: false, retry: true, reason: `No ${delivery.service} connection is set up.` };
    const outcome = outcomeOf(delivery, result, now());
    if (await finishPresaveDelivery(db, delivery.id, outcome)) {
      if (outcome.kind === 'delivered') run.delivered++;
      else if (outcome.kind === 'retry') run.retried++;
      else run.failed++;
    }
  }
  return run;
}

export function addRuns(total: DeliveryRun, run: Partial<DeliveryRun> | null | undefined) {
  total.delivered += run?.delivered ?? 0;
  total.retried += run?.retried ?? 0;
  total.failed += run?.failed ?? 0;
  return total;
}

/**
 * This process's delivery pass (PGlite, where there is no pg-boss, and the tests): every due
 * delivery of the releases out by `today` (YYYY-MM-DD), a batch at a time, until none is left.
 * Each batch is claimed under its own job key; safe beside any number of other passes or jobs.
 */
export async function runPresaveDeliveries(
  db: Database,
  adapters: PresaveAdapters,
  options: { today: string; now?: () => Date; batch?: number; campaignId?: number },
): Promise<DeliveryRun> {
  const run: DeliveryRun = { delivered: 0, retried: 0, failed: 0 };
  const now = options.now ?? (() => new Date());
  for (;;) {
    const claimed = await claimPresaveDeliveries(db, {
      today: options.today,
      now: now(),
      leaseMs: PRESAVE_LEASE_MS,
      limit: options.batch ?? 50,
      ...(options.campaignId === undefined ? {} : { campaignId: options.campaignId }),
    });
    if (claimed.length === 0) return run;
    addRuns(run, await deliverClaimed(db, adapters, claimed, now));
  }
}

/**
 * One batch job: its own deliveries (`ids`), claimed under the job's key so that the job retried
 * after its worker died takes them again at once; rows another job holds are left to it.
 */
export async function deliverBatch(
  db: Database,
  adapters: PresaveAdapters,
  job: { jobKey: string; ids: readonly number[]; today: string; now: () => Date },
): Promise<DeliveryRun> {
  const claimed = await claimPresaveDeliveries(db, {
    today: job.today,
    now: job.now(),
    leaseMs: PRESAVE_LEASE_MS,
    limit: job.ids.length,
    ids: job.ids,
    jobKey: job.jobKey,
  });
  return deliverClaimed(db, adapters, claimed, job.now);
}
