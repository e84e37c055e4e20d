import { readFileSync } from 'node:fs';
import type { Database } from '@songstats/db';
import { insertAccount, insertManagement, insertMember, insertTrack } from '@songstats/db/seed';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { findChromium } from './find-chromium';
import { launchBrowser, startServer, type TestBrowser, type TestServer } from './harness';
import { type PreparedData, prepareData } from './prepared-data';

// Issue 23 acceptance: a member creates a smart link on /marketing; a fan opens its page on the
// Songshare host logged out with JavaScript disabled and clicks a service; the visit and the
// click are counted once; a second click the same day is a click, not a new visitor; a known bot
// user agent counts nothing. The fan page has no axe (WCAG 2.2 AA) violation on a desktop and a
// phone.
const stamp = Date.now();
const email = `e2e-smart-links-${stamp}@example.com`;
const TITLE = 'Harbour Lights';
const SPOTIFY_ID = '6rqhFgbbKwnb9MLmUQDhG6';
const FAN_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

let server: TestServer;
let member: TestBrowser;
let page: Page & { problems: string[] };
let fanBrowser: Browser;
let data: PreparedData | undefined;
let slug = '';

async function seed(db: Database) {
  const owner = await insertMember(db, { email, name: 'Lena Links' });
  const artist = await insertAccount(db, { name: 'Smart Link E2E Artist' });
  await insertTrack(db, {
    artistId: artist.id,
    title: TITLE,
    externalIds: { spotify: SPOTIFY_ID, deezer: '1109731' },
  });
  await insertManagement(db, { memberId: owner.id, accountId: artist.id });
}

/** A visitor's browser: JavaScript off, its own user agent; the services answer locally. */
async function fanContext(userAgent: string): Promise<BrowserContext> {
  const context = await fanBrowser.newContext({
    javaScriptEnabled: false,
    userAgent,
    locale: 'en-GB',
  });
  // No network here: the service's page is answered locally.
  await context.route(/^https:\/\/open\.spotify\.com\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Spotify</title>Spotify' }),
  );
  return context;
}

/** Clicks the Spotify button: our redirect forwards the browser to the track on Spotify. */
async function openSpotify(fanPage: Page) {
  const forwarded = fanPage.waitForRequest(
    (request) => request.url() === `https://open.spotify.com/track/${SPOTIFY_ID}`,
  );
  await fanPage.getByRole('link', { name: /Spotify/ }).click();
  await forwarded;
}

/** The link's row of spec §2's analytics table: visits and clicks, as the member sees them. */
async function counted() {
  await page.goto(server.url('main', '/marketing'));
  const row = page.getByTestId(`smart-link-${slug}`);
  await row.waitFor();
  return {
    visits: await row.getByTestId('visits').textContent(),
    clicks: await row.getByTestId('clicks').textContent(),
  };
}

beforeAll(async () => {
  data = await prepareData('links', seed);
  const dataEnv = data.env;
  const browserPath = await findChromium();
  [server, member, fanBrowser] = await Promise.all([
    startServer({ basePort: 8530, env: { DEV_OUTBOX: '1', ...dataEnv } }),
    launchBrowser(),
    chromium.launch({
      executablePath: browserPath.executablePath,
      ...(Object.keys(browserPath.env).length > 0
        ? { env: { ...process.env, ...browserPath.env } }
        : {}),
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic'],
    }),
  ]);
  page = await member.newPage();
}, 240_000);
afterAll(async () => {
  await fanBrowser?.close();
  await member?.close();
  await server?.dispose();
  await data?.dispose();
});

