import type { ActivitiesResponse } from '@songstats/contract';
import { sourceById } from '@songstats/domain';
import type { Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_MEMBER_EMAIL,
  type DemoWorld,
  prepareDemoWorld,
  problemsBesidesArtwork,
  signIn,
} from './demo-world';
import { launchBrowser, startServer, type TestBrowser, type TestServer } from './harness';

// Issue 22 acceptance on the demo world: the demo member sets Spotify to Top End in Settings >
// Activities and the feed's Spotify tab keeps only Top End items; then picks and reorders two
// favorite sources and the feed's Favorite Sources tab follows them. What an item's tier is, is
// read from the feed answers the browser receives (the screen does not show tiers).
let world: DemoWorld;
let server: TestServer;
let browser: TestBrowser;
let page: Page & { problems: string[] };

beforeAll(async () => {
  [world, browser] = await Promise.all([prepareDemoWorld(), launchBrowser()]);
  server = await startServer({ basePort: 8210, env: { DEV_OUTBOX: '1', ...world.env } });
  page = await browser.newPage();
  await signIn(page, server, DEMO_MEMBER_EMAIL);
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await server?.dispose();
  await world?.dispose();
});

const problems = () => problemsBesidesArtwork(page);

const eventually = <T>(read: () => T | Promise<T>) =>
  expect.poll(read, { timeout: 15_000, interval: 100 });

type FeedItemAnswer = ActivitiesResponse['tracks'][number];

/** Whether a feed answer is for the demo artist on `source`. */
function isFeedAnswer(url: URL, source: string) {
  return (
    url.pathname.endsWith('/activities/index') &&
    url.searchParams.get('idUnique') === world.facts.artist.idUnique &&
    url.searchParams.get('source') === source
  );
}

/**
 * Opens the demo artist's feed on `source`, scrolls (the feed loads its next page at the end)
 * until `enough` holds of the items or the feed ends, and returns the pages as the server
 * answered them, once the screen lists exactly their items.
 */
async function openFeed(
  source: string,
  enough: (items: FeedItemAnswer[]) => boolean = () => true,
): Promise<{ tier: number; items: FeedItemAnswer[] }> {
  const { artist } = world.facts;
  // Every answer for this feed, by page number (a page read again replaces its answer).
  const pages = new Map<number, ActivitiesResponse>();
  const record = async (response: Response) => {
    const url = new URL(response.url());
    if (!isFeedAnswer(url, source)) return;
    expect(response.status()).toBe(200);
    pages.set(Number(url.searchParams.get('page')), (await response.json()) as ActivitiesResponse);
  };
  page.on('response', record);
  try {
    await page.goto(server.url('main', `/feed?source=${source}`));
    const switcher = page.getByLabel('Account');
    await switcher.waitFor();
    if ((await switcher.inputValue()) !== artist.idUnique) {
      await switcher.selectOption(artist.idUnique);
    }
    const ordered = () => [...pages].sort(([a], [b]) => a - b).map(([, answer]) => answer);
    const items = () => ordered().flatMap((answer) => answer.tracks);
    // The screen and the answers agree: [] when they do, else what differs.
    const mismatch = async () => {
      const shown = await shownKeys();
      const expected = items().map(keyOf);
      if (expected.length === 0) return 'no answer yet';
      return shown.length === expected.length
        ? shown.filter((key, index) => key !== expected[index])
        : `${shown.length} shown, ${expected.length} answered`;
    };
    await eventually(mismatch).toEqual([]);
    while (!enough(items()) && !ordered().at(-1)!.noMoreLoadableItems && pages.size < 20) {
      const loaded = pages.size;
      await page.mouse.wheel(0, 100_000);
      await eventually(() => pages.size).toBeGreaterThan(loaded);
      await eventually(mismatch).toEqual([]);
    }
    return { tier: ordered()[0]!.tier, items: items() };
  } finally {
    page.off('response', record);
  }
}

/** What identifies an item on screen: its type, track, text and day (the screen shows no tier). */
function keyOf(item: FeedItemAnswer) {
  return [item.activityType, item.trackName ?? '', item.activityText ?? '', item.date].join('|');
}

/** The keys of the feed items on screen, in order. */
function shownKeys(): Promise<string[]> {
  return page
    .getByTestId('feed-item')
    .evaluateAll((nodes) =>
      nodes.map((node) =>
        [
          node.getAttribute('data-activity-type'),
          node.querySelector('a, span.truncate.font-semibold')?.textContent ?? '',
          node.querySelector('[data-testid="activity-text"]')?.textContent ?? '',
          node.querySelector('time')?.getAttribute('datetime') ?? '',
        ].join('|'),
      ),
    );
}

/** The items reach back past `day`: every item of that day and later is loaded. */
const pastDay = (day: string) => (items: FeedItemAnswer[]) =>
  items.length > 0 && items.at(-1)!.date < day;

