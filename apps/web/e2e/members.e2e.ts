import { TEXTS } from '@songstats/domain';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, startServer, type TestBrowser, type TestServer } from './harness';

// Issue 5 acceptance: sign up, the mail in the outbox, the magic link, search with a typo, add a
// profile from a Spotify link, a password change that ends the other sessions, and logout.
let server: TestServer;
let browser: TestBrowser;
let page: Page & { problems: string[] };
const email = `e2e-${Date.now()}@example.com`;

beforeAll(async () => {
  [server, browser] = await Promise.all([
    // The outbox is served on PostgreSQL too (DEV_OUTBOX), and the demo catalogue is seeded.
    startServer({ basePort: 8130, env: { DEV_OUTBOX: '1', SEED_DEMO: '1' } }),
    launchBrowser(),
  ]);
  page = await browser.newPage();
});
afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

/** Opens the local outbox from the page's link and follows the newest magic link to `to`. */
async function followMagicLink(target: Page, to: string) {
  await target.getByRole('link', { name: 'local outbox' }).click();
  await target.waitForURL('**/dev/outbox');
  const mail = target.locator('article', { hasText: `To ${to}` }).first();
  await mail.getByRole('link', { name: /\/magic\?token=/ }).click();
}

describe('members end to end (issue 5)', () => {
  it('signs up, finds the mail in the outbox, follows the magic link and is logged in', async () => {
    await page.goto(server.url('main', '/signup?ref=spring'));
    await page.getByLabel('Name').fill('Eve Example');
    await page.getByLabel('Email').fill(email.toUpperCase());
    await page.getByRole('button', { name: 'Create free account' }).click();
    await page.waitForURL('**/email-confirmation');
    await expect.poll(() => page.getByRole('status').textContent()).toContain(email);

    const outbox = await (await fetch(server.url('main', '/dev/outbox.json'))).json();
    expect(outbox[0]).toMatchObject({
      to: email,
      subject: 'Welcome to Songstats: confirm your email',
    });
    expect(outbox[0].text).toContain(`${server.url('main', '/magic?token=')}`);

    await followMagicLink(page, email);
    await page.waitForURL('**/feed');
    await expect.poll(() => page.getByTestId('user-menu').textContent()).toBe('Eve Example');
    expect(await page.getByRole('link', { name: TEXTS.header.logIn }).count()).toBe(0);
    const stored = JSON.parse(
      (await page.evaluate(() => localStorage.getItem('songstats-session'))) ?? '{}',
    );
    expect(stored.state.login.userEmailAddress.email).toBe(email);
    expect(stored.state.login.entryCode).toBe('spring');
  });

  it('finds the seeded artist despite a typo, and says when nothing matches', async () => {
    const search = page.getByRole('combobox', { name: TEXTS.search.placeholder });
    await search.fill('dafr');
    await expect
      .poll(() => page.getByRole('list', { name: 'Results' }).textContent())
      .toContain('Daft Punk');
    await search.fill('zzqqxxv');
    await expect.poll(() => page.getByText(TEXTS.search.noMatches).count()).toBe(1);
    await search.fill('dafr');
    await page.getByRole('button', { name: /Daft Punk/ }).click();
    await page.waitForURL('**/artist/demo-daft-punk');
    // spec §3: the chosen result joins the Recent list.
    await page.getByRole('combobox', { name: TEXTS.search.placeholder }).click();
    await expect
      .poll(() => page.getByRole('list', { name: TEXTS.search.recent }).textContent())
      .toContain('Daft Punk');
    await page.keyboard.press('Escape');
  });

  it('adds a profile from a Spotify artist link and lists it under Artists', async () => {
    await page.getByRole('button', { name: TEXTS.addProfile.title }).first().click();
    const dialog = page.getByRole('dialog');
    const submit = dialog.getByRole('button', { name: TEXTS.addProfile.title });
    expect(await submit.isDisabled()).toBe(true);
    await dialog.getByLabel('Link').fill('https://example.com/not-an-artist');
    await submit.click();
    await expect
      .poll(() => dialog.getByRole('alert').textContent())
      .toBe(TEXTS.addProfile.needsStreamingArtistLink);
    await dialog
      .getByLabel('Link')
      .fill('https://open.spotify.com/artist/0kbYTNQb4Pb1rPbbaF0pT4?si=e2e');
    await submit.click();
    await page.waitForURL('**/artist/demo-robyn');
    await page.getByTestId('user-menu').click();
    await expect
      .poll(() => page.getByRole('region', { name: TEXTS.userMenuGroups.artists }).textContent())
      .toContain('Robyn');
    await page.keyboard.press('Escape');
  });

  it('changes the password and ends the other sessions', async () => {
    const other = await launchBrowser();
    try {
      const second = await other.newPage();
      await second.goto(server.url('main', '/login'));
      await second.getByLabel('Email').fill(email);
      await second.getByRole('button', { name: 'Email me a login link' }).click();
      await second.getByRole('status').waitFor();
      await followMagicLink(second, email);
      await second.waitForURL('**/artist/**');
      await expect.poll(() => second.getByTestId('user-menu').count()).toBe(1);

      await page.goto(server.url('main', '/settings/account-management'));
      await page.getByLabel('New password').fill('a long new password');
      await page.getByLabel('Confirm password').fill('a long new password');
      await page.getByRole('button', { name: 'Change password' }).click();
      await expect.poll(() => page.getByText(TEXTS.success.passwordChanged).count()).toBe(1);

      await second.goto(server.url('main', '/settings/account-management'));
      await second.waitForURL('**/login');
      await expect
        .poll(() => second.getByRole('link', { name: TEXTS.header.logIn }).count())
        .toBe(1);
      // This session lives on.
      await page.reload();
      await expect.poll(() => page.getByTestId('user-menu').count()).toBe(1);
    } finally {
      await other.close();
    }
  });

  it('logs out and the stored state is gone', async () => {
    await page.getByTestId('user-menu').click();
    await page.getByRole('link', { name: TEXTS.header.logout }).click();
    await page.waitForURL(server.url('main', '/'));
    await expect.poll(() => page.getByRole('link', { name: TEXTS.header.logIn }).count()).toBe(1);
    const stored = JSON.parse(
      (await page.evaluate(() => localStorage.getItem('songstats-session'))) ?? '{}',
    );
    expect(stored.state).toEqual({ login: null, entryCode: null });
    const recent = JSON.parse(
      (await page.evaluate(() => localStorage.getItem('songstats-recent-searches'))) ?? '{}',
    );
    expect(recent.state.recent).toEqual([]);
    expect(page.problems).toEqual([]);
  });
});
