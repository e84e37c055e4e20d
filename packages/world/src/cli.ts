import { parseArgs } from 'node:util';
import { startClock } from './clock';
import { startWorldServer } from './http/server';
import { createWorld } from './world';

// npm run world -- --seed 1 --scale 1 --port 7700 [--days 90] [--truth-token secret]
// WORLD_MS_PER_DAY sets the clock (default: one simulated day per 10 real minutes).
const { values } = parseArgs({
  options: {
    seed: { type: 'string', default: '1' },
    scale: { type: 'string', default: '1' },
    days: { type: 'string', default: '90' },
    port: { type: 'string', default: '7700' },
    host: { type: 'string', default: '127.0.0.1' },
    'truth-token': { type: 'string' },
  },
});

const started = performance.now();
const world = createWorld({
  seed: Number(values.seed),
  scale: Number(values.scale),
  days: Number(values.days),
});
const built = ((performance.now() - started) / 1000).toFixed(1);
const server = await startWorldServer(world, {
  port: Number(values.port),
  host: values.host,
  ...(values['truth-token'] ? { truthToken: values['truth-token'] } : {}),
});
const msPerDay = Number(process.env.WORLD_MS_PER_DAY ?? 600_000);
const clock = startClock(world, { msPerDay });
console.info(`world built in ${built} s: day ${world.day} (${world.date}), seed ${world.seed}`);
console.info(`listening on ${server.url} (a day every ${msPerDay} ms)`);

const shutdown = () => {
  clock.stop();
  void server.close().then(() => process.exit(0));
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
