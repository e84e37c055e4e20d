import { type Database, queryRows } from '@songstats/db';

// The platforms' states as the Monitor Status desk reads them live in @songstats/db.
export {
  type PlatformFreshness,
  type PlatformState,
  readPlatformStates,
  STALE_AFTER_HOURS,
} from '@songstats/db';

import { sql } from 'drizzle-orm';
import { FetchFailedError, RetryLaterError } from '../http/fetch-json';

/**
 * Each real platform's published limit as a budget of requests per window, counted in
 * `real_platform_budgets` by every worker (docs/real-platforms.md has the sources). Budgets sit
 * below the limits: one unit is one client call, and a call's own retries and Spotify's token
 * requests are not counted.
 */
export const PLATFORM_BUDGETS: Record<string, { requests: number; windowSeconds: number }> = {
  // Spotify publishes no figure, only a rolling 30 s window per app (lower in Development Mode).
  spotify: { requests: 50, windowSeconds: 30 },
  // Deezer: 50 requests per 5 s (error 4 "Quota limit exceeded" beyond it).
  deezer: { requests: 40, windowSeconds: 5 },
  // MusicBrainz: 1 request per second per IP on average (503 beyond it).
  musicbrainz: { requests: 1, windowSeconds: 1 },
  // YouTube Data API: 10,000 units a day per project, videos.list costs 1 unit.
  youtube: { requests: 9_000, windowSeconds: 86_400 },
};

/** An over-budget wait this short is waited in place, as fetchJson does with Retry-After. */
const WAIT_IN_PLACE_MS = 5_000;

/** Thrown when a platform must not be asked before `retryAt`; the job stops that platform. */
export class PlatformDeferredError extends Error {
  constructor(
    readonly source: string,
    readonly retryAt: Date,
    readonly reason: string,
  ) {
    super(`${source} deferred until ${retryAt.toISOString()}: ${reason}`);
    this.name = 'PlatformDeferredError';
  }
}

/**
 * One request slot of `source`'s current window, taken atomically (any number of workers on the
 * database): the count rises only while under the budget. Returns null when taken, else the end of
 * the full window.
 */
export async function takeBudget(db: Database, source: string, now: number): Promise<Date | null> {
  const budget = PLATFORM_BUDGETS[source];
  if (!budget) return null;
  const windowMs = budget.windowSeconds * 1000;
  const windowStart = Math.floor(now / windowMs) * windowMs;
  const rows = await queryRows<{ requests: number }>(
    db,
    sql`insert into real_platform_budgets (source, window_start, requests)
        values (${source}, ${new Date(windowStart).toISOString()}, 1)
        on conflict (source, window_start) do update
          set requests = real_platform_budgets.requests + 1
          where real_platform_budgets.requests < ${budget.requests}
        returning requests`,
  );
  return rows.length > 0 ? null : new Date(windowStart + windowMs);
}

/** The real day of `source`'s last daily run, if any. */
export async function lastRunDay(db: Database, source: string): Promise<string | null> {
  const [row] = await queryRows<{ ran_on: string | null }>(
    db,
    sql`select ran_on::text as ran_on from real_platform_sources where source = ${source}`,
  );
  return row?.ran_on ?? null;
}

/**
 * What the platform's answers showed of this installation's access (Spotify's Development Mode)
 * and which figures it therefore does not give; true when that changed (to log it once).
 */
export async function recordPlatformMode(
  db: Database,
  source: string,
  mode: string,
  unavailable: string | null,
  now: number,
): Promise<boolean> {
  const at = new Date(now).toISOString();
  const [before] = await queryRows<{ mode: string | null }>(
    db,
    sql`select mode from real_platform_sources where source = ${source}`,
  );
  await db.execute(sql`
    insert into real_platform_sources (source, mode, unavailable, updated_at)
    values (${source}, ${mode}, ${unavailable}, ${at})
    on conflict (source) do update set mode = excluded.mode, unavailable = excluded.unavailable,
      updated_at = excluded.updated_at`);
  return before?.mode !== mode;
}

/** When `source` may next be asked, if that is later than `now`. */
export async function deferredUntil(
  db: Database,
  source: string,
  now: number,
): Promise<Date | null> {
  const [row] = await queryRows<{ retry_at: string | Date | null }>(
    db,
    sql`select retry_at from real_platform_sources where source = ${source}`,
  );
  const retryAt = row?.retry_at ? new Date(row.retry_at) : null;
  return retryAt && retryAt.getTime() > now ? retryAt : null;
}

