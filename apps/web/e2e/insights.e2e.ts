import { readFileSync } from 'node:fs';
import { discoveredProductText, TEXTS } from '@songstats/domain';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_MEMBER_EMAIL,
  type DemoWorld,
  prepareDemoWorld,
  problemsBesidesArtwork,
  RESTRICTED_MEMBER_EMAIL,
  signIn,
} from './demo-world';
import { launchBrowser, startServer, type TestBrowser, type TestServer } from './harness';
import {
  expectNoData,
  insightAnswers,
  parseCsv,
  pathsOf,
  tableRows,
  widerThanWindow,
} from './insights-readers';

// Issue 6 acceptance on the demo world (the embedded monitor's first cycle, at a twentieth of
// the world): the demo member's feed against the database, scrolling, a track's Spotify tab, the
// audience map's top city, a CSV export against its table, and locked accounts showing the
// prompt and no data.
let world: DemoWorld;
let server: TestServer;
let browser: TestBrowser;
let page: Page & { problems: string[] };

beforeAll(async () => {
  [world, browser] = await Promise.all([prepareDemoWorld(), launchBrowser()]);
  server = await startServer({ basePort: 8400, env: { DEV_OUTBOX: '1', ...world.env } });
  page = await browser.newPage();
  await signIn(page, server, DEMO_MEMBER_EMAIL);
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await server?.dispose();
  await world?.dispose();
});

/**
 * Polls until the screen shows the value: a loaded page, a lazily loaded chart, on a shared
 * 2-core machine, can take longer than expect.poll's default second.
 */
const eventually = <T>(read: () => T | Promise<T>) =>
  expect.poll(read, { timeout: 15_000, interval: 100 });

/** The monitor's activity texts write followers compactly (12.3K). */
const compact = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 });
/** The tables write every digit, grouped (12,345). */
const grouped = new Intl.NumberFormat('en-US');
/** The rows the server sends of a table (the export sends all). */
const TABLE_ROWS_SENT = 500;

