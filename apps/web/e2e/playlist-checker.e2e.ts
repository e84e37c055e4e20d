import type { Database } from '@songstats/db';
import {
  insertAccount,
  insertCheckedPlaylists,
  insertLivePlan,
  insertManagement,
  insertMember,
  insertPlaylist,
  insertPlaylistEntry,
  insertTrack,
} from '@songstats/db/seed';
import { TEXTS } from '@songstats/domain';
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, startServer, type TestBrowser, type TestServer } from './harness';
import { type PreparedData, prepareData } from './prepared-data';

// Issue 24 acceptance on the playlist-checking product (8004 in `npm start`; here 8554): search
// and open a playlist by name and by its pasted link, with followers growth, ranks and contact;
// a member on the smallest plan (artist, 100 checks) gets the limit message at check 101 while a
// playlist checked before stays open; a member without a plan gets the lock and the modal titled
// "Unlock With Playlist Checker". After login the member lands on this product's page.
const stamp = Date.now();
const subscriberEmail = `e2e-checker-sub-${stamp}@example.com`;
const freeEmail = `e2e-checker-free-${stamp}@example.com`;
const MAIN = 'Sunrise Checker Anthems';
const MAIN_ID = `37i9dQZFe2e${stamp}`;
const EXTRA = 'Nightfall Checker Grooves';
const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

let server: TestServer;
let subscriber: TestBrowser;
let free: TestBrowser;
let subscriberPage: Page & { problems: string[] };
let freePage: Page & { problems: string[] };
let data: PreparedData | undefined;

async function seed(db: Database) {
  const member = await insertMember(db, { email: subscriberEmail, name: 'Sam Subscriber' });
  await insertMember(db, { email: freeEmail, name: 'Fran Free' });
  const artist = await insertAccount(db, { name: 'Checker E2E Artist' });
  await insertManagement(db, {
    memberId: member.id,
    accountId: artist.id,
    accessHash: { songstats: 'direct' },
    subbedAt: new Date(),
  });
  await insertLivePlan(db, member.id, artist.id);
  const main = await insertPlaylist(db, {
    externalId: MAIN_ID,
    name: MAIN,
    followers: 48_250,
    genres: ['pop'],
    ownerName: 'Checker Curators',
    curatorName: 'Cleo Curator',
    curatorEmail: 'cleo@example.com',
    description: 'Bright pop for early risers, picked by Cleo.',
  });
  await insertPlaylist(db, { name: 'Bigger Pop', followers: 90_000, genres: ['pop'] });
  await insertPlaylist(db, { name: EXTRA, followers: 1_000, genres: ['house'] });
  // The monitor's readings of the main playlist over a week (migration 0038's table).
  await db.execute(sql`insert into playlist_follower_days (playlist_id, day, followers)
    select ${main.id}, (${day(-7)}::date + n), 47000 + n * 150 from generate_series(0, 6) n
    on conflict (playlist_id, day) do update set followers = excluded.followers`);
  const track = await insertTrack(db, { artistId: artist.id, title: 'Checker E2E Song' });
  await insertPlaylistEntry(db, { playlistId: main.id, trackId: track.id, addedAt: day(-3) });
  // 99 other playlists checked this month already, as the page counts them: one check left of 100.
  await insertCheckedPlaylists(db, { memberId: member.id, count: 99, limit: 100 });
}

beforeAll(async () => {
  data = await prepareData('checker', seed);
  const dataEnv = data.env;
  [server, subscriber, free] = await Promise.all([
    startServer({ basePort: 8550, env: { DEV_OUTBOX: '1', ...dataEnv } }),
    launchBrowser(),
    launchBrowser(),
  ]);
  subscriberPage = await subscriber.newPage();
  freePage = await free.newPage();
  // Seeding and starting the server take long while other test files share the two cores.
}, 300_000);
afterAll(async () => {
  await subscriber?.close();
  await free?.close();
  await server?.dispose();
  await data?.dispose();
});

/** Logs in on the playlist checker through the mailed link of the outbox. */
async function logIn(page: Page, email: string) {
  await page.goto(server.url('playlistcheck', '/login'));
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Email me a login link' }).click();
  await page.getByRole('status').waitFor();
  await page.goto(server.url('playlistcheck', '/dev/outbox'));
  const mail = page.locator('article', { hasText: `To ${email}` }).first();
  await mail.getByRole('link', { name: /\/magic\?token=/ }).click();
  await page.getByTestId('user-menu').waitFor();
}

const search = (page: Page) =>
  page.getByRole('combobox', { name: TEXTS.search.playlistPlaceholder });

