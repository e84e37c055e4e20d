import { queryRows } from '@songstats/db';
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncCatalogue } from '../../../packages/monitor/src/catalogue/sync-catalogue';
import { loadStepInputs } from '../../../packages/monitor/src/cycle-steps';
import { refreshPlatformPlaylists } from '../../../packages/monitor/src/playlists/platform-playlists';
import { refreshAllPlaylists } from '../../../packages/monitor/src/playlists/refresh-all-playlists';
import { recordSpotifyPlaylistDays } from '../../../packages/monitor/src/playlists/track-playlist-days';
import { problemsBesidesArtwork } from './demo-world';
import type { TestServer } from './harness';
import {
  closeSession,
  insertArtistManager,
  prepareMonitoredWorld,
  type Session,
  startSession,
} from './monitored-world';

// Issue 21 in the browser: the monitor reads the world's Spotify, Apple Music, Deezer, Amazon
// Music and Tidal playlists for ten days; a member who manages an artist then sees, on the Deezer
// and Spotify tabs of the artist's tracks, their playlists and reach charted day by day, the
// cards at the chart's last value.
const EMAIL = 'playlists-history@example.com';
const DAYS = 10;

let session: Session | undefined;
let server: TestServer;
let page: Page & { problems: string[] };
interface Facts {
  track: string;
  playlists: number;
  reach: number;
  firstDay: string;
  lastDay: string;
}
/** Per tab: the track charted and what its chart must show. */
const facts: Record<'deezer' | 'spotify', Facts> = {
  deezer: { track: '', playlists: 0, reach: 0, firstDay: '', lastDay: '' },
  spotify: { track: '', playlists: 0, reach: 0, firstDay: '', lastDay: '' },
};

function prepare() {
  return prepareMonitoredWorld(
    'playlist-history',
    { seed: 21, scale: 0.02, days: 0 },
    async ({ db, context, world }) => {
      for (let day = 0; day < DAYS; day++) {
        if (day > 0) world.advanceDay();
        await syncCatalogue(context);
        const { trackIds } = await loadStepInputs(context);
        // Spotify's playlists, then their count once all are read (as the monitor's cycle does).
        await refreshAllPlaylists(context, trackIds, world.date);
        await recordSpotifyPlaylistDays(db, world.date);
        await refreshPlatformPlaylists(context, trackIds, world.date);
      }
      // The monitored artist's track whose Deezer playlists changed most often, and what it is on.
      const [busiest] = await queryRows<{ account_id: number; track: string; track_id: number }>(
        db,
        sql`select a.id::int as account_id, t.id_unique as track, t.id::int as track_id
          from track_playlist_days d join tracks t on t.id = d.track_id
          join track_artists ta on ta.track_id = t.id
          join accounts a on a.id = ta.account_id and a.monitored_since is not null
          where d.source = 'deezer'
          group by a.id, t.id, t.id_unique order by count(*) desc, t.id limit 1`,
      );
      if (!busiest) throw new Error('No Deezer playlists were read from the world.');
      // The same artist's track whose Spotify playlists changed most often.
      const [spotify] = await queryRows<{ track: string; track_id: number }>(
        db,
        sql`select t.id_unique as track, t.id::int as track_id
          from track_playlist_days d join tracks t on t.id = d.track_id
          join track_artists ta on ta.track_id = t.id and ta.account_id = ${busiest.account_id}
          where d.source = 'spotify'
          group by t.id, t.id_unique order by count(*) desc, t.id limit 1`,
      );
      if (!spotify) throw new Error("The artist's tracks are on no Spotify playlist of the world.");
      for (const [source, track] of [
        ['deezer', busiest],
        ['spotify', spotify],
      ] as const) {
        const [now] = await queryRows<{ playlists: number; reach: number }>(
          db,
          sql`select count(*)::int as playlists, coalesce(sum(p.followers), 0)::float8 as reach
            from playlist_entries pe join playlists p on p.id = pe.playlist_id
            where pe.track_id = ${track.track_id} and p.source = ${source}`,
        );
        const [first] = await queryRows<{ day: string }>(
          db,
          sql`select to_char(min(day), 'YYYY-MM-DD') as day from track_playlist_days
            where track_id = ${track.track_id} and source = ${source}`,
        );
        facts[source] = {
          track: track.track,
          playlists: now!.playlists,
          reach: now!.reach,
          firstDay: first!.day,
          lastDay: world.date,
        };
      }
      await insertArtistManager(db, {
        email: EMAIL,
        name: 'Pia Playlists',
        accountId: busiest.account_id,
      });
    },
  );
}

beforeAll(async () => {
  session = await startSession(prepare, 9710, EMAIL);
  ({ server, page } = session);
}, 300_000);
afterAll(() => closeSession(session));

const eventually = <T>(read: () => T | Promise<T>) =>
  expect.poll(read, { timeout: 60_000, interval: 200 });

type Top = {
  top: {
    stats: { id: string; value: number; delta: number | null }[];
    charts: { id: string; points: { date: string; value: number }[] }[];
  };
};

describe("a track's playlists over time (issue 21)", () => {
  for (const [source, tab] of [
    ['deezer', 'Deezer'],
    ['spotify', 'Spotify'],
  ] as const) {
    it(`charts the ${tab} playlists and their reach by day, the cards where the chart ends`, async () => {
      const fact = facts[source];
      const answers: Promise<Top>[] = [];
      const pattern = new RegExp(`/analytics_track/[^/]+/top\\?.*source=${source}(&|$)`);
      page.on('response', (response) => {
        if (pattern.test(response.url())) answers.push(response.json() as Promise<Top>);
      });
      await page.goto(server.url('main', `/tracks/${fact.track}?source=${source}&range=all`));
      await eventually(() => answers.length).toBeGreaterThan(0);
      const body = await answers.at(-1)!;
      expect(body.top.charts.map((chart) => chart.id)).toEqual(
        expect.arrayContaining(['playlists_current', 'playlist_reach_current']),
      );
      for (const id of ['playlists_current', 'playlist_reach_current']) {
        const chart = page.locator(`[data-testid="series-chart"][data-series="${id}"]`);
        // Its line is drawn (an SVG of its own, decision 078).
        await eventually(() =>
          chart.getByTestId('line-chart').locator('path').count(),
        ).toBeGreaterThan(0);
      }
      const days = (Date.parse(fact.lastDay) - Date.parse(fact.firstDay)) / 86_400_000 + 1;
      for (const [id, value] of [
        ['playlists_current', fact.playlists],
        ['playlist_reach_current', fact.reach],
      ] as const) {
        const points = body.top.charts.find((chart) => chart.id === id)!.points;
        expect(points, id).toHaveLength(days);
        expect(points.at(-1), id).toEqual({ date: fact.lastDay, value });
        expect(body.top.stats.find((card) => card.id === `${source}:${id}`)?.value, id).toBe(value);
      }
      // The track's busiest series moved over the days read (not a flat line of today's value).
      const distinct = (id: string) =>
        new Set(
          body.top.charts.find((chart) => chart.id === id)!.points.map((point) => point.value),
        ).size;
      expect(
        Math.max(distinct('playlists_current'), distinct('playlist_reach_current')),
        source,
      ).toBeGreaterThan(1);
      const cards = page.getByTestId('stat-card');
      await eventually(() => cards.filter({ hasText: 'Playlists' }).count()).toBeGreaterThan(0);
      expect(await cards.filter({ hasText: 'Playlist Reach' }).count()).toBe(1);
      expect(problemsBesidesArtwork(page)).toEqual([]);
    }, 240_000);
  }
});
