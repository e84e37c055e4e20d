import { ADMIN_ACCOUNTS, PROFILE_OWNERSHIP_TEXTS, TEXTS } from '@songstats/domain';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, startServer, type TestBrowser, type TestServer } from './harness';

// Issue 5 acceptance: sign up, the mail in the outbox, the magic link, search with a typo, add a
// profile from a Spotify link, a password change that ends the other sessions, logout, a wrong or
// reused magic token, and the admin menu (admins only, main and social products only).
let server: TestServer;
let browser: TestBrowser;
let page: Page & { problems: string[] };
const email = `e2e-${Date.now()}@example.com`;
const adminEmail = `e2e-admin-${Date.now()}@example.com`;
/** The sign-up's magic link, spent by the first test. */
let spentMagicLink = '';

beforeAll(async () => {
  [server, browser] = await Promise.all([
    // The outbox is served on PostgreSQL too (DEV_OUTBOX), and the demo catalogue is seeded.
    startServer({
      basePort: 8130,
      env: { DEV_OUTBOX: '1', SEED_DEMO: '1', ADMIN_EMAILS: adminEmail },
    }),
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
    spentMagicLink = outbox[0].text.match(/http:\/\/\S+\/magic\?token=[\w-]+/)[0];

    await followMagicLink(page, email);
    await page.waitForURL('**/feed');
    await expect.poll(() => page.getByTestId('user-menu').textContent()).toBe('Eve Example');
    expect(await page.getByRole('link', { name: TEXTS.header.logIn }).count()).toBe(0);
    // Not an admin: no admin menu (spec §6).
    expect(await page.getByRole('button', { name: 'Admin', exact: true }).count()).toBe(0);
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

  it('follows a profile from a Spotify artist link and lists it under Artists', async () => {
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
    // Issue 20: Robyn is in the catalogue, so the member follows her profile and is told so.
    await expect
      .poll(() => dialog.getByRole('status').textContent())
      .toBe(PROFILE_OWNERSHIP_TEXTS.following('Robyn'));
    await dialog.getByRole('button', { name: 'Open Robyn' }).click();
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

  it('sends a wrong or reused magic token back to /login with the spec §8 error', async () => {
    const visitor = await launchBrowser();
    try {
      const tab = await visitor.newPage();
      for (const link of [server.url('main', '/magic?token=not-a-token'), spentMagicLink]) {
        await tab.goto(link);
        await tab.waitForURL('**/login');
        await expect
          .poll(() => tab.getByText(TEXTS.errors.magicLinkInvalid).first().isVisible())
          .toBe(true);
        expect(await tab.getByTestId('user-menu').count()).toBe(0);
      }
    } finally {
      await visitor.close();
    }
  });

  it('shows the admin menu only to an admin, and only on the main and social products', async () => {
    const admin = await launchBrowser();
    try {
      const tab = await admin.newPage();
      await tab.goto(server.url('main', '/signup'));
      await tab.getByLabel('Name').fill('Ada Admin');
      await tab.getByLabel('Email').fill(adminEmail);
      await tab.getByRole('button', { name: 'Create free account' }).click();
      await tab.waitForURL('**/email-confirmation');
      await followMagicLink(tab, adminEmail);
      for (const variant of ['main', 'social', 'radio'] as const) {
        if (variant !== 'main') {
          await tab.goto(server.url(variant, '/login'));
          await tab.getByLabel('Email').fill(adminEmail);
          await tab.getByRole('button', { name: 'Email me a login link' }).click();
          await tab.getByRole('status').waitFor();
          await followMagicLink(tab, adminEmail);
        }
        await tab.getByTestId('user-menu').waitFor();
        const menu = tab.getByRole('button', { name: 'Admin', exact: true });
        expect(await menu.count()).toBe(variant === 'radio' ? 0 : 1);
      }
      // The 17 internal accounts (spec §2), each opening /{id}.
      await tab.goto(server.url('social', '/welcome'));
      const menu = tab.getByRole('button', { name: 'Admin', exact: true });
      await menu.click();
      const list = tab.locator(`[id="${await menu.getAttribute('aria-controls')}"]`);
      expect(await list.getByRole('link').allTextContents()).toEqual(
        ADMIN_ACCOUNTS.map((account) => account.name),
      );
      await list.getByRole('link', { name: 'Error Reports' }).click();
      await tab.waitForURL(server.url('social', '/error-reports'));
    } finally {
      await admin.close();
    }
  });
});