describe('insights end to end on the demo world (issue 6)', () => {
  it("shows the demo artist's chart entries and playlist adds as the database has them, a page per scroll", async () => {
    const { artist, spotifyFeed } = world.facts;
    const firstAdd = spotifyFeed.findIndex((fact) => fact.activityType === 'playlist_add');
    const firstChart = spotifyFeed.findIndex((fact) => fact.activityType === 'chart_entry');
    expect(firstAdd).toBeGreaterThanOrEqual(0);
    expect(firstChart).toBeGreaterThanOrEqual(0);

    await page.goto(server.url('main', '/feed?source=spotify'));
    const switcher = page.getByLabel('Account');
    await switcher.selectOption(artist.idUnique);
    const items = page.getByTestId('feed-item');
    await eventually(() => items.count()).toBe(25);
    expect(await page.getByRole('tab', { selected: true }).textContent()).toBe('Spotify');

    // Each scroll to the end loads exactly the next page, until the first playlist add is shown.
    let shown = 25;
    while (shown <= firstAdd + 1) {
      await page.mouse.wheel(0, 100_000);
      await eventually(() => items.count()).toBe(shown + 25);
      shown += 25;
    }

    const onScreen = await items.evaluateAll((nodes) =>
      nodes.map((node) => ({
        activityType: node.getAttribute('data-activity-type'),
        trackName: node.querySelector('a')?.textContent ?? null,
        activityText: node.querySelector('[data-testid="activity-text"]')?.textContent ?? null,
        position: node.querySelector('[data-testid="chart-position"]')?.textContent ?? null,
      })),
    );
    expect(onScreen).toHaveLength(shown);
    expect(shown).toBeLessThanOrEqual(spotifyFeed.length);
    for (const [index, item] of onScreen.entries()) {
      const fact = spotifyFeed[index]!;
      expect(item, `feed item ${index + 1}`).toMatchObject({
        activityType: fact.activityType,
        trackName: fact.trackName,
        activityText: fact.activityText,
      });
      if (fact.activityType === 'playlist_add') {
        expect(fact.playlistFollowers).not.toBeNull();
        expect(item.activityText).toContain(
          `(${compact.format(fact.playlistFollowers ?? -1)} followers)`,
        );
      }
      if (fact.activityType.startsWith('chart_')) {
        expect(fact.chartPosition).not.toBeNull();
        expect(item.position).toBe(`#${fact.chartPosition}`);
      }
    }
    expect(problemsBesidesArtwork(page)).toEqual([]);
  });

  it("opens a track's Spotify tab with its series and its playlists sorted by followers", async () => {
    const { track, artist } = world.facts;
    const add = page
      .locator('[data-testid="feed-item"][data-activity-type="playlist_add"]')
      .first();
    await add.getByRole('link', { name: track.title }).click();
    await page.waitForURL(
      `**/tracks/${track.idUnique}?source=spotify&account=${encodeURIComponent(artist.idUnique)}`,
    );
    expect(await page.getByRole('tab', { selected: true }).textContent()).toBe('Spotify');
    await eventually(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(track.title);

    // Its series: a chart per metric the database holds, and the cards' exact values.
    const charts = page.getByTestId('series-chart');
    await eventually(() => charts.count()).toBe(Object.keys(track.series).length);
    expect(
      (await charts.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-series'))))
        .map(String)
        .sort(),
    ).toEqual(Object.keys(track.series).sort());
    // Each chart draws its line (an SVG of its own, decision 078), named by its series.
    await eventually(() => charts.getByTestId('line-chart').count()).toBe(
      Object.keys(track.series).length,
    );
    expect(await charts.first().getByRole('slider').getAttribute('aria-label')).toBe(
      await charts.first().getByRole('heading').textContent(),
    );
    const streams = page.getByTestId('stat-card').filter({ hasText: 'Streams' }).locator('p');
    expect(await streams.first().getAttribute('title')).toBe(
      grouped.format(track.series.streams_total ?? -1),
    );
    const playlistsCard = page
      .getByTestId('stat-card')
      .filter({ hasText: /^Playlists/ })
      .locator('p');
    expect(await playlistsCard.first().getAttribute('title')).toBe(
      grouped.format(track.playlists.length),
    );

    // Its playlists: every one of the database's, most followers first.
    const table = page.locator('table[data-table-id="playlists"]');
    await table.waitFor();
    const followersHeader = table.getByRole('columnheader', { name: 'Followers' });
    expect(await followersHeader.getAttribute('aria-sort')).toBe('descending');
    const rows = await tableRows(table);
    const pageOfFacts = track.playlists.slice(0, rows.length);
    expect(rows.length).toBe(Math.min(50, track.playlists.length));
    expect(rows.map((row) => row[4])).toEqual(
      pageOfFacts.map((fact) => grouped.format(fact.followers)),
    );
    expect(rows.map((row) => `${row[0]}|${row[4]}`).sort()).toEqual(
      pageOfFacts.map((fact) => `${fact.name}|${grouped.format(fact.followers)}`).sort(),
    );
    const section = page.locator('section', { has: table });
    expect(await section.getByText(`${track.playlists.length} rows`).count()).toBe(1);
    expect(problemsBesidesArtwork(page)).toEqual([]);
  });

  it('exports the playlists table as a CSV whose rows are the table rows, in its sort', async () => {
    const { track } = world.facts;
    const table = page.locator('table[data-table-id="playlists"]');
    const section = page.locator('section', { has: table });
    const headers = (await table.locator('thead th').allTextContents()).map((text) => text.trim());
    // Least followers first, so the export must follow the table's sort, not the default one.
    await table.getByRole('button', { name: 'Followers', exact: true }).click();
    await eventually(() =>
      table.getByRole('columnheader', { name: 'Followers' }).getAttribute('aria-sort'),
    ).toBe('ascending');
    // The track's Spotify table, not a table still loading for another scope: its count first.
    await section.getByText(`${track.playlists.length} rows`).waitFor();
    // The server sends its first 500 rows: a sort of a cut table is the server's, over all of
    // the track's playlists, so the least followed of them all comes first.
    const followersColumn = headers.indexOf('Followers');
    const fewest = Math.min(...track.playlists.map((fact) => fact.followers));
    await eventually(async () => (await tableRows(table))[0]?.[followersColumn]).toBe(
      grouped.format(fewest),
    );
    const shown = Math.min(TABLE_ROWS_SENT, track.playlists.length);

    const onScreen: string[][] = [];
    for (;;) {
      onScreen.push(...(await tableRows(table)));
      const next = section.getByRole('button', { name: 'Next' });
      if ((await next.count()) === 0 || (await next.isDisabled())) break;
      const before = (await tableRows(table))[0]?.join('|');
      await next.click();
      await eventually(async () => (await tableRows(table))[0]?.join('|')).not.toBe(before);
    }
    expect(onScreen).toHaveLength(shown);
    if (shown < track.playlists.length) {
      expect(await section.getByText(`${shown} of ${track.playlists.length} rows`).count()).toBe(1);
    }

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      section.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(
      `Songstats Report - ${track.title} - Spotify Playlists.csv`,
    );
    const csv = parseCsv(readFileSync(await download.path(), 'utf8'));
    const kept = headers
      .map((title, index) => ({ title, index }))
      .filter((c) => c.title !== 'Share');
    expect(csv[0]).toEqual(kept.map((column) => column.title));
    // The export holds every row, the table's first ones as the table shows them.
    const data = csv.slice(1);
    expect(data).toHaveLength(track.playlists.length);
    for (const [index, row] of data.slice(0, onScreen.length).entries()) {
      const expected = kept.map(({ index: column, title }) => {
        const text = onScreen[index]![column]!;
        // The service cell shows the source's badge (its name, also for screen readers).
        return title === 'Service' ? text.replace(/^(.+)\1$/, '$1') : text;
      });
      const written = row.map((value) =>
        value === '' ? '–' : /^\d+$/.test(value) ? grouped.format(Number(value)) : value,
      );
      expect(written, `CSV row ${index + 1}`).toEqual(expected);
    }
    expect(problemsBesidesArtwork(page)).toEqual([]);
  });

  it("shows the artist's top city on the audience map", async () => {
    const { topCity } = world.facts;
    await page.goto(server.url('main', '/audience'));
    await page.getByLabel('Account').selectOption(world.facts.artist.idUnique);
    const top = page.getByTestId('top-place').first();
    await top.waitFor();
    expect((await top.textContent())?.replace(/\s+/g, ' ')).toBe(
      `1${topCity.name}${grouped.format(topCity.listeners)}`,
    );
    // The map loads when it comes near the viewport (issue 29).
    await page.getByTestId('map').first().scrollIntoViewIfNeeded();
    await eventually(() =>
      page.getByTestId('map').first().locator('canvas').count(),
    ).toBeGreaterThan(0);
    expect(problemsBesidesArtwork(page)).toEqual([]);
  });

  it('fits the feed, the track and the audience in a 390 px phone, 20 table rows a page', async () => {
    const { artist, track } = world.facts;
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      const screens = [
        { path: '/feed?source=spotify', ready: page.getByTestId('feed-item').first() },
        {
          path: `/tracks/${track.idUnique}?source=spotify&account=${encodeURIComponent(artist.idUnique)}`,
          ready: page.locator('table[data-table-id="playlists"]'),
        },
        { path: '/audience', ready: page.getByTestId('top-place').first() },
      ];
      for (const screen of screens) {
        await page.goto(server.url('main', screen.path));
        await screen.ready.waitFor();
        expect(await widerThanWindow(page), screen.path).toEqual([]);
      }
      // spec §9: 20 rows a page on mobile.
      await page.goto(server.url('main', screens[1]!.path));
      const table = page.locator('table[data-table-id="playlists"]');
      await eventually(() => table.locator('tbody tr').count()).toBe(
        Math.min(20, track.playlists.length),
      );
    } finally {
      await page.setViewportSize({ width: 1440, height: 900 });
    }
    expect(problemsBesidesArtwork(page)).toEqual([]);
  });

  it("shows another artist's profile locked, with the prompt and none of its data", async () => {
    const { otherArtist } = world.facts;
    const answers = await insightAnswers(page, async () => {
      await page.goto(server.url('main', `/artist/${otherArtist.idUnique}?source=spotify`));
      await page.getByTestId('locked-prompt').waitFor();
    });
    await eventually(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(
      otherArtist.name,
    );
    expect(await page.locator('#locked-title').textContent()).toBe(
      discoveredProductText('Songstats'),
    );
    expect(await page.getByRole('link', { name: TEXTS.locked.subscribe }).count()).toBe(1);
    for (const testId of ['stat-card', 'series-chart', 'map']) {
      expect(await page.getByTestId(testId).count(), testId).toBe(0);
    }
    expect(await page.locator('table').count()).toBe(0);
    // The server sent no data to hide: every answer is locked and empty.
    expect(pathsOf(answers)).toContain('/api/v1/analytics/top');
    for (const answer of answers) expectNoData(answer);
    expect(problemsBesidesArtwork(page)).toEqual([]);
  });

  it('shows a member whose subscription leaves Songstats out the premium prompt and no data', async () => {
    const { artist, track } = world.facts;
    // Logging out ends on the landing page, once every stored state is reset.
    await page.goto(server.url('main', '/logout'));
    await page.waitForURL(server.url('main', '/'));
    await page.getByRole('link', { name: TEXTS.header.logIn }).first().waitFor();
    await signIn(page, server, RESTRICTED_MEMBER_EMAIL);
    // spec §4: logout resets all stored state; the demo member's last feed visit is not theirs.
    await page.waitForURL(`**/artist/${artist.idUnique}`);
    await page.getByRole('heading', { level: 1, name: artist.name }).waitFor();
    const stored = await page.evaluate(() => localStorage.getItem('songstats-insights'));
    expect(JSON.parse(stored ?? '{}').state?.lastViewed).toEqual({});

    const feed = await insightAnswers(page, async () => {
      await page.goto(server.url('main', '/feed?source=spotify'));
      await page.getByTestId('locked-prompt').waitFor();
    });
    expect(await page.locator('#locked-title').textContent()).toBe(TEXTS.locked.premiumFeature);
    // spec §2: the owner of the subscription may upgrade it.
    expect(await page.getByRole('link', { name: TEXTS.locked.upgrade }).count()).toBe(1);
    const items = page.getByTestId('feed-item');
    expect(await items.count()).toBeGreaterThan(0);
    expect(await page.locator('[data-testid="feed-item"]:not([data-locked="true"])').count()).toBe(
      0,
    );
    expect(await page.getByTestId('activity-text').count()).toBe(0);
    expect(pathsOf(feed)).toContain('/api/v1/activities/index');
    for (const answer of feed) expectNoData(answer);

    const analytics = await insightAnswers(page, async () => {
      await page.goto(
        server.url(
          'main',
          `/tracks/${track.idUnique}?source=spotify&account=${encodeURIComponent(artist.idUnique)}`,
        ),
      );
      await page.getByTestId('locked-prompt').waitFor();
    });
    expect(await page.locator('#locked-title').textContent()).toBe(TEXTS.locked.premiumFeature);
    expect(await page.locator('table').count()).toBe(0);
    expect(await page.getByTestId('series-chart').count()).toBe(0);
    // Not even the track's name.
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Track analytics');
    expect(pathsOf(analytics)).toEqual(
      expect.arrayContaining([
        `/api/v1/analytics_track/${track.idUnique}/top`,
        `/api/v1/analytics_track/${track.idUnique}/bottom`,
      ]),
    );
    for (const answer of analytics) expectNoData(answer);

    const audience = await insightAnswers(page, async () => {
      await page.goto(server.url('main', '/audience?source=spotify'));
      await page.getByTestId('locked-prompt').waitFor();
    });
    expect(pathsOf(audience)).toEqual(
      expect.arrayContaining(['/api/v1/audience/summary_stats', '/api/v1/audience/map_stats']),
    );
    for (const answer of audience) expectNoData(answer);
    expect(await page.getByTestId('map').count()).toBe(0);
    expect(await page.getByTestId('stat-card').count()).toBe(0);
    expect(problemsBesidesArtwork(page)).toEqual([]);
  });
});
