import { sql } from 'drizzle-orm';
import type { Database } from '../connect';
import { queryRows } from '../query-rows';

// Issue 27 (decisions 048, 054): each real platform's state, written by the monitor's real
// platforms step and read by the Monitor Status desk.

/** A platform with no success for this long has stale figures (kept, never zeroed). */
export const STALE_AFTER_HOURS = 24;

export type PlatformFreshness = 'ok' | 'waiting' | 'failing' | 'stale';

export interface PlatformState {
  source: string;
  freshness: PlatformFreshness;
  retryAt: string | null;
  retryReason: string | null;
  lastSuccessAt: string | null;
  failingSince: string | null;
  lastError: string | null;
  /** The real day of its last daily run. */
  ranOn: string | null;
  mode: string | null;
  /** Figures the platform does not give this installation, and why (shown, not an error). */
  unavailable: string | null;
}

const iso = (value: string | Date | null) => (value ? new Date(value).toISOString() : null);

/** Every real platform's state, for the Monitor Status desk. */
export async function readPlatformStates(db: Database, now = Date.now()): Promise<PlatformState[]> {
  const rows = await queryRows<{
    source: string;
    retry_at: string | Date | null;
    retry_reason: string | null;
    last_success_at: string | Date | null;
    failing_since: string | Date | null;
    last_error: string | null;
    ran_on: string | null;
    mode: string | null;
    unavailable: string | null;
  }>(
    db,
    sql`select source, retry_at, retry_reason, last_success_at, failing_since, last_error,
          ran_on::text as ran_on, mode, unavailable
        from real_platform_sources order by source`,
  );
  return rows.map((row) => {
    const failingSince = iso(row.failing_since);
    const retryAt = iso(row.retry_at);
    const staleFrom = now - STALE_AFTER_HOURS * 3_600_000;
    const lastGood = row.last_success_at ? new Date(row.last_success_at).getTime() : null;
    const down = failingSince !== null && new Date(failingSince).getTime() <= staleFrom;
    const freshness: PlatformFreshness =
      failingSince !== null && down && (lastGood === null || lastGood <= staleFrom)
        ? 'stale'
        : retryAt && new Date(retryAt).getTime() > now
          ? 'waiting'
          : failingSince
            ? 'failing'
            : 'ok';
    return {
      source: row.source,
      freshness,
      retryAt,
      retryReason: row.retry_reason,
      lastSuccessAt: iso(row.last_success_at),
      failingSince,
      lastError: row.last_error,
      ranOn: row.ran_on,
      mode: row.mode,
      unavailable: row.unavailable,
    };
  });
}
