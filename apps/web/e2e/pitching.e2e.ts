import { type Database, playlistSnapshots } from '@songstats/db';
import {
  insertAccount,
  insertManagement,
  insertMember,
  insertPlaylist,
  insertPlaylistEntry,
  insertTrack,
} from '@songstats/db/seed';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, startServer, type TestBrowser, type TestServer } from './harness';
import { type PreparedData, prepareData } from './prepared-data';

// Issue 23 acceptance, /marketing "Playlist pitching": a member picks a track, sees the playlists
// it fits with each score's reasons, sends a pitch (the mail is in the dev outbox), sees it in
// spec §2's Contact history; the curator's unsubscribe link works and a second pitch is refused.
const stamp = Date.now();
const email = `e2e-pitching-${stamp}@example.com`;
const CURATOR = `cleo-${stamp}@curators.example`;
const MESSAGE = 'Night Drive is a slow-burning techno track for your late hours.';

let server: TestServer;
let member: TestBrowser;
let page: Page & { problems: string[] };
let data: PreparedData | undefined;

async function seed(db: Database) {
  const owner = await insertMember(db, { email, name: 'Pia Pitch' });
  const artist = await insertAccount(db, { name: 'Pitch E2E Artist' });
  const kin = await insertAccount(db, { name: 'Kin E2E Artist' });
  await insertTrack(db, { artistId: artist.id, title: 'Night Drive' });
  const older = await insertTrack(db, { artistId: artist.id, title: 'Older Song' });
  const kinTrack = await insertTrack(db, { artistId: kin.id, title: 'Kin Song' });
  await insertManagement(db, { memberId: owner.id, accountId: artist.id });
  const home = await insertPlaylist(db, {
    name: 'Home Techno',
    genres: ['techno'],
    followers: 10_000,
    curatorEmail: `home-${stamp}@curators.example`,
  });
  const late = await insertPlaylist(db, {
    name: 'Late Techno',
    genres: ['techno'],
    followers: 12_000,
    curatorName: 'Cleo Curator',
    curatorEmail: CURATOR,
  });
  for (const playlist of [home, late]) {
    await db.insert(playlistSnapshots).values({
      playlistId: playlist.id,
      snapshotId: 's1',
      trackCount: 1,
      members: new Uint8Array(),
    });
  }
  await insertPlaylistEntry(db, { playlistId: home.id, trackId: older.id, addedAt: '2026-02-01' });
  await insertPlaylistEntry(db, {
    playlistId: home.id,
    trackId: kinTrack.id,
    addedAt: '2026-01-01',
  });
  await insertPlaylistEntry(db, {
    playlistId: late.id,
    trackId: kinTrack.id,
    addedAt: '2026-03-01',
  });
}

function fitNamed(name: string) {
  return page.getByTestId('playlist-fit').filter({ has: page.getByRole('heading', { name }) });
}

beforeAll(async () => {
  data = await prepareData('pitching', seed);
  [server, member] = await Promise.all([
    startServer({ basePort: 9140, env: { DEV_OUTBOX: '1', ...data.env } }),
    launchBrowser(),
  ]);
  page = await member.newPage();
}, 240_000);
afterAll(async () => {
  await member?.close();
  await server?.dispose();
  await data?.dispose();
});

describe('playlist pitching end to end (issue 23)', () => {
  it('a member sees where a track fits, with reasons, and pitches the curator', async () => {
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
    await page.getByRole('heading', { name: 'Playlist pitching' }).waitFor();
    await expect.poll(() => page.getByText('No pitch sent yet.').count()).toBe(1);
    await page
      .getByLabel('Track to pitch')
      .selectOption({ label: 'Night Drive – Pitch E2E Artist' });
    const late = fitNamed('Late Techno');
    await late.waitFor();
    // Best first: Late Techno (82) above Home Techno (75), each reason shown with its points.
    const names = await page.getByTestId('playlist-fit').getByRole('heading').allTextContents();
    expect(names).toEqual(['Late Techno', 'Home Techno']);
    await expect.poll(() => late.textContent()).toContain('82 / 100');
    const reasons = await late.getByRole('list', { name: 'Why it fits' }).textContent();
    expect(reasons).toContain(
      '+50/50 Genre: techno, the most common genre of the 1 playlist your artists are on (1).',
    );
    expect(reasons).toContain('+24/25 Size: 12,000 followers, about the size of');
    expect(reasons).toContain(
      '+8/25 Recent adds: 1 track of similar artists in the last 28 days (Kin E2E Artist).',
    );
    expect(await late.textContent()).toContain(`Curator: Cleo Curator · ${CURATOR}`);

    await late.getByRole('button', { name: 'Pitch to Late Techno' }).click();
    await late.getByLabel(`Your message to ${CURATOR}`).fill(MESSAGE);
    await late.getByRole('button', { name: 'Send pitch' }).click();
    await expect
      .poll(() => page.getByRole('status').allTextContents())
      .toContain(`Your pitch is on its way to ${CURATOR}.`);
    const row = page.getByTestId('contact-row').first();
    await row.waitFor();
    const cells = await row.getByRole('cell').allTextContents();
    expect(cells[1]).toBe(CURATOR);
    expect(cells[2]).toBe('Playlist pitchNight Drive → Late Techno');
    expect(cells[3]).toBe('No');
    expect(await late.textContent()).toContain('Pitched on');
    expect(page.problems).toEqual([]);
  });

  it("the curator's unsubscribe link works, and a second pitch to the address is refused", async () => {
    // The member starts a pitch of another track to the same curator before they opt out.
    await page
      .getByLabel('Track to pitch')
      .selectOption({ label: 'Older Song – Pitch E2E Artist' });
    const late = fitNamed('Late Techno');
    await late.getByRole('button', { name: 'Pitch to Late Techno' }).click();
    await late.getByLabel(`Your message to ${CURATOR}`).fill(MESSAGE);

    const curator = await member.newPage();
    await curator.goto(server.url('main', '/dev/outbox'));
    const mail = curator.locator('article', { hasText: `To ${CURATOR}` }).first();
    expect(await mail.textContent()).toContain(MESSAGE);
    await mail.getByRole('link', { name: /\/pitch-unsubscribe\?token=/ }).click();
    await curator.getByRole('heading', { name: 'Unsubscribe from pitches' }).waitFor();
    await curator.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect
      .poll(() => curator.getByRole('status').textContent())
      .toBe(`${CURATOR} will receive no more pitches from artists on this service.`);
    expect(curator.problems).toEqual([]);
    await curator.close();

    await late.getByRole('button', { name: 'Send pitch' }).click();
    await expect
      .poll(() => late.getByRole('alert').textContent())
      .toBe(`The curator at ${CURATOR} asked not to receive pitches: this pitch was not sent.`);
    // One pitch in the history, its address marked as unsubscribed.
    await page.reload();
    await page.getByTestId('contact-row').first().waitFor();
    expect(await page.getByTestId('contact-row').count()).toBe(1);
    expect(await page.getByTestId('contact-row').first().textContent()).toContain('(unsubscribed)');
  });
});
