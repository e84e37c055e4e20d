import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Database } from '@songstats/db';
import { insertMember } from '@songstats/db/seed';
import { ARTIST_LINK_TEXTS, TEXTS } from '@songstats/domain';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TEST_CLOCK_VARIABLE,
  TEST_POLL_VARIABLE,
} from '../../../packages/monitor/src/real-platforms/test-clock';
import {
  ARTIST,
  PROFILE_LINKS,
  startRealModePlatforms,
} from '../../../packages/monitor/src/real-platforms/testing/real-mode-platforms';
import { signIn } from './demo-world';
import { launchBrowser, startServer, type TestBrowser, type TestServer } from './harness';
import { type PreparedData, prepareData } from './prepared-data';

// Issue 27 in the browser: Add Profile takes an artist's link on any of the seven platforms. The
// server in real mode (MONITOR_SOURCES=real) reads the local fixture platforms (documented
// shapes: packages/monitor/src/real-platforms/testing); a member is told why a YouTube video is
// not an artist, then adds the artist by her Apple Music link, which MusicBrainz's URL relations
// resolve, and the setup finishes with her name.
const MEMBER = 'links-manager@example.com';

let server: TestServer;
let browser: TestBrowser;
let page: Page & { problems: string[] };
let platforms: Awaited<ReturnType<typeof startRealModePlatforms>>;
let data: PreparedData | undefined;
const clockDir = mkdtempSync(path.join(tmpdir(), 'h27-clock-'));
const clockFile = path.join(clockDir, 'now');

beforeAll(async () => {
  writeFileSync(clockFile, '2026-11-26T07:00:00Z');
  let launched: TestBrowser;
  [platforms, data, launched] = await Promise.all([
    startRealModePlatforms(),
    prepareData('add-profile-links', (db: Database) =>
      insertMember(db, { email: MEMBER, name: 'Links Manager', emailConfirmedAt: new Date() }),
    ),
    launchBrowser(),
  ]);
  browser = launched;
  server = await startServer({
    basePort: 9850,
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
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await server?.dispose();
  await platforms?.server.close();
  await data?.dispose();
  rmSync(clockDir, { recursive: true, force: true });
});

describe('Add Profile by an artist link of any platform (issue 27)', () => {
  it('refuses a YouTube video, then sets up the artist of an Apple Music link', async () => {
    await page.getByRole('button', { name: TEXTS.addProfile.title }).first().click();
    const dialog = page.getByRole('dialog', { name: TEXTS.addProfile.title });
    const link = dialog.getByLabel('Link');
    expect(await link.getAttribute('placeholder')).toBe(ARTIST_LINK_TEXTS.placeholder);
    await link.fill('https://www.youtube.com/watch?v=FGBhQbmPwH8');
    await dialog.getByRole('button', { name: TEXTS.addProfile.title }).click();
    await expect
      .poll(() => dialog.getByRole('alert').textContent(), { timeout: 60_000 })
      .toBe(ARTIST_LINK_TEXTS.notAnArtist('YouTube', 'https://www.youtube.com/@name'));

    await link.fill(PROFILE_LINKS.apple_music.link);
    await dialog.getByRole('button', { name: TEXTS.addProfile.title }).click();
    await page.waitForURL(/\/artist\/[0-9a-f]+/, { timeout: 60_000 });
    // MusicBrainz's relation of the link names her; the setup ends done, not failed.
    await expect
      .poll(
        async () => {
          await page.reload();
          return page.getByRole('heading', { level: 1 }).textContent();
        },
        { timeout: 90_000, interval: 500 },
      )
      .toBe(ARTIST.name);
    await expect
      .poll(
        async () => {
          await page.reload();
          await page.getByRole('heading', { level: 1 }).waitFor();
          return page.getByText('Setting up this artist profile.').count();
        },
        { timeout: 90_000, interval: 500 },
      )
      .toBe(0);
    expect(await page.getByText('Setting up this profile failed.').count()).toBe(0);
    const asked = platforms
      .requestsTo('musicbrainz')
      .filter((request) => request.url.pathname === '/musicbrainz/url')
      .map((request) => request.url.searchParams.get('resource'));
    expect(asked).toEqual([PROFILE_LINKS.apple_music.resource]);
  }, 240_000);
});
