import type { MonitorContext } from '../context';
import { FetchFailedError } from '../http/fetch-json';
import type { IsrcTrack } from './monitored-isrc-tracks';

/** What a real-platform job needs: no demo world, so tests and workers can run it alone. */
export type PlatformJobContext = Pick<MonitorContext, 'db' | 'log'>;

export interface PlatformJobInput {
  tracks: readonly IsrcTrack[];
  /** The day series rows are written for (the cycle's day). */
  date: string;
  /** Look-ups (ISRC to platform id) per platform and cycle. */
  lookUpsPerCycle: number;
  /** Days before a look-up that found nothing is tried again. */
  retryMissesAfterDays: number;
}

export interface PlatformResult {
  /** Platform ids newly stored on tracks. */
  ids: number;
  series: number;
  activities: number;
  /** Requests that failed after their retries (reported, skipped, tried next cycle). */
  failed: number;
}

export const emptyResult = (): PlatformResult => ({ ids: 0, series: 0, activities: 0, failed: 0 });

/**
 * A platform that keeps failing for one item must not stop the others nor the cycle: a
 * FetchFailedError is logged and counted; anything else (a database error, a bug) propagates.
 */
export function reportFailure(
  context: PlatformJobContext,
  result: PlatformResult,
  what: string,
  error: unknown,
): void {
  if (!(error instanceof FetchFailedError)) throw error;
  result.failed++;
  context.log.warn(`${what}: ${error.message}`);
}
