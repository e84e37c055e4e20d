// The playlist write thread (`startPlaylistWriteThread`): diffs fetched playlists against their
// stored membership and writes the changes, on its own connections to PostgreSQL, while the
// monitor's main thread goes on fetching.
import { constants, getPriority, setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { connect } from '@songstats/db';
import { loadTrackOwners, type TrackOwners } from '../activities/write-activities';
import { applyPlaylistBatch } from './apply-playlist-batch';
import {
  WRITE_THREAD_NICENESS,
  type WriteThreadRequest,
  type WriteThreadResponse,
} from './playlist-write-thread';

const { databaseUrl } = workerData as { databaseUrl: string };
// The fetching main thread is a cycle's critical path; the writes only need to keep up with it
// (it waits when they lag). On Linux a thread's nice value is its own, so this thread alone gives
// way to the fetching when the cores are busy (docs/decisions/016).
if (process.platform === 'linux') {
  setPriority(Math.min(getPriority() + WRITE_THREAD_NICENESS, constants.priority.PRIORITY_LOW));
}
const connection = await connect({ databaseUrl, migrate: false, asyncCommit: true });
const cycles = new Map<
  number,
  { today: string; backfillDays?: number; owners: Map<number, TrackOwners> }
>();

async function handle(request: WriteThreadRequest): Promise<unknown> {
  switch (request.type) {
    case 'cycle': {
      const owners = await loadTrackOwners(connection.db, request.trackIds);
      cycles.set(request.cycle, {
        today: request.today,
        backfillDays: request.backfillDays,
        owners,
      });
      return null;
    }
    case 'apply': {
      const cycle = cycles.get(request.cycle);
      if (!cycle) throw new Error(`no cycle ${request.cycle} on the write thread`);
      return applyPlaylistBatch(
        { db: connection.db, backfillDays: cycle.backfillDays },
        request.fetched,
        cycle.today,
        cycle.owners,
      );
    }
    case 'end':
      cycles.delete(request.cycle);
      return null;
    case 'close':
      await connection.close();
      return null;
  }
}

/** An error's message and its causes' (a failed query's cause is the database's own error). */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  return error.cause === undefined ? error.message : `${error.message}\n${describe(error.cause)}`;
}

parentPort?.on('message', (request: WriteThreadRequest) => {
  handle(request).then(
    (result) => parentPort?.postMessage({ id: request.id, result } satisfies WriteThreadResponse),
    (error: unknown) =>
      parentPort?.postMessage({
        id: request.id,
        error: describe(error),
      } satisfies WriteThreadResponse),
  );
});
parentPort?.postMessage({
  id: 0,
  result: { priority: getPriority() },
} satisfies WriteThreadResponse);
