import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from './connect';

/** The channel of migration 0014: '<kind>:<ids>', the ids comma-separated. */
export const ROW_CHANGES_CHANNEL = 'row_changes';

/**
 * What changed: 'feed', the activities filed under an account; 'member', a member's row,
 * sessions or managements; 'account', an account's row.
 */
export const ROW_CHANGE_KINDS = ['feed', 'member', 'account'] as const;
export type RowChangeKind = (typeof ROW_CHANGE_KINDS)[number];

export interface RowChangeHandlers {
  /** Rows of `kind` changed; called after the change committed. */
  changed(kind: RowChangeKind, ids: number[]): void;
  /**
   * Whether changes are heard: false when the listening connection is lost (changes made until
   * it listens again are unknown), true once it listens.
   */
  live(isLive: boolean): void;
}

export interface RowChangeListener {
  close(): Promise<void>;
}

const RETRY_MS = { first: 500, max: 30_000 };

function parseChange(payload: string | undefined, changed: RowChangeHandlers['changed']): void {
  const [kind, list] = (payload ?? '').split(':');
  if (!ROW_CHANGE_KINDS.includes(kind as RowChangeKind)) return;
  const ids = (list ?? '')
    .split(',')
    .map(Number)
    .filter((id) => Number.isSafeInteger(id) && id > 0);
  changed(kind as RowChangeKind, ids);
}

/**
 * On PostgreSQL a connection of its own (outside the pool) LISTENs; when it is lost, handlers
 * hear live(false) and it reconnects with growing waits. On PGlite the one connection listens.
 */
export async function listenRowChanges(
  db: Database,
  handlers: RowChangeHandlers,
): Promise<RowChangeListener> {
  const client = (db as { $client?: unknown }).$client;
  if (client instanceof PGlite) {
    const stop = await client.listen(ROW_CHANGES_CHANNEL, (payload) =>
      parseChange(payload, handlers.changed),
    );
    handlers.live(true);
    return { close: () => stop() };
  }
  if (!(client instanceof pg.Pool)) throw new Error('listenRowChanges: unknown database client');
  const options = client.options;
  let closed = false;
  let current: pg.Client | null = null;
  let retryMs = RETRY_MS.first;
  let retry: NodeJS.Timeout | null = null;

  const lost = (listener: pg.Client) => {
    if (current !== listener) return;
    current = null;
    handlers.live(false);
    scheduleRetry();
  };
  const scheduleRetry = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = null;
      void start();
    }, retryMs);
    retry.unref();
    retryMs = Math.min(retryMs * 2, RETRY_MS.max);
  };
  const start = async () => {
    const listener = new pg.Client(options);
    listener.on('notification', (message) => {
      if (message.channel === ROW_CHANGES_CHANNEL) parseChange(message.payload, handlers.changed);
    });
    listener.on('error', () => lost(listener));
    listener.on('end', () => lost(listener));
    try {
      await listener.connect();
      await listener.query(`listen ${ROW_CHANGES_CHANNEL}`);
    } catch {
      listener.end().catch(() => {});
      handlers.live(false);
      scheduleRetry();
      return;
    }
    if (closed) {
      await listener.end();
      return;
    }
    current = listener;
    retryMs = RETRY_MS.first;
    handlers.live(true);
  };

  await start();
  return {
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const listener = current;
      current = null;
      handlers.live(false);
      await listener?.end();
    },
  };
}
