import { encodeRequestStamp } from '@songstats/contract';
import { insertAccount } from '@songstats/db/seed';
import {
  CREATOR_LINK_TEXTS,
  PROFILE_OWNERSHIP_TEXTS,
  SOURCES,
  TEXTS,
  VARIANTS,
} from '@songstats/domain';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemsBesidesArtwork } from './demo-world';
import { launchBrowser, startServer, type TestBrowser, type TestServer } from './harness';
import { type PreparedData, prepareData } from './prepared-data';

// Issue 25: the social product (8005) is shaped for creators: its tagline, a creator search with
// a Creators chip, creator pages with the social platforms only and no Tracks, empty states of
// creators and posts, and Add Profile by a TikTok link (a Spotify link refused with its message).
let data: PreparedData;
let server: TestServer;
let browser: TestBrowser;
let page: Page & { problems: string[] };
let creatorId = '';
const email = `social-${Date.now()}@example.com`;

beforeAll(async () => {
  data = await prepareData('social-product', async (db) => {
    const creator = await insertAccount(db, {
      type: 'creator',
      name: 'Lena Moves',
      countryCode: 'DE',
      externalIds: { tiktok: 'lena.moves' },
    });
    creatorId = creator.idUnique;
    // A music artist of the same name: the social product's search never offers it.
    await insertAccount(db, { name: 'Lena Moves Band' });
  });
  [server, browser] = await Promise.all([
    startServer({ basePort: 8730, env: { DEV_OUTBOX: '1', ...data.env } }),
    launchBrowser(),
  ]);
  page = await browser.newPage();
});
afterAll(async () => {
  await browser?.close();
  await server?.dispose();
  await data?.dispose();
});

