import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Database, subscriptions } from '@songstats/db';
import { insertAccount, insertManagement, insertMember } from '@songstats/db/seed';
import { TEXTS } from '@songstats/domain';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPOTIFY_DEVELOPMENT_MODE_UNAVAILABLE } from '../../../packages/monitor/src/real-platforms/refresh-real-platforms';
import {
  TEST_CLOCK_VARIABLE,
  TEST_POLL_VARIABLE,
} from '../../../packages/monitor/src/real-platforms/test-clock';
import {
  ARTIST,
  SPOTIFY_LINK,
  startRealModePlatforms,
  TRACKS,
} from '../../../packages/monitor/src/real-platforms/testing/real-mode-platforms';
import { problemsBesidesArtwork, signIn } from './demo-world';
import { launchBrowser, startServer, type TestBrowser, type TestServer } from './harness';
import { type PreparedData, prepareData } from './prepared-data';

// Issue 27 acceptance in the browser: the server in real mode (MONITOR_SOURCES=real, no demo
// world) reads a local fixture server answering as Deezer, MusicBrainz, Spotify in Development
// Mode and YouTube (documented shapes: packages/monitor/src/real-platforms/testing). A member
// adds an artist by its Spotify link; the setup finishes; the tracks, the Deezer rank and the
// Deezer chart and playlist activities show dated with the real day; the real clock (the
// test-only REAL_PLATFORMS_TEST_CLOCK_FILE, decision 065) moves a day and the next run adds
// exactly the changes; the Monitor Status desk shows Spotify's popularity unavailable, not failing.
const MEMBER = 'nova-manager@example.com';
const ADMIN = 'real-admin@example.com';
const DAY_1 = '2026-11-26';
const DAY_2 = '2026-11-27';

let server: TestServer;
let browser: TestBrowser;
let page: Page & { problems: string[] };
let platforms: Awaited<ReturnType<typeof startRealModePlatforms>>;
let data: PreparedData | undefined;
const clockDir = mkdtempSync(path.join(tmpdir(), 'real27-clock-'));
const clockFile = path.join(clockDir, 'now');
let artistId = '';

beforeAll(async () => {
  writeFileSync(clockFile, `${DAY_1}T07:00:00Z`);
  let launched: TestBrowser;
  [platforms, data, launched] = await Promise.all([
    startRealModePlatforms(),
    prepareData('real-platforms', async (db: Database) => {
      // On the Professional plan (spec §6: every artist's data): adding a profile gives it access.
      const member = await insertMember(db, {
        email: MEMBER,
        name: 'Nova Manager',
        emailConfirmedAt: new Date(),
      });
      const label = await insertAccount(db, { type: 'label', name: 'Harbour Records' });
      await insertManagement(db, {
        memberId: member.id,
        accountId: label.id,
        managementType: 'primary',
        accessHash: { songstats: 'pro' },
      });
      await db.insert(subscriptions).values({
        memberId: member.id,
        payableType: 'SubscriptionPlan',
        payableId: 1,
        productType: 'songstats',
        interval: 'monthly',
        state: 'active',
        provider: 'sandbox',
        priceCents: 4_900,
        currentPeriodEnd: new Date(Date.now() + 20 * 86_400_000),
      });
      await insertMember(db, {
        email: ADMIN,
        name: 'Ada Admin',
        isAdmin: true,
        emailConfirmedAt: new Date(),
      });
    }),
    launchBrowser(),
  ]);
  browser = launched;
  server = await startServer({
    basePort: 9740,
    env: {
      ...data.env,
      ...platforms.environment,
      DEV_OUTBOX: '1',
      MONITOR: 'embedded',
      NODE_ENV: 'test',
      [TEST_CLOCK_VARIABLE]: clockFile,
      [TEST_POLL_VARIABLE]: '500',
    },
  });
  page = await browser.newPage();
  await signIn(page, server, MEMBER);
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.dispose();
  await platforms?.server.close();
  await data?.dispose();
  rmSync(clockDir, { recursive: true, force: true });
});

const eventually = <T>(read: () => T | Promise<T>, timeout = 30_000) =>
  expect.poll(read, { timeout, interval: 250 });

/** The feed's items as the member reads them: type, track, platform, date. */
async function feed() {
  await page.goto(server.url('main', `/feed?account=${artistId}`));
  await page.getByLabel('Account').selectOption(artistId);
  const items = page.getByTestId('feed-item');
  await items
    .first()
    .waitFor({ timeout: 5_000 })
    .catch(() => undefined);
  // The feed adds a page's items in steps (issue 29): read them once all are in.
  await page
    .locator('ol[aria-label="Activities"][aria-busy="true"]')
    .waitFor({ state: 'detached' });
  return items.evaluateAll((nodes) =>
    nodes
      .map((node) => ({
        type: node.getAttribute('data-activity-type'),
        track: node.querySelector('a')?.textContent ?? null,
        // The platform it is filed under (the track link opens its tab; its badge names it).
        source: new URL(node.querySelector('a')?.href ?? 'http://x/').searchParams.get('source'),
        date: node.querySelector('time')?.getAttribute('datetime')?.slice(0, 10) ?? null,
      }))
      .sort((a, b) =>
        `${a.date} ${a.type} ${a.track}`.localeCompare(`${b.date} ${b.type} ${b.track}`),
      ),
  );
}

