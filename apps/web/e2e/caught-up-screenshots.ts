import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ActivitiesResponse, DemoWorld } from '@songstats/contract';
import { DEMO_MEMBER_EMAIL, signIn } from './demo-world';
import { launchBrowser, startServer } from './harness';

// Issue 21's screenshots of the demo after its catch-up: a fresh start of the real server as
// `npm start` runs it (embedded monitor, no data prepared) at a fiftieth of the world and 48
// times real time, as the alive-demo test runs it, waited on until the 90 days of history are in;
// then a track's Spotify, Apple Music and Deezer tabs and the audience page at 1440 and 390 px,
// saved in docs/screenshots/ (alive-*.png). Run with
// `WEB_DIST=<a web build> npx tsx apps/web/e2e/caught-up-screenshots.ts`; it prints the figures
// the tabs show. CAUGHT_UP_SCREENSHOTS_DIR saves them elsewhere.
const OUT =
  process.env.CAUGHT_UP_SCREENSHOTS_DIR ??
  fileURLToPath(new URL('../../../docs/screenshots/', import.meta.url));
const SPEED = 48;
const LIMIT_MS = 40 * 60_000;

const server = await startServer({
  basePort: 9710,
  ...(process.env.WEB_DIST ? { webDist: process.env.WEB_DIST } : {}),
  env: {
    MONITOR: 'embedded',
    WORLD_SCALE: '0.02',
    WORLD_MS_PER_DAY: String(86_400_000 / SPEED),
    DEV_OUTBOX: '1',
  },
});
const browser = await launchBrowser();
const started = Date.now();

async function demoWorld(): Promise<DemoWorld> {
  const response = await fetch(server.url('main', '/api/v1/support/uptime_check'));
  const body = (await response.json()) as { demo_world?: DemoWorld };
  if (!body.demo_world) throw new Error('The server runs no demo world.');
  return body.demo_world;
}

try {
  for (;;) {
    const status = await demoWorld();
    if (!status.catching_up && status.date) break;
    if (Date.now() - started > LIMIT_MS) throw new Error('Not caught up within 40 minutes.');
    await new Promise((resolve) => setTimeout(resolve, 5000));
  }
  console.info(`caught up ${Math.round((Date.now() - started) / 1000)} s after the start`);
  mkdirSync(OUT, { recursive: true });
  const page = await browser.newPage();
  // On a loaded machine the login mail can come late: asked again, up to three times.
  for (let attempt = 1; ; attempt++) {
    try {
      await signIn(page, server, DEMO_MEMBER_EMAIL);
      break;
    } catch (error) {
      if (attempt === 3) throw error;
      console.warn(`login attempt ${attempt} failed: ${String(error).split('\n')[0]}`);
    }
  }
  await page.goto(server.url('main', '/feed'));
  const switcher = page.getByLabel('Account');
  await switcher.locator('option').first().waitFor({ state: 'attached' });
  const artist = String(await switcher.locator('option').first().getAttribute('value'));
  const token = await page.evaluate(
    () =>
      (
        JSON.parse(localStorage.getItem('songstats-session') ?? '{}') as {
          state?: { login?: { userAuthToken?: { token?: string } } };
        }
      ).state?.login?.userAuthToken?.token ?? '',
  );
  const api = async <T>(url: string): Promise<T> => {
    const response = await page.request.get(server.url('main', `/api/v1${url}`), {
      headers: { authorization: `Bearer ${token}` },
    });
    if (response.status() !== 200) throw new Error(`${url}: ${response.status()}`);
    return (await response.json()) as T;
  };
  // The artist's track with the most to show on Apple Music and Deezer: chart rows and
  // playlists there.
  const feed = await api<ActivitiesResponse>(
    `/activities/index?idUnique=${artist}&source=overview`,
  );
  const candidates = [
    ...new Set(feed.tracks.flatMap((item) => (item.trackIdUnique ? [item.trackIdUnique] : []))),
  ].slice(0, 12);
  type Top = { top: { stats: { id: string; value: number | string; delta: number | null }[] } };
  type Bottom = { tableData: { id: string; rows?: unknown[]; totalRows?: number }[] };
  let best = { track: candidates[0] ?? '', score: -1 };
  for (const track of candidates) {
    let score = 0;
    for (const source of ['apple_music', 'deezer']) {
      const bottom = await api<Bottom>(
        `/analytics_track/${track}/bottom?source=${source}&range=all`,
      );
      for (const table of bottom.tableData) {
        if (table.id === 'charts' || table.id === 'playlists') score += table.rows?.length ?? 0;
      }
    }
    if (score > best.score) best = { track, score };
  }
  const track = best.track;
  for (const source of ['spotify', 'apple_music', 'deezer']) {
    for (const range of ['7d', '28d', 'all']) {
      const answer = await api<Top>(
        `/analytics_track/${track}/top?source=${source}&range=${range}`,
      );
      console.info(
        `${track} ${source} ${range}: ${answer.top.stats
          .map((card) => `${card.id} ${card.value} (${card.delta ?? '-'})`)
          .join(', ')}`,
      );
    }
    const bottom = await api<Bottom>(`/analytics_track/${track}/bottom?source=${source}&range=all`);
    console.info(
      `${track} ${source} tables: ${bottom.tableData.map((table) => `${table.id} ${table.rows?.length ?? 0}`).join(', ')}`,
    );
  }
  const shots = [
    ...[
      ['spotify', 'spotify'],
      ['apple-music', 'apple_music'],
      ['deezer', 'deezer'],
    ].map(([name, source]) => ({
      name: `alive-track-${name}`,
      path: `/tracks/${track}?source=${source}&account=${artist}`,
      ready: 'stat-card',
    })),
    { name: 'alive-audience', path: `/audience?account=${artist}`, ready: 'stat-card' },
  ];
  for (const shot of shots) {
    for (const [viewport, width, height] of [
      ['desktop', 1440, 900],
      ['mobile', 390, 844],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.goto(server.url('main', shot.path));
      await page.getByTestId(shot.ready).first().waitFor({ timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      // Every chart in view has drawn (its line, an SVG of its own: decision 078).
      await page.waitForFunction(() =>
        [...document.querySelectorAll('[data-testid="series-chart"]')]
          .filter((chart) => chart.getBoundingClientRect().top < window.innerHeight)
          .every((chart) => chart.querySelector('svg path') !== null),
      );
      await page.waitForTimeout(1500);
      const file = path.join(OUT, `${shot.name}-${viewport}.png`);
      await page.screenshot({ path: file, animations: 'disabled' });
      console.info(`saved ${path.relative(process.cwd(), file)}`);
    }
  }
} finally {
  await browser.close();
  await server.dispose();
}
