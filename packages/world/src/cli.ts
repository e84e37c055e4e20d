import { parseArgs } from 'node:util';
import { type ClockState, WorldClock, worldTimeAt } from './clock';
import { startWorldServer } from './http/server';
import { Calendar } from './model/dates';
import { createWorld } from './world';

// npm run world -- --seed 1 --scale 1 --port 7700 [--days 90] [--truth-token secret]
//   [--start-date YYYY-MM-DD] [--origin-ms <ms>] [--hold]
// The world's today is the real date (day 0 is `--days` days before, unless --start-date says
// otherwise) and runs in real time; WORLD_MS_PER_DAY=600000 makes a day last 10 real minutes
// (144 times as fast) from --origin-ms (default: now) on.
// --hold: start at day --days and move a whole day on only when the parent process sends
// { type: 'advance' } (over IPC): a monitor catching up on history; the day that reaches the
// world's time goes live. { type: 'state' } asks where the world is. Both answer with the
// clock's state ({ type: 'clock', day, date, target, live }).
const { values } = parseArgs({
  options: {
    seed: { type: 'string', default: '1' },
    scale: { type: 'string', default: '1' },
    days: { type: 'string', default: '90' },
    port: { type: 'string', default: '7700' },
    host: { type: 'string', default: '127.0.0.1' },
    'truth-token': { type: 'string' },
    'start-date': { type: 'string' },
    'origin-ms': { type: 'string' },
    hold: { type: 'boolean', default: false },
  },
});

const DAY_MS = 86_400_000;
const msPerDay = Number(process.env.WORLD_MS_PER_DAY || DAY_MS);
const originMs = values['origin-ms'] ? Number(values['origin-ms']) : Date.now();
const days = Math.max(0, Number(values.days));
const startDate =
  values['start-date'] ??
  new Date(worldTimeAt(Date.now(), originMs, msPerDay) - days * DAY_MS).toISOString().slice(0, 10);
const target = new Calendar(startDate).at(worldTimeAt(Date.now(), originMs, msPerDay)).day;

const started = performance.now();
// The current day is never built whole: the clock publishes it as its time passes.
const world = createWorld({
  seed: Number(values.seed),
  scale: Number(values.scale),
  startDate,
  days: Math.max(0, Math.min(days, target - 1)),
});
const built = ((performance.now() - started) / 1000).toFixed(1);
const clock = new WorldClock(world, { msPerDay, originMs });
if (!values.hold || days >= target) clock.start();
const server = await startWorldServer(world, {
  port: Number(values.port),
  host: values.host,
  ...(values['truth-token'] ? { truthToken: values['truth-token'] } : {}),
});

const pace =
  clock.speed === 1
    ? 'real time'
    : `${Number(clock.speed.toFixed(2))}x real time: a day every ${msPerDay} ms`;
console.info(
  `world built in ${built} s: day ${world.day} (${world.date}) of ${target}, seed ${world.seed}, ${clock.live ? 'live' : 'held for catch-up'}`,
);
console.info(`listening on ${server.url} (${pace})`);

if (process.send) {
  const reply = (state: ClockState) => process.send?.({ type: 'clock', ...state });
  process.on('message', (message: { type?: string }) => {
    if (message?.type === 'advance') reply(clock.advance());
    else if (message?.type === 'state') reply(clock.state());
  });
  // The parent's end of the channel closing means the parent is gone: so is its world.
  process.on('disconnect', () => shutdown());
}

function shutdown() {
  clock.stop();
  void server.close().then(() => process.exit(0));
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
