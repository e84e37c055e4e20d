import { lt, sql } from 'drizzle-orm';
import type { Database } from '../connect';
import { queryRows } from '../query-rows';
import { requestLimits } from '../schema';

export interface RequestLimit {
  /** Hits allowed per window. */
  max: number;
  windowMs: number;
}

/** Taken, or refused with the seconds until the oldest hit leaves the window. */
export type RequestSlot = { taken: true } | { taken: false; retryAfterSeconds: number };

const sweptAtByDb = new WeakMap<Database, number>();
const SWEEP_EVERY_MS = 60_000;

/**
 * Takes one of the `limit.max` hits `key` may have within `limit.windowMs` (a sliding window),
 * or refuses. The limit holds across every server process, under concurrent calls too: the
 * second statement locks the key's row, then counts and appends in one step.
 */
export async function takeRequestSlot(
  db: Database,
  key: string,
  limit: RequestLimit,
): Promise<RequestSlot> {
  await sweepRequestLimitsNow(db);
  const window = `${Math.ceil(limit.windowMs / 1000)} seconds`;
  for (let attempt = 0; ; attempt++) {
    await db
      .insert(requestLimits)
      .values({ key, expiresAt: sql`now() + ${window}::interval` })
      .onConflictDoNothing();
    const [row] = await queryRows<{ taken: boolean; retry_after_seconds: number | null }>(
      db,
      sql`with previous as (
            select array(select hit from unnest(hits) as hit
                         where hit > now() - ${window}::interval order by hit) as recent
            from request_limits where key = ${key} for update
          )
          update request_limits as limits
          set hits = case when cardinality(previous.recent) < ${limit.max}
                       then previous.recent || now() else previous.recent end,
              expires_at = case when cardinality(previous.recent) < ${limit.max}
                             then now() + ${window}::interval else limits.expires_at end
          from previous
          where limits.key = ${key}
          returning cardinality(previous.recent) < ${limit.max} as taken,
            ceil(extract(epoch from previous.recent[1] + ${window}::interval - now()))::integer
              as retry_after_seconds`,
    );
    // The row was swept between the two statements (its window had passed): start again.
    if (!row && attempt < 2) continue;
    if (!row || row.taken) return { taken: true };
    return { taken: false, retryAfterSeconds: Math.max(1, row.retry_after_seconds ?? 1) };
  }
}

/** Deletes the rows whose window has passed, at most once a minute per process. */
async function sweepRequestLimitsNow(db: Database): Promise<void> {
  const now = Date.now();
  if (now - (sweptAtByDb.get(db) ?? 0) < SWEEP_EVERY_MS) return;
  sweptAtByDb.set(db, now);
  await sweepRequestLimits(db);
}

export async function sweepRequestLimits(db: Database): Promise<number> {
  const rows = await db
    .delete(requestLimits)
    .where(lt(requestLimits.expiresAt, sql`now()`))
    .returning({ key: requestLimits.key });
  return rows.length;
}
