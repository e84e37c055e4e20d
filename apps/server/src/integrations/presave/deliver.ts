import {
  type ClaimedPresaveDelivery,
  claimPresaveDeliveries,
  type Database,
  finishPresaveDelivery,
} from '@songstats/db';
import type { PresaveAdapters, SaveResult } from './adapters';

// Issue 23 (docs/decisions/035-presave-delivery.md): on release day every queued delivery is
// claimed under a lease by one worker, saved on the fan's service, and marked once.

/** Attempts before a delivery is given up ("Couldn't Be Delivered"). */
export const PRESAVE_MAX_ATTEMPTS = 6;
/** The first retry waits a minute, then twice as long each time (1, 2, 4, 8, 16 minutes). */
export const PRESAVE_RETRY_BASE_MS = 60_000;
/** Longer than any one save takes: a worker that dies holds its deliveries this long at most. */
export const PRESAVE_LEASE_MS = 120_000;

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
 * Delivers every due delivery of the releases out by `today` (YYYY-MM-DD), a batch at a time,
 * until none is left. Safe to run in any number of processes at once.
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
    for (const delivery of claimed) {
      const adapter = adapters[delivery.service];
      const result: SaveResult = adapter
        ? await adapter.save(delivery.accessToken, delivery, delivery.followArtist)
        : { ok: false, retry: true, reason: `No ${delivery.service} connection is set up.` };
      const outcome = outcomeOf(delivery, result, now());
      if (await finishPresaveDelivery(db, delivery.id, outcome)) {
        if (outcome.kind === 'delivered') run.delivered++;
        else if (outcome.kind === 'retry') run.retried++;
        else run.failed++;
      }
    }
  }
}