/** The platform is not asked again before `retryAt`; its figures count as failing meanwhile. */
export async function deferPlatform(
  db: Database,
  error: PlatformDeferredError,
  now: number,
): Promise<void> {
  const at = new Date(now).toISOString();
  await db.execute(sql`
    insert into real_platform_sources (source, retry_at, retry_reason, failing_since, last_error, updated_at)
    values (${error.source}, ${error.retryAt.toISOString()}, ${error.reason}, ${at}, ${error.reason}, ${at})
    on conflict (source) do update set retry_at = excluded.retry_at,
      retry_reason = excluded.retry_reason, last_error = excluded.last_error,
      failing_since = coalesce(real_platform_sources.failing_since, excluded.failing_since),
      updated_at = excluded.updated_at`);
}

/**
 * After a platform's run: any answer clears its failure; a run with failures only starts (or
 * continues) its failing spell, which turns its figures stale after STALE_AFTER_HOURS.
 */
export async function recordPlatformRun(
  db: Database,
  source: string,
  run: { succeeded: number; failed: number; lastError?: string },
  now: number,
  /** The real day this was the platform's daily run of (not given for a setup's first refresh). */
  ranOn?: string,
): Promise<void> {
  const at = new Date(now).toISOString();
  if (ranOn) {
    await db.execute(sql`
      insert into real_platform_sources (source, ran_on, updated_at) values (${source}, ${ranOn}, ${at})
      on conflict (source) do update set ran_on = excluded.ran_on, updated_at = excluded.updated_at`);
  }
  // Windows over for two days are of no use to any worker.
  await db.execute(sql`
    delete from real_platform_budgets where source = ${source}
      and window_start < ${new Date(now - 2 * 86_400_000).toISOString()}`);
  if (run.succeeded > 0) {
    await db.execute(sql`
      insert into real_platform_sources (source, last_success_at, updated_at) values (${source}, ${at}, ${at})
      on conflict (source) do update set last_success_at = excluded.last_success_at,
        failing_since = null, last_error = null, retry_at = null, retry_reason = null,
        updated_at = excluded.updated_at`);
  } else if (run.failed > 0) {
    await db.execute(sql`
      insert into real_platform_sources (source, failing_since, last_error, updated_at)
      values (${source}, ${at}, ${run.lastError ?? null}, ${at})
      on conflict (source) do update set
        failing_since = coalesce(real_platform_sources.failing_since, excluded.failing_since),
        last_error = coalesce(excluded.last_error, real_platform_sources.last_error),
        updated_at = excluded.updated_at`);
  }
}

export interface PlatformGuard {
  /** Calls that got an answer and calls that failed, for `recordPlatformRun`. */
  succeeded: number;
  failed: number;
  lastError: string | undefined;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * `client` with every method behind the platform's shared budget: a call over budget waits in
 * place for a window that ends within 5 s, otherwise (as on a long Retry-After) throws
 * PlatformDeferredError so the job stops asking the platform and is rescheduled.
 */
export function guardClient<Client extends object>(
  client: Client,
  source: string,
  db: Database,
  guard: PlatformGuard,
  clock: { now: () => number; sleep?: (ms: number) => Promise<void> },
): Client {
  const sleep = clock.sleep ?? defaultSleep;
  async function call(method: (...args: unknown[]) => Promise<unknown>, args: unknown[]) {
    for (;;) {
      const windowEnd = await takeBudget(db, source, clock.now());
      if (!windowEnd) break;
      const wait = windowEnd.getTime() - clock.now();
      if (wait > WAIT_IN_PLACE_MS) {
        throw new PlatformDeferredError(source, windowEnd, 'request budget used up');
      }
      await sleep(Math.max(wait, 0));
    }
    try {
      const answer = await method.apply(client, args);
      guard.succeeded++;
      return answer;
    } catch (error) {
      if (error instanceof RetryLaterError) {
        throw new PlatformDeferredError(
          source,
          new Date(clock.now() + error.retryAfterMs),
          `answered ${error.status} with Retry-After ${error.retryAfterMs / 1000} s`,
        );
      }
      // A 404 is an answer (the platform does not know the item), not the platform being down;
      // so is Spotify's 403 for a call its Development Mode does not allow (decision 054).
      const answered =
        error instanceof FetchFailedError &&
        (error.status === 404 || (source === 'spotify' && error.status === 403));
      if (!answered) {
        guard.failed++;
        guard.lastError = error instanceof Error ? error.message : String(error);
      } else guard.succeeded++;
      throw error;
    }
  }
  return new Proxy(client, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => call(value as never, args);
    },
  });
}
