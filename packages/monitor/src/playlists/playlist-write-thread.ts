import { Worker } from 'node:worker_threads';
import { loadTrackOwners } from '../activities/write-activities';
import type { MonitorContext } from '../context';
import { type AppliedBatch, applyPlaylistBatch } from './apply-playlist-batch';
import type { FetchedPlaylist } from './fetch-playlist-batch';

export type WriteThreadRequest = { id: number } & (
  | { type: 'cycle'; cycle: number; trackIds: number[]; today: string; backfillDays?: number }
  | { type: 'apply'; cycle: number; fetched: FetchedPlaylist[] }
  | { type: 'end'; cycle: number }
  | { type: 'close' }
);
/** How much lower than the main thread's the write thread's priority is (nice, on Linux). */
export const WRITE_THREAD_NICENESS = 10;

export type WriteThreadResponse = { id: number; result?: unknown; error?: string };

type Request = WriteThreadRequest extends infer R
  ? R extends unknown
    ? Omit<R, 'id'>
    : never
  : never;

/** Writes of one cycle's playlist batches. */
export interface PlaylistWrites {
  apply(fetched: FetchedPlaylist[]): Promise<AppliedBatch>;
  end(): void;
}

export interface PlaylistWriteThread {
  /** The thread's scheduling priority (its nice value; the main thread's is unchanged). */
  priority: number;
  startCycle(trackIds: number[], today: string, backfillDays?: number): Promise<PlaylistWrites>;
  close(): Promise<void>;
}

/**
 * A worker thread that applies fetched playlist batches on its own PostgreSQL connections, so
 * that the diff, the statements' parameters and the replies cost the fetching main thread nothing.
 * On Linux it runs at a lower priority than the main thread (`WRITE_THREAD_NICENESS`).
 */
export async function startPlaylistWriteThread(databaseUrl: string): Promise<PlaylistWriteThread> {
  // The sources are TypeScript, run by tsx; a worker thread does not inherit its loader on Node
  // 20, so the thread registers it before importing its module.
  const tsx = import.meta.resolve('tsx/esm/api');
  const entry = new URL('./playlist-write-thread.worker.ts', import.meta.url).href;
  const worker = new Worker(
    `import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); })`,
    { eval: true, workerData: { databaseUrl } },
  );
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  let nextId = 1;
  let failure: Error | null = null;
  const ready = new Promise<{ priority: number }>((resolve, reject) => {
    pending.set(0, { resolve: (value) => resolve(value as { priority: number }), reject });
  });
  worker.on('message', (response: WriteThreadResponse) => {
    const waiting = pending.get(response.id);
    pending.delete(response.id);
    if (response.error !== undefined) waiting?.reject(new Error(response.error));
    else waiting?.resolve(response.result);
  });
  const failAll = (error: Error) => {
    failure = error;
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  worker.on('error', failAll);
  worker.on('exit', (code) => failAll(new Error(`the playlist write thread exited (${code})`)));
  const { priority } = await ready;

  const call = (request: Request, transfer: ArrayBuffer[] = []) => {
    if (failure) return Promise.reject(failure);
    const id = nextId++;
    return new Promise<unknown>((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker.postMessage({ ...request, id }, transfer);
    });
  };
  let cycles = 0;
  return {
    priority,
    async startCycle(trackIds, today, backfillDays) {
      const cycle = ++cycles;
      await call({ type: 'cycle', cycle, trackIds, today, backfillDays });
      return {
        apply: (fetched) =>
          call(
            { type: 'apply', cycle, fetched },
            fetched.flatMap((playlist) => [
              playlist.members.trackIds.buffer as ArrayBuffer,
              playlist.members.days.buffer as ArrayBuffer,
            ]),
          ) as Promise<AppliedBatch>,
        end: () => void call({ type: 'end', cycle }).catch(() => {}),
      };
    },
    async close() {
      await call({ type: 'close' }).catch(() => {});
      await worker.terminate();
    },
  };
}

/**
 * Where a cycle's playlist batches are written: on the write thread when the monitor has one
 * (PostgreSQL), otherwise in this thread (the embedded database lives here). Either way the
 * tracks' labels and primary performers are read once for the cycle.
 */
export async function startPlaylistWrites(
  context: MonitorContext,
  trackIds: ReadonlyMap<string, number>,
  today: string,
): Promise<PlaylistWrites> {
  if (context.playlistWriteThread) {
    return context.playlistWriteThread.startCycle(
      [...trackIds.values()],
      today,
      context.backfillDays,
    );
  }
  const owners = await loadTrackOwners(context.db, trackIds.values());
  return {
    apply: (fetched) => applyPlaylistBatch(context, fetched, today, owners),
    end: () => {},
  };
}