/** The artist's tracks on the Deezer tab: name and the figure the table shows. */
async function deezerTracks() {
  await page.goto(server.url('main', `/artist/${artistId}/tracks?source=deezer`));
  const rows = page.getByRole('table', { name: 'Tracks' }).locator('tbody tr');
  await rows.first().waitFor();
  // The table adds its rows in steps (issue 29): read them once all are in.
  await page.locator('tbody[aria-busy="true"]').waitFor({ state: 'detached' });
  const read = await rows.evaluateAll((nodes) =>
    nodes.map((node) => {
      const cells = [...node.querySelectorAll('td')].map((cell) => cell.textContent ?? '');
      return { name: node.querySelector('a')?.textContent ?? '', value: cells[3] ?? '' };
    }),
  );
  expect(await page.getByRole('columnheader', { name: 'Deezer Rank' }).count()).toBe(1);
  return read;
}

describe('real-platform mode end to end (issue 27)', () => {
  it('sets up an artist added by its Spotify link and shows its tracks', async () => {
    await page.getByRole('button', { name: TEXTS.addProfile.title }).first().click();
    const dialog = page.getByRole('dialog', { name: TEXTS.addProfile.title });
    await dialog.getByLabel('Link').fill(SPOTIFY_LINK);
    await dialog.getByRole('button', { name: TEXTS.addProfile.title }).click();
    await page.waitForURL(/\/artist\/[0-9a-f]+/);
    artistId = new URL(page.url()).pathname.split('/')[2] ?? '';
    // The setup finishes within a few rounds: the name MusicBrainz gives replaces "New artist".
    await eventually(async () => {
      await page.reload();
      return page.getByRole('heading', { level: 1 }).textContent();
    }).toBe(ARTIST.name);
    await eventually(async () => {
      await page.reload();
      await page.getByRole('heading', { level: 1 }).waitFor();
      return page.getByText('Setting up this artist profile.').count();
    }).toBe(0);
    expect(await page.getByText('Setting up this profile failed.').count()).toBe(0);

    // The catalogue from Deezer (the compilation's other artist left out), with each track's
    // Deezer rank of the first refresh (the fixture's figures).
    expect(await deezerTracks()).toEqual([
      { name: 'Saltwater', value: '408,003' },
      { name: 'Low Tide', value: '408,002' },
      { name: 'Glass Harbour', value: '408,001' },
    ]);
    expect(TRACKS.map((track) => track.title).sort()).toEqual([
      'Glass Harbour',
      'Low Tide',
      'Saltwater',
    ]);
    expect(problemsBesidesArtwork(page)).toEqual([]);
  });

  it("shows the Deezer chart and playlist activities of the real day and the tracks' ranks", async () => {
    await eventually(feed).toEqual([
      { type: 'playlist_add', track: 'Glass Harbour', source: 'deezer', date: '2026-11-25' },
      { type: 'chart_entry', track: 'Glass Harbour', source: 'deezer', date: DAY_1 },
    ]);
  });

  it('adds exactly the changes of the next real day', async () => {
    platforms.state.day = 2;
    writeFileSync(clockFile, `${DAY_2}T06:30:00Z`);
    await eventually(async () => (await feed()).length).toBe(5);
    expect(await feed()).toEqual([
      { type: 'playlist_add', track: 'Glass Harbour', source: 'deezer', date: '2026-11-25' },
      { type: 'chart_entry', track: 'Glass Harbour', source: 'deezer', date: DAY_1 },
      { type: 'chart_entry', track: 'Low Tide', source: 'deezer', date: DAY_2 },
      { type: 'chart_new_peak', track: 'Glass Harbour', source: 'deezer', date: DAY_2 },
      { type: 'playlist_add', track: 'Low Tide', source: 'deezer', date: DAY_2 },
    ]);
    // Glass Harbour's rank rose on the second day; the others kept theirs.
    expect(await deezerTracks()).toEqual([
      { name: 'Glass Harbour', value: '612,000' },
      { name: 'Saltwater', value: '408,003' },
      { name: 'Low Tide', value: '408,002' },
    ]);
  });

  it("shows Spotify's restricted figure unavailable on the Monitor Status desk, not failing", async () => {
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await signIn(page, server, ADMIN);
    await page.goto(server.url('main', '/monitor-status'));
    const table = page.getByRole('table', { name: /Each real platform's state/ });
    await table.waitFor();
    const row = table
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: 'spotify (development mode)' }) });
    expect(await row.getByRole('cell').allTextContents()).toEqual([
      'spotify (development mode)',
      'Answering',
      DAY_2,
      expect.any(String),
      SPOTIFY_DEVELOPMENT_MODE_UNAVAILABLE,
      '—',
    ]);
  });
});