describe('smart links end to end (issue 23)', () => {
  it('a member creates a live smart link for a track from /marketing', async () => {
    await page.goto(server.url('main', '/login'));
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Email me a login link' }).click();
    await page.getByRole('status').waitFor();
    await page.goto(server.url('main', '/dev/outbox'));
    await page
      .locator('article', { hasText: `To ${email}` })
      .first()
      .getByRole('link', { name: /\/magic\?token=/ })
      .click();
    await page.getByTestId('user-menu').waitFor();

    await page.goto(server.url('main', '/marketing'));
    await page.getByRole('heading', { name: 'Smart links' }).waitFor();
    await page.getByText('No smart link yet.', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'New smart link' }).click();
    const track = page.getByLabel('Track', { exact: true });
    await expect.poll(() => track.locator('option').count()).toBe(2);
    await track.selectOption({ label: `${TITLE} – Smart Link E2E Artist` });
    // The services come from the catalogue's links of the track, Spotify first.
    const services = page.getByRole('list', { name: 'Services' });
    await expect.poll(() => services.getByRole('listitem').allTextContents()).toHaveLength(2);
    expect(await services.getByRole('listitem').first().textContent()).toContain('Spotify');
    slug = await page.getByLabel('Short link').inputValue();
    expect(slug).toBe('harbour-lights');
    await page.getByRole('button', { name: 'Create smart link' }).click();
    await page.getByText('Your smart link is ready.').waitFor();
    expect(await counted()).toEqual({ visits: '0', clicks: '0' });
    expect(page.problems).toEqual([]);
  });

  it('a fan opens the fan page logged out without JavaScript and clicks a service, counted once', async () => {
    const fan = await fanContext(FAN_AGENT);
    const fanPage = await fan.newPage();
    const response = await fanPage.goto(server.url('links', `/${slug}`));
    expect(response?.status()).toBe(200);
    const body = await response!.body();
    expect(body.byteLength).toBeLessThan(30 * 1024);
    expect(await fanPage.getByRole('heading', { level: 1 }).textContent()).toBe(TITLE);
    expect(await fanPage.locator('meta[property="og:title"]').getAttribute('content')).toBe(
      `${TITLE} by Smart Link E2E Artist`,
    );
    await openSpotify(fanPage);
    expect(await counted()).toEqual({ visits: '1', clicks: '1' });

    // The same visitor, the same day: a click, not a new visitor.
    await fanPage.goto(server.url('links', `/${slug}`));
    await openSpotify(fanPage);
    expect(await counted()).toEqual({ visits: '1', clicks: '2' });
    await fan.close();
  });

  it('a known bot user agent counts nothing', async () => {
    const bot = await fanContext('Twitterbot/1.0');
    const botPage = await bot.newPage();
    await botPage.goto(server.url('links', `/${slug}`));
    await openSpotify(botPage);
    await bot.close();
    expect(await counted()).toEqual({ visits: '1', clicks: '2' });
  });

  it('downloads the share analytics as CSV through the report download', async () => {
    await page.goto(server.url('main', '/marketing'));
    await page.getByTestId(`smart-link-${slug}`).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(
      'Songstats Report - Share and pre-save analytics.csv',
    );
    const file = await download.path();
    const text = readFileSync(file, 'utf8').replace(/^\uFEFF/, '');
    expect(text.trim().split(/\r?\n/)).toEqual([
      'Track,Artist,Link,Visits,Clicks,Click-through rate,Share',
      `${TITLE},Smart Link E2E Artist,${server.url('links', `/${slug}`)},1,2,2,1`,
    ]);
  });

  it("shows the link's visits and clicks by service on its own page", async () => {
    await page.goto(server.url('main', '/marketing'));
    await page.getByRole('link', { name: TITLE }).click();
    await page.getByRole('heading', { name: 'Over time' }).waitFor();
    expect(await page.getByTestId('total-Visits').textContent()).toBe('1');
    expect(await page.getByTestId('total-Clicks').textContent()).toBe('2');
    expect(await page.getByTestId('total-Click-through rate').textContent()).toBe('200.0%');
    const byService = page.getByRole('region', { name: 'By service' });
    expect(await byService.getByRole('row').nth(1).textContent()).toBe('Spotify2');
    expect(page.problems).toEqual([]);
  });

  it('the fan page passes axe (WCAG 2.2 AA) at 1350 and 390 px', async () => {
    const found: string[] = [];
    for (const width of [1350, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(server.url('links', `/${slug}`));
      await page.getByRole('heading', { level: 1 }).waitFor();
      found.push(...(await axeViolations(page)).map((violation) => `${width} px ${violation}`));
    }
    await page.setViewportSize({ width: 1440, height: 900 });
    expect(found).toEqual([]);
  });
});
