// The benchmark's world, in its own process so that serving the platform API does not share an
// event loop with the monitor. Told over IPC to advance a day.
import { createWorld, startWorldServer } from '@songstats/world';

const playlistCount = Number(process.env.BENCH_PLAYLISTS ?? 100_000);
const started = performance.now();
const world = createWorld({
  seed: 42,
  scale: 1,
  days: 3,
  playlistCount,
  tracksPerPlaylist: [50, 200],
  dailyMembershipChange: 0.02,
});
const server = await startWorldServer(world, { port: 0 });
process.send?.({
  type: 'ready',
  url: server.url,
  buildMs: performance.now() - started,
  date: world.date,
});
process.on('message', (message: { type: string }) => {
  if (message.type === 'advance') {
    world.advanceDay();
    process.send?.({ type: 'advanced', date: world.date });
  } else if (message.type === 'stop') {
    void server.close().then(() => process.exit(0));
  }
});
