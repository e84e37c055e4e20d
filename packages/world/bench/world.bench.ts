import autocannon from 'autocannon';
import { createWorld, startWorldServer } from '../src/index';

// npx tsx packages/world/bench/world.bench.ts — prints the world's build, day and HTTP figures.

function timed<T>(run: () => T): [T, number] {
  const start = performance.now();
  const value = run();
  return [value, performance.now() - start];
}

function advanceMs(world: ReturnType<typeof createWorld>, days: number): number {
  const [, ms] = timed(() => world.advanceTo(world.day + days));
  return ms / days;
}

const [world, buildMs] = timed(() => createWorld({ seed: 1 }));
const memberships = world.state.playlists.totalMemberships();
console.info(`default world, 90 days: built in ${(buildMs / 1000).toFixed(1)} s`);
console.info(
  `  ${world.state.tracks.length} tracks, ${world.state.playlists.count} playlists, ${memberships} memberships`,
);
console.info(`  advance one day: ${advanceMs(world, 5).toFixed(0)} ms (mean of 5)`);

const [heavy, heavyMs] = timed(() =>
  createWorld({ seed: 2, days: 0, playlistCount: 100_000, tracksPerPlaylist: [50, 200] }),
);
const heavyMemberships = heavy.state.playlists.totalMemberships();
console.info(
  `100,000 playlists: built in ${(heavyMs / 1000).toFixed(1)} s, ${heavyMemberships} memberships`,
);
const heavyDay = advanceMs(heavy, 3);
const changes = heavy.state.history[heavy.day]!.changes.length;
console.info(
  `  advance one day: ${heavyDay.toFixed(0)} ms (mean of 3), ${changes} membership changes that day`,
);
console.info(
  `  heap ${(process.memoryUsage().heapUsed / 1e6).toFixed(0)} MB, typed arrays ${(process.memoryUsage().arrayBuffers / 1e6).toFixed(0)} MB`,
);

const server = await startWorldServer(world);
const playlistId = world.state.playlists.ids[0]!;
const result = await autocannon({
  url: `${server.url}/spotify/v1/playlists/${playlistId}/tracks?fields=items(track(id)),next`,
  connections: 50,
  duration: 10,
  // The load generator runs in a worker thread so it does not share the server's event loop.
  workers: 1,
});
console.info(
  `GET /spotify/v1/playlists/{id}/tracks?fields=items(track(id)),next: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms, errors ${result.errors + result.non2xx}`,
);
await server.close();