describe('the social product, shaped for creators (issue 25)', () => {
  it('leads with the social tagline on its landing page', async () => {
    await page.goto(server.url('social', '/'));
    await expect.poll(() => page.getByTestId('variant-name').textContent()).toBe('Socialstats');
    const tagline = await page.getByTestId('variant-tagline').textContent();
    expect(tagline).toBe(VARIANTS.social.tagline);
    expect(tagline).not.toBe(VARIANTS.main.tagline);
    expect(tagline).toContain('creators');
  });

  it('signs a member up who has no creator yet: the feed says so in creator words', async () => {
    await page.goto(server.url('social', '/signup'));
    await page.getByLabel('Name').fill('Cora Creator');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Create free account' }).click();
    await page.waitForURL('**/email-confirmation');
    await page.goto(server.url('main', '/dev/outbox'));
    await page
      .locator('article', { hasText: `To ${email}` })
      .first()
      .getByRole('link', { name: /\/magic\?token=/ })
      .click();
    await page.getByTestId('user-menu').waitFor();
    expect(new URL(page.url()).port).toBe(String(server.ports.social));
    await page.goto(server.url('social', '/feed'));
    await expect.poll(() => page.getByText('No creator yet').count()).toBe(1);
    expect(await page.getByText('No artist or label yet').count()).toBe(0);
  });

  it('searches creators, with a Creators chip and none of the music chips', async () => {
    const search = page.getByRole('combobox', { name: 'Search for Creators' });
    expect(await search.getAttribute('placeholder')).toBe('Search for Creators');
    expect(await page.getByRole('combobox', { name: TEXTS.search.placeholder }).count()).toBe(0);
    await search.fill('lena moves');
    await expect
      .poll(() => page.getByRole('list', { name: 'Results' }).textContent())
      .toContain('Lena Moves');
    const chips = page.getByRole('group', { name: 'Filters' }).getByRole('button');
    expect(await chips.allTextContents()).toEqual(['Top', 'Creators']);
    await page.getByRole('button', { name: 'Creators', exact: true }).click();
    await expect
      .poll(() => page.getByRole('list', { name: 'Results' }).textContent())
      .toContain('Lena Moves');
    // Creators only: the music artist of the same name is not offered.
    expect(await page.getByRole('list', { name: 'Results' }).textContent()).not.toContain(
      'Lena Moves Band',
    );
    await page
      .getByRole('button', { name: /Lena Moves/ })
      .first()
      .click();
    await page.waitForURL(`**/creator/${creatorId}`);
  });

  it("shows a creator's page with the social platforms only and no Tracks button", async () => {
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Lena Moves');
    const tabs = page.getByRole('tablist', { name: 'Sources' }).getByRole('tab');
    await expect.poll(() => tabs.count()).toBeGreaterThan(1);
    const names = (await tabs.allTextContents()).map((name) => name.trim());
    const social = SOURCES.filter((source) => source.tags.creator).map((source) => source.name);
    expect(names).toEqual(['Overview', ...social]);
    expect(names).toEqual(expect.arrayContaining(['TikTok', 'Instagram', 'YouTube']));
    for (const music of ['Spotify', 'Apple Music', 'Beatport', 'Songshare', 'Shazam', 'Radio']) {
      expect(names).not.toContain(music);
    }
    expect(await page.getByRole('link', { name: 'Tracks', exact: true }).count()).toBe(0);
  });

  it('refuses a Spotify link in Add Profile and adds a creator by a TikTok link', async () => {
    await page.getByRole('button', { name: TEXTS.addProfile.title }).first().click();
    const dialog = page.getByRole('dialog', { name: TEXTS.addProfile.title });
    await dialog.waitFor();
    expect(await dialog.getByRole('radio').count()).toBe(0);
    const link = dialog.getByLabel('Link');
    expect(await link.getAttribute('placeholder')).toBe('https://www.tiktok.com/@name');
    await link.fill('https://open.spotify.com/artist/0kbYTNQb4Pb1rPbbaF0pT4');
    await dialog.getByRole('button', { name: TEXTS.addProfile.title }).click();
    await expect
      .poll(() => dialog.getByRole('alert').textContent())
      .toBe(CREATOR_LINK_TEXTS.musicLink('Spotify'));
    // The server says the same to a call that skips the dialog.
    const token = await page.evaluate(
      () =>
        JSON.parse(localStorage.getItem('songstats-session') ?? '{}').state.login.userAuthToken
          .token,
    );
    const refused = await fetch(server.url('social', '/api/v1/managements/create_account'), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-request-stamp': encodeRequestStamp(),
        authorization: `Bearer ${token}`,
      },
      body: JSON.stringify({ link: 'https://open.spotify.com/artist/0kbYTNQb4Pb1rPbbaF0pT4' }),
    });
    expect(refused.status).toBe(400);
    expect((await refused.json()).message).toBe(CREATOR_LINK_TEXTS.musicLink('Spotify'));

    await link.fill('https://www.tiktok.com/@cora.creates');
    await dialog.getByRole('button', { name: TEXTS.addProfile.title }).click();
    await page.waitForURL(/\/creator\/[0-9a-f]+$/);
    await expect
      .poll(() => page.getByText(PROFILE_OWNERSHIP_TEXTS.creatorSetupInProgress).count())
      .toBe(1);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('New creator');
    expect(await page.getByRole('link', { name: 'Tracks', exact: true }).count()).toBe(0);
    // An existing creator's link follows it: the member is told, nothing is handed over.
    await page.getByRole('button', { name: TEXTS.addProfile.title }).first().click();
    await page.getByRole('dialog').getByLabel('Link').fill('https://www.tiktok.com/@Lena.Moves');
    await page.getByRole('dialog').getByRole('button', { name: TEXTS.addProfile.title }).click();
    await expect
      .poll(() => page.getByRole('dialog').getByRole('status').textContent())
      .toBe(PROFILE_OWNERSHIP_TEXTS.following('Lena Moves'));
    expect(problemsBesidesArtwork(page)).toEqual([]);
  });

  it('shows the social platforms only as the feed and audience tabs', async () => {
    const social = SOURCES.filter((source) => source.tags.creator).map((source) => source.name);
    for (const path of ['/feed', '/audience']) {
      await page.goto(server.url('social', path));
      const tabs = page.getByRole('tablist', { name: 'Sources' }).getByRole('tab');
      await expect.poll(() => tabs.count()).toBeGreaterThan(1);
      const names = (await tabs.allTextContents()).map((name) => name.trim());
      expect(names[0], path).toBe('Overview');
      for (const name of names.slice(1)) expect(social, `${path}: ${name}`).toContain(name);
      expect(names, path).toContain('TikTok');
      for (const music of ['Spotify', 'Apple Music', 'Beatport', 'Shazam', 'Radio']) {
        expect(names, path).not.toContain(music);
      }
    }
    expect(problemsBesidesArtwork(page)).toEqual([]);
  });
});
