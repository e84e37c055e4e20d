import { type Database, recordSmartLinkEvents, type SmartLinkEvent } from '@songstats/db';
import type { FastifyBaseLogger } from 'fastify';

/** How long a counted visit or click waits in memory before its batch is written. */
export const FAN_COUNTS_FLUSH_MS = 100;
/** A batch is written at once when this many events wait (and at most this many per statement). */
export const FAN_COUNTS_BATCH = 500;
/**
 * Events kept while the database does not take them (an outage): beyond, new ones are dropped
 * and logged, as a count that failed was before (a fan is never kept from the page).
 */
export const FAN_COUNTS_MAX_PENDING = 50_000;
/** After a failed write, the next try waits this long. */
const RETRY_MS = 1_000;

export interface FanCountsOptions {
  flushMs?: number;
  batch?: number;
  maxPending?: number;
}

/**
 * Issue 23, decision 077: the fan pages' visits and clicks, counted off the request's path. A
 * request adds its event here (dated, with its country, referrer and visitor identity, after the
 * bot rules) and answers at once; the events are written in one statement per batch
 * (recordSmartLinkEvents: visitor hashes, counters and milestones, exactly as one by one), every
 * FAN_COUNTS_FLUSH_MS or at FAN_COUNTS_BATCH events, one write at a time. `flush()` writes what
 * waits (the analytics calls do it before they read, the app on close). A failed write keeps its
 * events for the next try, within FAN_COUNTS_MAX_PENDING. A process that dies without closing
 * loses the events of its last FAN_COUNTS_FLUSH_MS (the addresses and user agents in memory are
 * never stored).
 */
export class FanCounts {
  private pending: SmartLinkEvent[] = [];
  private writing: Promise<boolean> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private dropped = 0;
  private closed = false;
  private readonly flushMs: number;
  private readonly batch: number;
  private readonly maxPending: number;

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
    options: FanCountsOptions = {},
  ) {
    this.flushMs = options.flushMs ?? FAN_COUNTS_FLUSH_MS;
    this.batch = options.batch ?? FAN_COUNTS_BATCH;
    this.maxPending = options.maxPending ?? FAN_COUNTS_MAX_PENDING;
  }

  /** Events waiting to be written (not counting a batch being written). */
  get waiting(): number {
    return this.pending.length;
  }

  /** Counts an event: written within `flushMs`, or at once when a batch is full. */
  add(event: SmartLinkEvent): void {
    if (this.pending.length >= this.maxPending) {
      this.dropped++;
      return;
    }
    this.pending.push(event);
    if (this.closed) return;
    if (this.pending.length >= this.batch && !this.writing) void this.write();
    else this.schedule(this.flushMs);
  }

  /**
   * Writes every event added before the call (waiting for a batch being written first). Resolves
   * when they are written, or when a write failed (logged; its events wait for the next try).
   */
  async flush(): Promise<void> {
    while (this.writing) await this.writing;
    while (this.pending.length > 0) {
      if (!(await this.write())) return;
      while (this.writing) await this.writing;
    }
  }

  /** Writes what waits and stops the timer: the app is closing (later events wait for flush). */
  async close(): Promise<void> {
    this.closed = true;
    await this.flush();
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.pending.length > 0) {
      this.log.warn(
        { events: this.pending.length },
        'Smart link visits and clicks were not counted: the database did not take them on close',
      );
    }
  }

  private schedule(ms: number) {
    if (this.timer || this.closed) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      if (!this.writing) void this.write();
    }, ms);
    this.timer.unref();
  }

  /** Writes one batch; true when it was written. The next batch follows when one is full. */
  private write(): Promise<boolean> {
    const events = this.pending.splice(0, this.batch);
    const writing = recordSmartLinkEvents(this.db, events).then(
      () => true,
      (error: unknown) => {
        // Back to the front, in order, within the bound; the next try comes after RETRY_MS.
        const kept = events.slice(0, Math.max(0, this.maxPending - this.pending.length));
        this.dropped += events.length - kept.length;
        this.pending.unshift(...kept);
        this.log.warn(
          { err: error, events: events.length },
          'Smart link visits and clicks were not written yet; trying again',
        );
        return false;
      },
    );
    this.writing = writing;
    void writing.then((written) => {
      this.writing = null;
      if (this.dropped > 0) {
        this.log.warn(
          { events: this.dropped },
          'Smart link visits and clicks were not counted: too many waited for the database',
        );
        this.dropped = 0;
      }
      if (this.pending.length === 0 || this.closed) return;
      if (written && this.pending.length >= this.batch) void this.write();
      else this.schedule(written ? this.flushMs : RETRY_MS);
    });
    return writing;
  }
}

/** Per database, as the fan pages keep their links: the analytics calls flush before reading. */
const countsByDb = new WeakMap<object, FanCounts>();

export function fanCountsOf(db: Database): FanCounts | undefined {
  return countsByDb.get(db);
}

export function keepFanCounts(db: Database, counts: FanCounts): void {
  countsByDb.set(db, counts);
}

/** Writes the fan pages' waiting visits and clicks of this database, before they are read. */
export async function flushFanCounts(db: Database): Promise<void> {
  await countsByDb.get(db)?.flush();
}
