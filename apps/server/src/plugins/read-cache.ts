import {
  type InsightAccount,
  listenRowChanges,
  type MemberManagementAccess,
  ROW_CHANGE_KINDS,
  type RowChangeKind,
  type RowChangeListener,
  type SessionMember,
} from '@songstats/db';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** A row a kept value was read from: when it changes, the value is not served any more. */
export type RowRef = readonly [kind: RowChangeKind, id: number];

/**
 * The changes the database notified (migration 0014), as a sequence: `mark()` before reading,
 * then a value read from rows that did not change since the mark may be kept, and is served
 * while they do not change. While notifications are not heard (before listening, after a lost
 * connection) nothing counts as unchanged, and losing or regaining them forgets every change.
 */
export class RowChanges {
  private sequence = 0;
  private readonly resetAt: Record<RowChangeKind, number> = { feed: 0, member: 0, account: 0 };
  /** Per kind, the sequence number of each row's last change. */
  private readonly changedAt: Record<RowChangeKind, Map<number, number>> = {
    feed: new Map(),
    member: new Map(),
    account: new Map(),
  };
  private tracked = 0;
  private live = false;

  constructor(private readonly maxTracked = 200_000) {}

  mark(): number {
    return this.sequence;
  }

  unchangedSince(mark: number, row: RowRef): boolean {
    const kind = row[0];
    return (
      this.live && mark >= this.resetAt[kind] && (this.changedAt[kind].get(row[1]) ?? 0) <= mark
    );
  }

  changed(kind: RowChangeKind, ids: readonly number[]): void {
    this.sequence++;
    const changedAt = this.changedAt[kind];
    for (const id of ids) {
      if (!changedAt.has(id)) this.tracked++;
      changedAt.set(id, this.sequence);
    }
    // One number per changed row; past this many, forgetting all costs less than keeping them.
    if (this.tracked > this.maxTracked) this.reset(ROW_CHANGE_KINDS);
  }

  /** Every row of these kinds counts as changed now (a write this process cannot name). */
  reset(kinds: readonly RowChangeKind[]): void {
    this.sequence++;
    for (const kind of kinds) {
      this.resetAt[kind] = this.sequence;
      this.tracked -= this.changedAt[kind].size;
      this.changedAt[kind].clear();
    }
  }

  setLive(isLive: boolean): void {
    this.live = isLive;
    this.reset(ROW_CHANGE_KINDS);
  }

  isLive(): boolean {
    return this.live;
  }
}

interface Entry<Value> {
  mark: number;
  rows: readonly RowRef[];
  expiresAt: number;
  value: Value;
  /** Read since it last came up for eviction (the clock algorithm's second chance). */
  used: boolean;
}

export interface ReadCacheStats {
  hits: number;
  misses: number;
  kept: number;
}

/**
 * Values read from the database, served while the rows they were read from are unchanged (see
 * RowChanges) and for at most `ttlMs`. Past `maxEntries` the oldest not read since it last came
 * up goes (the clock algorithm: close to least recently used, without reordering on each read).
 */
export class ReadCache<Value> {
  private readonly entries = new Map<string, Entry<Value>>();
  private hits = 0;
  private misses = 0;

