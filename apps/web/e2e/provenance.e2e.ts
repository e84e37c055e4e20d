import { queryRows, refreshPlaylistHealth } from '@songstats/db';
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadTrackIds } from '../../../packages/monitor/src/catalogue/sync-catalogue';
import { refreshSourceCounters } from '../../../packages/monitor/src/counters/refresh-counters';
import { refreshAllPlaylists } from '../../../packages/monitor/src/playlists/refresh-all-playlists';
import { problemsBesidesArtwork } from './demo-world';
import type { TestBrowser, TestServer } from './harness';
import {
  closeSession,
  insertArtistManager,
  prepareMonitoredWorld,
  type Session,
  startSession,
  worldEndingToday,
} from './monitored-world';

// Issue 28 in the browser (why-it-moved.e2e.ts already shows a jump's cause and a milestone
// ETA): the monitor reads the world's last days of Spotify counters and playlists and rates the
// playlists' health. A member who manages an artist sees, in the feed, a playlist item's health
// flag; on the track's Spotify tab, a card's source and refresh time on hover and on keyboard
// focus (decision 063), and the playlists table's health badge; on the overview, the follower
// breakdown's and the Playlist Reach card's sources.
const EMAIL = 'provenance@example.com';
const DAYS = 6;

let session: Session | undefined;
let server: TestServer;
let browser: TestBrowser;
let page: Page & { problems: string[] };
const facts = {
  artist: '',
  track: '',
  playlist: '',
  playlistId: '',
  verdict: '',
  refreshed: '',
  playlistsRefreshed: '',
};

const today = new Date().toISOString().slice(0, 10);
function prepare() {
  return prepareMonitoredWorld(
    'provenance',
    worldEndingToday({ seed: 5, scale: 0.03 }, DAYS + 2),
    async ({ db, context, world }) => {
      const trackIds = await loadTrackIds(db);
      for (let day = world.day - DAYS; day <= world.day; day++) {
        const date = world.state.calendar.dateOf(day);
        await refreshSourceCounters(context, 'spotify', trackIds, date);
        await refreshAllPlaylists(context, trackIds, date);
      }
      await refreshPlaylistHealth(db, today);
      // A monitored artist whose feed's first page holds a playlist item, and its track on the
      // most followed rated playlist, read on Spotify today.
      const [chosen] = await queryRows<{
        artist: number;
        artist_unique: string;
        track: string;
        playlist: string;
        playlist_id: string;
        verdict: string;
      }>(
        db,
        sql`with recent as (
            select aa.account_id, a.activity_type,
              row_number() over (partition by aa.account_id
                                 order by aa.activity_date desc, aa.activity_id desc) as n
            from account_activities aa join activities a on a.id = aa.activity_id
            where aa.tier is not null)
          select ac.id::int as artist, ac.id_unique as artist_unique, t.id_unique as track,
            p.name as playlist, p.external_id as playlist_id, h.verdict
          from accounts ac
          join track_artists ta on ta.account_id = ac.id
          join tracks t on t.id = ta.track_id
          join playlist_entries pe on pe.track_id = t.id
          join playlists p on p.id = pe.playlist_id and p.source = 'spotify'
          join playlist_health h on h.playlist_id = p.id
          where ac.type = 'artist' and ac.monitored_since is not null
            and exists (select 1 from series s where s.object_type = 'track'
                          and s.object_id = t.id and s.source = 'spotify' and s.day = ${today}::date)
            and exists (select 1 from recent r where r.account_id = ac.id and r.n <= 20
                          and r.activity_type in ('playlist_add', 'playlist_remove'))
          order by p.followers desc, t.id limit 1`,
      );
      if (!chosen) throw new Error('No monitored artist with a rated playlist in its feed.');
      const [run] = await queryRows<{ finished: string }>(
        db,
        sql`select to_char(max(finished_at) at time zone 'UTC', 'FMDD Mon YYYY, HH24:MI') as finished
          from monitor_job_days where day = ${today}::date`,
      );
      // Issue 28: the playlist page's followers are of the day Spotify's playlists were read
      // whole, and of the time that finished (decision 063).
      const [playlists] = await queryRows<{ finished: string }>(
        db,
        sql`select to_char(finished_at at time zone 'UTC', 'FMDD Mon YYYY, HH24:MI') as finished
          from monitor_job_days where job = 'playlists:spotify' order by day desc limit 1`,
      );
      Object.assign(facts, {
        artist: chosen.artist_unique,
        track: chosen.track,
        playlist: chosen.playlist,
        playlistId: chosen.playlist_id,
        verdict: chosen.verdict,
        refreshed: `${run!.finished} UTC`,
        playlistsRefreshed: `${playlists!.finished} UTC`,
      });
      await insertArtistManager(db, {
        email: EMAIL,
        name: 'Priya Provenance',
        accountId: chosen.artist,
      });
    },
  );
}

beforeAll(async () => {
  session = await startSession(prepare, 9900, EMAIL);
  ({ server, browser, page } = session);
}, 600_000);
afterAll(() => closeSession(session));