describe('the playlist checker (issue 24)', () => {
  it('lands on its own page after login, finds a playlist by name and opens its check', async () => {
    await logIn(subscriberPage, subscriberEmail);
    await expect.poll(() => new URL(subscriberPage.url()).pathname).toBe('/');
    await search(subscriberPage).fill('sunrise checker');
    const result = subscriberPage.getByRole('list', { name: 'Playlists' }).getByRole('button', {
      name: new RegExp(MAIN),
    });
    await result.waitFor();
    expect(await result.textContent()).toContain('48,250 followers');
    await result.click();
    await subscriberPage.getByRole('heading', { name: MAIN }).waitFor();
    expect(await subscriberPage.getByTestId('followers').textContent()).toBe('48,250');
    expect(await subscriberPage.getByTestId('playlist-description').textContent()).toBe(
      'Bright pop for early risers, picked by Cleo.',
    );
    await expect
      .poll(() => subscriberPage.getByTestId('global-rank').textContent())
      .toMatch(/^#2 of \d+/);
    expect(await subscriberPage.getByTestId('genre-rank-pop').textContent()).toBe('#2 of 2');
    expect(await subscriberPage.getByRole('link', { name: 'cleo@example.com' }).count()).toBe(1);
    expect(await subscriberPage.getByTestId('follower-growth').textContent()).toContain('+');
    // The chart's code loads on demand.
    await expect
      .poll(() => subscriberPage.getByRole('img', { name: 'Followers per day' }).count())
      .toBe(1);
    expect(await subscriberPage.getByText('Your track', { exact: true }).count()).toBe(1);
    expect(await subscriberPage.getByTestId('check-usage').textContent()).toBe(
      '100 of 100 checks used this month',
    );
  });

  it('opens a playlist from its pasted link, and the limit message at check 101', async () => {
    await subscriberPage.goto(server.url('playlistcheck', '/'));
    await search(subscriberPage).fill(`https://open.spotify.com/playlist/${MAIN_ID}?si=e2e`);
    await search(subscriberPage).press('Enter');
    await subscriberPage.getByRole('heading', { name: MAIN }).waitFor();
    // Already checked this month: free, still open.
    await subscriberPage.getByTestId('global-rank').waitFor();

    await search(subscriberPage).fill('nightfall checker');
    await subscriberPage
      .getByRole('list', { name: 'Playlists' })
      .getByRole('button', { name: new RegExp(EXTRA) })
      .click();
    await subscriberPage.getByRole('heading', { name: EXTRA }).waitFor();
    expect(await subscriberPage.getByTestId('playlist-description').textContent()).toBe(
      'Spotify gives no description.',
    );
    await subscriberPage.getByText('Monthly playlist checks used up').waitFor();
    expect(await subscriberPage.getByText(/You have used all 100 playlist checks/).count()).toBe(1);
    expect(await subscriberPage.getByTestId('global-rank').count()).toBe(0);
    expect(
      await subscriberPage.getByRole('link', { name: 'See plans and their checks' }).count(),
    ).toBe(1);

    // Re-opening the first playlist still works.
    await subscriberPage.goBack();
    await subscriberPage.getByRole('heading', { name: MAIN }).waitFor();
    await subscriberPage.getByTestId('global-rank').waitFor();
    expect(subscriberPage.problems).toEqual([]);
  });

  it('locks the insights of a member without a plan, and Unlock opens the modal on step 1', async () => {
    await logIn(freePage, freeEmail);
    await freePage.goto(server.url('playlistcheck', `/spotify/${MAIN_ID}`));
    await freePage.getByRole('heading', { name: MAIN }).waitFor();
    expect(await freePage.getByTestId('followers').textContent()).toBe('48,250');
    const locked = freePage.getByRole('region', { name: 'Locked playlist insights' });
    await locked.waitFor();
    expect(await locked.textContent()).toContain('Global and genre ranks');
    expect(await freePage.getByTestId('global-rank').count()).toBe(0);
    expect(await freePage.getByText('cleo@example.com').count()).toBe(0);
    await locked.getByRole('button', { name: 'Unlock With Playlist Checker' }).click();
    await freePage.getByRole('dialog', { name: 'Unlock With Playlist Checker' }).waitFor();

    await freePage.goto(server.url('playlistcheck', '/spotify/no-such-playlist'));
    await expect.poll(() => freePage.getByText(/not found|404/i).count()).toBeGreaterThan(0);
    expect(freePage.problems.filter((problem) => !problem.includes('404'))).toEqual([]);
  });
});