  constructor(
    private readonly changes: RowChanges,
    private readonly maxEntries: number,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  private current(mark: number, rows: readonly RowRef[]): boolean {
    for (const row of rows) if (!this.changes.unchangedSince(mark, row)) return false;
    return true;
  }

  get(key: string): Value | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt > this.now() && this.current(entry.mark, entry.rows)) {
      entry.used = true;
      this.hits++;
      return entry.value;
    }
    if (entry) this.entries.delete(key);
    this.misses++;
    return undefined;
  }

  /**
   * Keeps `value`, read after `mark` from `rows`, unless one of them changed since; never past
   * `endsAt` (epoch ms) when the value itself ends then (a session).
   */
  set(
    key: string,
    mark: number,
    rows: readonly RowRef[],
    value: Value,
    endsAt = Number.POSITIVE_INFINITY,
  ): void {
    if (this.maxEntries === 0 || !this.current(mark, rows)) return;
    this.entries.delete(key);
    const expiresAt = Math.min(this.now() + this.ttlMs, endsAt);
    this.entries.set(key, { mark, rows, expiresAt, value, used: false });
    while (this.entries.size > this.maxEntries) {
      const [oldestKey, oldest] = this.entries.entries().next().value!;
      this.entries.delete(oldestKey);
      // The value just kept is never the one to go.
      if (!oldest.used && oldestKey !== key) break;
      oldest.used = false;
      this.entries.set(oldestKey, oldest);
    }
  }

  /**
   * The kept value of `key`, else what `load` reads (null when there is nothing), kept when the
   * rows it names did not change while it read, and until `endsAt` at most.
   */
  async getOrLoad(
    key: string,
    load: () => Promise<{
      value: Value;
      rows: readonly RowRef[];
      endsAt?: number;
      /** The mark before the value was read, when `load` had read it before it was called. */
      readSince?: number;
    } | null>,
  ): Promise<Value | null> {
    const kept = this.get(key);
    if (kept !== undefined) return kept;
    const mark = this.changes.mark();
    const loaded = await load();
    if (!loaded) return null;
    this.set(
      key,
      Math.min(mark, loaded.readSince ?? mark),
      loaded.rows,
      loaded.value,
      loaded.endsAt,
    );
    return loaded.value;
  }

  stats(): ReadCacheStats {
    return { hits: this.hits, misses: this.misses, kept: this.entries.size };
  }
}

export interface ReadCaches {
  changes: RowChanges;
  /**
   * Bearer token hash → the session and its member, kept no longer than the session lasts
   * (its `endsAt`, issue 20).
   */
  sessions: ReadCache<SessionMember>;
  /** Account idUnique and member → the account and the member's managements. */
  access: ReadCache<{ account: InsightAccount; managements: MemberManagementAccess[] }>;
  /** Answers of activities/index, serialised (JSON). */
  feedPages: ReadCache<string>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** What the hottest reads keep in memory (issue 6); see RowChanges. */
    readCache: ReadCaches;
  }
}

export interface ReadCacheOptions {
  /**
   * Entries kept per cache, feed answers half as many (about 15 kB each); 0 turns the caches off
   * (READ_CACHE_ENTRIES).
   */
  maxEntries: number;
  ttlMs: number;
}

export const DEFAULT_READ_CACHE: ReadCacheOptions = { maxEntries: 10_000, ttlMs: 5 * 60_000 };

/**
 * Decorates the app with its read caches, listening to the database's row changes while it
 * runs. A write call (any method but GET and HEAD) counts every member and account as changed
 * before it answers, so its caller never reads its own write stale; writes of other processes
 * (the monitor, other app instances) arrive as notifications, milliseconds after they commit.
 */
export const readCache = fp(async (app: FastifyInstance, options: ReadCacheOptions) => {
  const changes = new RowChanges();
  const cache = <Value>(size: number) => new ReadCache<Value>(changes, size, options.ttlMs);
  app.decorate('readCache', {
    changes,
    sessions: cache(options.maxEntries),
    access: cache(options.maxEntries),
    feedPages: cache(Math.ceil(options.maxEntries / 2)),
  } satisfies ReadCaches);
  if (options.maxEntries === 0) return;
  let listener: RowChangeListener | null = null;
  app.addHook('onReady', async () => {
    listener = await listenRowChanges(app.db, {
      changed: (kind, ids) => changes.changed(kind, ids),
      live: (isLive) => changes.setLive(isLive),
    });
  });
  app.addHook('onSend', async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') changes.reset(['member', 'account']);
  });
  app.addHook('onClose', async () => {
    await listener?.close();
  });
});