/** "tier 1: 3, tier 3: 40": what a list of items holds, for failure messages. */
function tierCounts(items: FeedItemAnswer[]) {
  const counts = new Map<string, number>();
  for (const item of items) {
    const key = `${item.sourceId} tier ${item.tier}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([key, n]) => `${key}: ${n}`).join(', ');
}

describe('activity settings and favorite sources end to end (issue 22)', () => {
  it('keeps only Top End Spotify items in the feed once Spotify is set to Top End', async () => {
    // The demo artist's Spotify feed mixes tiers: loaded until it shows Top End and lower ones.
    const before = await openFeed(
      'spotify',
      (items) => items.some((item) => item.tier === 1) && items.some((item) => item.tier !== 1),
    );
    expect(before.tier).toBe(4);
    const lower = before.items.filter((item) => item.tier !== 1);
    const top = before.items.filter((item) => item.tier === 1);
    expect([lower.length > 0, top.length > 0], tierCounts(before.items)).toEqual([true, true]);

    await page.goto(server.url('main', '/settings/activity-settings'));
    const spotify = page.getByRole('combobox', { name: 'Spotify', exact: true });
    await spotify.waitFor();
    expect(await spotify.inputValue()).toBe('4');
    const saved = page.waitForResponse(
      (response) =>
        response.url().includes('/members/update_activity_settings') &&
        response.request().method() === 'PUT',
    );
    await spotify.selectOption({ label: 'Top End' });
    const answer = await saved;
    expect(answer.status()).toBe(200);
    expect(answer.request().postDataJSON()).toEqual({ sourceId: 'spotify', tier: 1 });
    // The server keeps it: the page read again shows it.
    await page.reload();
    await eventually(() =>
      page.getByRole('combobox', { name: 'Spotify', exact: true }).inputValue(),
    ).toBe('1');

    // The same span of days as before, or the whole feed.
    const after = await openFeed('spotify', pastDay(before.items.at(-1)!.date));
    expect(tierCounts(after.items)).toBe(`spotify tier 1: ${after.items.length}`);
    expect(after.tier).toBe(1);
    // Every lower-tier item shown before is gone from the screen; the Top End ones stay, in order.
    const shown = await shownKeys();
    expect(lower.map(keyOf).filter((key) => shown.includes(key))).toEqual([]);
    expect(shown.slice(0, top.length)).toEqual(top.map(keyOf));
    expect(problems()).toEqual([]);
  });

  it('follows the chosen and reordered favorite sources in the Favorite Sources tab', async () => {
    // Two sources the artist has activities on: Spotify and another one of the overview.
    const sourcesOf = (items: FeedItemAnswer[]) => [...new Set(items.map((item) => item.sourceId))];
    const overview = await openFeed('overview', (items) => sourcesOf(items).length >= 3);
    const others = sourcesOf(overview.items).filter((id) => id !== 'spotify');
    expect(others.length, tierCounts(overview.items)).toBeGreaterThan(1);
    const other = others[0]!;
    const otherName = sourceById(other)?.name ?? other;

    await page.goto(server.url('main', '/settings/favorite-sources'));
    const sources = page.getByRole('group', { name: 'Sources' });
    await sources.waitFor();
    // Only the two: clear what the member had, then Spotify first and the other second.
    const checked = sources.getByRole('checkbox', { checked: true });
    while ((await checked.count()) > 0) await checked.first().uncheck();
    await sources.getByRole('checkbox', { name: 'Spotify', exact: true }).check();
    await sources.getByRole('checkbox', { name: otherName, exact: true }).check();
    const order = page.getByRole('region', { name: 'Your order' }).getByRole('listitem');
    const orderNames = () =>
      order.evaluateAll((items) =>
        items.map((item) => item.querySelector('span.flex-1')?.textContent ?? ''),
      );
    expect(await orderNames()).toEqual(['Spotify', otherName]);
    // Reorder with the keyboard: the other source moves up.
    await page.getByRole('button', { name: `Move ${otherName} up` }).focus();
    await page.keyboard.press('Enter');
    expect(await orderNames()).toEqual([otherName, 'Spotify']);
    const saved = page.waitForResponse((response) =>
      response.url().includes('/members/update_favorite_sources'),
    );
    await page.getByRole('button', { name: 'Save' }).click();
    expect((await saved).status()).toBe(200);
    await page.reload();
    await eventually(() => orderNames()).toEqual([otherName, 'Spotify']);
    const stored = JSON.parse(
      (await page.evaluate(() => localStorage.getItem('songstats-session'))) ?? '{}',
    );
    expect(stored.state.login.favoriteSources).toEqual([other, 'spotify']);

    const favorites = await openFeed('favorites', pastDay(overview.items.at(-1)!.date));
    expect(await page.getByRole('tab', { selected: true }).textContent()).toBe('Favorite Sources');
    // Only the two sources, both there; Spotify's Top End setting holds here too.
    const counts = tierCounts(favorites.items);
    expect(sourcesOf(favorites.items).sort(), counts).toEqual([other, 'spotify'].sort());
    expect(
      favorites.items.filter((item) => item.sourceId === 'spotify' && item.tier !== 1),
    ).toEqual([]);
    // The overview's items of the sources left out are not on screen; the chosen ones are.
    const shown = await shownKeys();
    const chosen = (item: FeedItemAnswer) => item.sourceId === other || item.sourceId === 'spotify';
    const leftOut = overview.items.filter((item) => !chosen(item));
    expect(leftOut.length).toBeGreaterThan(0);
    expect(leftOut.map(keyOf).filter((key) => shown.includes(key))).toEqual([]);
    expect(
      overview.items
        .filter(chosen)
        .map(keyOf)
        .filter((key) => !shown.includes(key)),
    ).toEqual([]);
    expect(problems()).toEqual([]);
  });
});
