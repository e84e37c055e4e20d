import { parseArgs } from 'node:util';
import { connect } from '@songstats/db';
import { runCycle } from './cycle';
import { type MonitorLoop, startMonitorLoop } from './loop';
import { sendActivityPushes } from './notifications/send-activity-pushes';
import { startPlaylistWriteThread } from './playlists/playlist-write-thread';
import { queueSettingsFromEnv, startQueueWorker } from './queue/queue-worker';
import { readRealModeSettings, watchesWorld } from './real-platforms/real-mode-settings';
import { startRealPlatformsLoop } from './real-platforms/real-schedule';
import { createWorldClient } from './world/world-client';

// npm run monitor -- [--once] [--in-process] [--world http://127.0.0.1:7700]
// The database is DATABASE_URL, or the embedded one in DATA_DIR (not while a server holds it).
// On PostgreSQL the monitor is a queue worker (pg-boss): start as many as you like. On the
// embedded database, and with --in-process, it runs each cycle in this process. --once runs one
// full cycle in this process and exits.
const { values } = parseArgs({
  options: {
    once: { type: 'boolean', default: false },
    'in-process': { type: 'boolean', default: false },
    world: { type: 'string', default: process.env.WORLD_URL ?? 'http://127.0.0.1:7700' },
    'poll-ms': { type: 'string', default: '15000' },
    concurrency: { type: 'string', default: '16' },
  },
});

// On PostgreSQL the monitor's batches commit asynchronously and two write at once: both are
// safe because each batch commits its state and its activities together.
const connection = await connect({ asyncCommit: true });
const log = {
  info: (message: string) => console.info(message),
  warn: (message: string) => console.warn(message),
};
// On PostgreSQL a worker thread writes the playlist batches while this thread fetches the next.
const playlistWriteThread =
  connection.kind === 'postgres' && process.env.DATABASE_URL
    ? await startPlaylistWriteThread(process.env.DATABASE_URL)
    : undefined;
const context = {
  db: connection.db,
  playlistWriteThread,
  world: createWorldClient(values.world),
  log,
  concurrency: Number(values.concurrency),
  writeConcurrency: connection.kind === 'postgres' ? 2 : 1,
};
const pollMs = Number(values['poll-ms']);

if (values.once) {
  try {
    await runCycle(context);
    await sendActivityPushes(context.db);
  } finally {
    await playlistWriteThread?.close();
    await connection.close();
  }
} else {
  const databaseUrl = process.env.DATABASE_URL;
  // MONITOR_SOURCES (decision 054): the demo world's loop, the real platforms' schedule, or both.
  const world = watchesWorld(readRealModeSettings(process.env));
  const loop: MonitorLoop | null = !world
    ? null
    : databaseUrl && !values['in-process']
      ? await startQueueWorker(context, { ...queueSettingsFromEnv(databaseUrl), pollMs })
      : startMonitorLoop(context, {
          pollMs,
          onCycle: () => sendActivityPushes(context.db).catch((e) => log.warn(`pushes: ${e}`)),
        });
  // Profiles added by a link are set up here in every mode (with the world only, they fail
  // with the reason); the real platforms' daily run, when they are watched.
  const real = startRealPlatformsLoop(context);
  const shutdown = () => {
    void Promise.all([loop?.stop(), real.stop()])
      .then(() => playlistWriteThread?.close())
      .then(() => connection.close())
      .then(() => process.exit(0));
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}
