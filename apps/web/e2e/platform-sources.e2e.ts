import { queryRows } from '@songstats/db';
import { noPlatformDataText } from '@songstats/domain';
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadMonitoredArtists } from '../../../packages/monitor/src/artists/monitored-artists';
import { refreshAudience } from '../../../packages/monitor/src/audience/refresh-audience';
import { loadTrackIds } from '../../../packages/monitor/src/catalogue/sync-catalogue';
import { refreshComments } from '../../../packages/monitor/src/comments/refresh-comments';
import { refreshSourceCounters } from '../../../packages/monitor/src/counters/refresh-counters';
import { refreshPlatformAudience } from '../../../packages/monitor/src/platform-audience/refresh-platform-audience';
import { problemsBesidesArtwork } from './demo-world';
import type { TestServer } from './harness';
import {
  closeSession,
  insertArtistManager,
  prepareMonitoredWorld,
  type Session,
  startSession,
} from './monitored-world';

// Issue 21 item 3 in the browser: the monitor reads the world's new sources (the platforms'
// audience reports, Instagram and DJ-store counters, YouTube and SoundCloud comments) for eight
// days, one of them a Monday, then a member who manages an artist sees them on the audience tabs
// (cards, map, tables), on /audience?city= and on a track's tabs.
const EMAIL = 'platforms@example.com';
const AUDIENCE_TABS = ['spotify', 'apple_music', 'youtube', 'tiktok', 'instagram', 'shazam'];
const COUNTER_SOURCES = ['spotify', 'youtube', 'instagram', 'soundcloud', 'beatport', 'traxsource'];

let session: Session | undefined;
let server: TestServer;
let page: Page & { problems: string[] };
const facts = { artist: '', track: '', trackComments: 0, city: 0, cityName: '' };

function prepare() {
  return prepareMonitoredWorld(
    'platforms',
    { seed: 4, scale: 0.02, days: 20 },
    async ({ db, context, world }) => {
      const trackIds = await loadTrackIds(db);
      const artists = await loadMonitoredArtists(db);
      for (let day = world.day - 7; day <= world.day; day++) {
        const date = world.state.calendar.dateOf(day);
        for (const source of COUNTER_SOURCES) {
          await refreshSourceCounters(context, source, trackIds, date);
        }
        await refreshAudience(context, artists, date);
        await refreshPlatformAudience(context, artists, date);
        await refreshComments(context, trackIds, date);
      }
      // The monitored artist whose track has the most YouTube comments, and that track.
      const [busiest] = await queryRows<{
        account_id: number;
        artist: string;
        track: string;
        comments: number;
      }>(
        db,
        sql`select a.id::int as account_id, a.id_unique as artist, t.id_unique as track,
            count(*)::int as comments
          from track_comments c join tracks t on t.id = c.track_id
          join track_artists ta on ta.track_id = t.id
          join accounts a on a.id = ta.account_id and a.monitored_since is not null
          where c.source = 'youtube'
          group by a.id, a.id_unique, t.id_unique order by comments desc, t.id_unique limit 1`,
      );
      if (!busiest) throw new Error('No comments were read from the world.');
      const [top] = await queryRows<{ id: number; name: string }>(
        db,
        sql`select c.id::int as id, c.name from audience a join cities c on c.id::text = a.place
          where a.account_id = ${busiest.account_id} and a.source = 'youtube' and a.scope = 'city'
          order by a.day desc, a.value desc limit 1`,
      );
      if (!top) throw new Error('No YouTube audience was read from the world.');
      Object.assign(facts, {
        artist: busiest.artist,
        track: busiest.track,
        trackComments: busiest.comments,
        city: top.id,
        cityName: top.name,
      });
      await insertArtistManager(db, {
        email: EMAIL,
        name: 'Paula Platforms',
        accountId: busiest.account_id,
      });
    },
  );
}

beforeAll(async () => {
  session = await startSession(prepare, 8520, EMAIL);
  ({ server, page } = session);
}, 300_000);
afterAll(() => closeSession(session));

const eventually = <T>(read: () => T | Promise<T>) =>
  expect.poll(read, { timeout: 20_000, interval: 200 });

describe('every audience tab and the new track sources on the demo data (issue 21)', () => {
  it('gives each audience tab its cards, a map and tables of cities and countries', async () => {
    for (const source of AUDIENCE_TABS) {
      await page.goto(server.url('main', `/audience?source=${source}`));
      await page.getByTestId('top-place').first().waitFor();
      // The map loads when it comes near the viewport (issue 29).
      await page.getByTestId('map').first().scrollIntoViewIfNeeded();
      await eventually(() =>
        page.getByTestId('map').first().locator('canvas').count(),
      ).toBeGreaterThan(0);
      const cities = page.locator('table[data-table-id="audience_cities"] tbody tr');
      const countries = page.locator('table[data-table-id="audience_countries"] tbody tr');
      await eventually(() => cities.count()).toBeGreaterThan(0);
      expect(await countries.count(), source).toBeGreaterThan(0);
      expect(await page.getByTestId('stat-card').count(), source).toBeGreaterThan(0);
      expect(await page.getByText('Top City').count(), source).toBeGreaterThan(0);
    }
    expect(problemsBesidesArtwork(page)).toEqual([]);
  });

  it('focuses the city of /audience?city= and goes back to all cities', async () => {
    await page.goto(server.url('main', `/audience?source=youtube&city=${facts.city}`));
    const focus = page.getByTestId('city-focus');
    await focus.getByRole('heading', { name: new RegExp(`^${facts.cityName}, `) }).waitFor();
    const platforms = focus.getByTestId('city-source');
    await eventually(() => platforms.count()).toBeGreaterThan(0);
    expect(await focus.textContent()).toContain('YouTube');
    expect(await focus.textContent()).toMatch(/#1 of \d+ cities/);
    await focus.getByRole('button', { name: 'Show all cities' }).click();
    await eventually(() => focus.count()).toBe(0);
    expect(new URL(page.url()).searchParams.get('city')).toBeNull();
    expect(new URL(page.url()).searchParams.get('source')).toBe('youtube');
    expect(problemsBesidesArtwork(page)).toEqual([]);
  });

  it("shows the track's Instagram counters and its YouTube comments", async () => {
    await page.goto(server.url('main', `/tracks/${facts.track}?source=instagram`));
    const stats = page.locator('table[data-table-id="stats"] tbody tr');
    await eventually(() => stats.count()).toBe(3);
    // Its counters are there (its empty tables, charts and activities, may say so).
    const metrics = await stats.evaluateAll((rows) =>
      rows.map((row) => row.querySelector('td')?.textContent?.trim()),
    );
    expect(metrics.sort()).toEqual(['Comments', 'Likes', 'Views']);
    // The tab is not the whole-tab no-data notice.
    expect(
      await page.locator('p.border-dashed', { hasText: noPlatformDataText('Instagram') }).count(),
    ).toBe(0);

    await page.goto(server.url('main', `/tracks/${facts.track}?source=youtube`));
    const comments = page.getByRole('region', { name: 'Comments' });
    await comments.getByRole('heading', { name: `Comments (${facts.trackComments})` }).waitFor();
    expect(await comments.locator('li').count()).toBe(Math.min(50, facts.trackComments));
    expect(problemsBesidesArtwork(page)).toEqual([]);
  });
});