describe('where every figure comes from, and playlist health (issue 28)', () => {
  it("shows a feed playlist item's health flag with its signals", async () => {
    await page.goto(server.url('main', '/feed'));
    const flag = page.getByTestId('feed-item').getByTestId('playlist-health').first();
    await flag.waitFor({ timeout: 30_000 });
    expect(await flag.getAttribute('data-verdict')).toMatch(/^(clean|suspicious|botted)$/);
    expect(await flag.getAttribute('aria-label')).toMatch(
      /^Playlist health: (Clean|Suspicious|Botted) \(\d{4}-\d{2}-\d{2}\)\. .+/,
    );
    expect(problemsBesidesArtwork(page)).toEqual([]);
  });

  it("tells a card's source and refresh time when the card is hovered", async () => {
    await page.goto(
      server.url('main', `/tracks/${facts.track}?source=spotify&account=${facts.artist}`),
    );
    const card = page.getByTestId('stat-card').filter({ hasText: 'Streams' }).first();
    await card.waitFor({ timeout: 30_000 });
    const tooltip = card.getByTestId('provenance-tooltip');
    expect(await tooltip.isVisible()).toBe(false);
    await card.hover();
    await tooltip.waitFor({ state: 'visible', timeout: 5_000 });
    const text = (await tooltip.textContent()) ?? '';
    expect(text).toContain('Source: Spotify');
    expect(text).toContain(`Refreshed: ${facts.refreshed}`);
    expect(text).toContain('Fresh');
    expect(problemsBesidesArtwork(page)).toEqual([]);
  });

  it('tells it on keyboard focus too', async () => {
    await page.mouse.move(0, 0);
    const card = page.getByTestId('stat-card').filter({ hasText: 'Streams' }).first();
    const tooltip = card.getByTestId('provenance-tooltip');
    await tooltip.waitFor({ state: 'hidden', timeout: 5_000 });
    const mark = card.getByRole('button', { name: /^Where this figure comes from: Fresh$/ });
    await mark.focus();
    expect(await mark.evaluate((node) => node === document.activeElement)).toBe(true);
    await tooltip.waitFor({ state: 'visible', timeout: 5_000 });
    expect(await tooltip.textContent()).toContain(`Refreshed: ${facts.refreshed}`);
  });

  it("shows each playlist's health in the track's playlists table", async () => {
    const table = page.locator('table[data-table-id="playlists"]');
    await table.waitFor({ timeout: 30_000 });
    const row = table.locator('tr').filter({ hasText: facts.playlist }).first();
    const badge = row.getByTestId('playlist-health');
    await badge.waitFor({ timeout: 10_000 });
    expect(await badge.getAttribute('data-verdict')).toBe(facts.verdict);
    expect(await badge.getAttribute('aria-label')).toMatch(/^Playlist health: /);
  });

  it("tells where the track overview's follower breakdown comes from", async () => {
    await page.goto(server.url('main', `/tracks/${facts.track}?account=${facts.artist}`));
    const breakdown = page.getByRole('region', { name: 'Follower breakdown' });
    await breakdown.waitFor({ timeout: 60_000 });
    const mark = breakdown.getByRole('button', { name: /^Where this figure comes from: / });
    await mark.first().hover();
    const tooltip = breakdown.getByTestId('provenance-tooltip').first();
    await tooltip.waitFor({ state: 'visible', timeout: 5_000 });
    const text = (await tooltip.textContent()) ?? '';
    expect(text).toContain('Source: Spotify');
    expect(text).toContain(`Refreshed: ${facts.playlistsRefreshed}`);
    expect(problemsBesidesArtwork(page)).toEqual([]);
  });

  it("tells where the overview's Playlist Reach comes from, on hover and on keyboard focus", async () => {
    // Issue 28: a figure summed over platforms carries one mark per platform (decision 063).
    const card = page.getByTestId('overview-stat').filter({ hasText: 'Playlist Reach' });
    await card.waitFor({ timeout: 30_000 });
    const mark = card.getByRole('button', { name: /^Where this figure comes from: Fresh$/ });
    const tooltip = card.getByTestId('provenance-tooltip');
    expect(await mark.count()).toBe(1);
    await page.mouse.move(0, 0);
    expect(await tooltip.isVisible()).toBe(false);
    await mark.hover();
    await tooltip.waitFor({ state: 'visible', timeout: 5_000 });
    const text = (await tooltip.textContent()) ?? '';
    expect(text).toContain('Source: Spotify');
    expect(text).toContain(`Refreshed: ${facts.playlistsRefreshed}`);
    expect(text).toContain('Fresh');
    await page.mouse.move(0, 0);
    await tooltip.waitFor({ state: 'hidden', timeout: 5_000 });
    await mark.focus();
    await tooltip.waitFor({ state: 'visible', timeout: 5_000 });
    expect(await tooltip.textContent()).toContain(`Refreshed: ${facts.playlistsRefreshed}`);
    await mark.blur();
    expect(problemsBesidesArtwork(page)).toEqual([]);
  });

  it("tells where the playlist checker page's followers come from", async () => {
    const visitor = await browser.newPage();
    await visitor.goto(server.url('playlistcheck', `/spotify/${facts.playlistId}`));
    const followers = visitor.getByTestId('followers');
    await followers.waitFor({ timeout: 60_000 });
    const line = visitor.locator('p').filter({ has: followers });
    const mark = line.getByRole('button', { name: /^Where this figure comes from: Fresh$/ });
    const tooltip = line.getByTestId('provenance-tooltip');
    expect(await tooltip.isVisible()).toBe(false);
    // Keyboard focus shows it, as hover does.
    await mark.focus();
    await tooltip.waitFor({ state: 'visible', timeout: 5_000 });
    const text = (await tooltip.textContent()) ?? '';
    expect(text).toContain('Source: Spotify');
    expect(text).toContain(`Refreshed: ${facts.playlistsRefreshed}`);
    expect(text).toContain('Fresh');
    expect(problemsBesidesArtwork(visitor)).toEqual([]);
    await visitor.close();
  });
});
