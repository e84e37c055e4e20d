import { listMoveCandidates, listMoveSeries, queryRows } from '@songstats/db';
import { findJumps, forecastMilestone, rankCauses, seriesFamily } from '@songstats/domain';
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadTrackIds } from '../../../packages/monitor/src/catalogue/sync-catalogue';
import { refreshSourceCounters } from '../../../packages/monitor/src/counters/refresh-counters';
import { refreshTracklistsDay } from '../../../packages/monitor/src/tracklists/refresh-tracklists';
import { problemsBesidesArtwork } from './demo-world';
import type { TestServer } from './harness';
import {
  closeSession,
  insertArtistManager,
  prepareMonitoredWorld,
  type Session,
  startSession,
  worldEndingToday,
} from './monitored-world';

// Issue 28 in the browser: the monitor reads 40 days of the world's Spotify and 1001Tracklists
// counters and its DJ sets; a member who manages the artist of a track whose DJ supports jumped
// sees, on the track's 1001Tracklists tab, the jump told under its chart with its cause (the
// day's DJ support item), on the Spotify tab the next streams milestone with its ETA and
// interval, and in the feed the upcoming milestones.
const EMAIL = 'moves@example.com';
const DAYS = 40;

let session: Session | undefined;
let server: TestServer;
let page: Page & { problems: string[] };
const facts = { artist: '', track: '', jumpDate: '', cause: '', milestone: 0 };

function prepare() {
  return prepareMonitoredWorld(
    'moves',
    worldEndingToday({ seed: 5, scale: 0.03 }, DAYS + 2),
    async ({ db, context, world }) => {
      const trackIds = await loadTrackIds(db);
      for (let day = world.day - DAYS; day <= world.day; day++) {
        const date = world.state.calendar.dateOf(day);
        for (const source of ['spotify', '1001tracklists']) {
          await refreshSourceCounters(context, source, trackIds, date);
        }
        if (day < world.day) await refreshTracklistsDay(context, trackIds, date);
      }
      // The monitored artist's track whose DJ supports jumped last with a DJ support as its top
      // cause (the server's queries and the domain's rule), with a streams milestone forecast.
      const tracks = await queryRows<{
        id: number;
        track: string;
        artist: number;
        accounts: number[];
      }>(
        db,
        sql`select t.id::int as id, t.id_unique as track, a.id::int as artist,
            array(select ta2.account_id::int from track_artists ta2 where ta2.track_id = t.id)
              as accounts
          from tracks t join track_artists ta on ta.track_id = t.id
          join accounts a on a.id = ta.account_id and a.monitored_since is not null
          order by t.id`,
      );
      let best: {
        jumpDate: string;
        cause: string;
        milestone: number;
        track: string;
        artist: number;
      } | null = null;
      for (const track of tracks) {
        const rows = await listMoveSeries(
          db,
          track.id,
          ['spotify', '1001tracklists'],
          '1970-01-01',
        );
        const points = (metric: string) =>
          rows
            .filter((row) => row.metric === metric)
            .map((row) => ({ date: row.day, value: row.value }));
        const forecast = forecastMilestone(points('streams_total'));
        if (!forecast) continue;
        const candidates = (
          await listMoveCandidates(db, track.id, track.accounts, '1970-01-01')
        ).map((row) => ({
          id: row.id,
          type: row.activityType,
          date: row.activityDate,
          text: row.activityText,
          value: row.value,
          sameTrack: row.trackId === track.id,
        }));
        for (const jump of findJumps(points('total_support_total'))) {
          const top = rankCauses(jump, seriesFamily('total_support_total'), candidates, 1)[0];
          if (top?.type === 'dj_support' && (!best || jump.date > best.jumpDate)) {
            best = {
              jumpDate: jump.date,
              cause: top.text,
              milestone: forecast.milestone,
              track: track.track,
              artist: track.artist,
            };
          }
        }
      }
      if (!best) throw new Error('No DJ supports jump with a DJ support as its cause.');
      Object.assign(facts, best);
      const [artist] = await queryRows<{ id_unique: string }>(
        db,
        sql`select id_unique from accounts where id = ${best.artist}`,
      );
      facts.artist = artist!.id_unique;
      await insertArtistManager(db, { email: EMAIL, name: 'Mona Moves', accountId: best.artist });
    },
  );
}

beforeAll(async () => {
  session = await startSession(prepare, 9620, EMAIL);
  ({ server, page } = session);
}, 600_000);
afterAll(() => closeSession(session));

describe('why it moved and the next milestones on a track page (issue 28)', () => {
  it('tells the DJ supports jump under its chart with its cause', async () => {
    await page.goto(
      server.url('main', `/tracks/${facts.track}?source=1001tracklists&account=${facts.artist}`),
    );
    const chart = page.locator('[data-testid="series-chart"][data-series="total_support_total"]');
    const note = chart.getByTestId('jump-note').filter({
      has: page.locator(`time[datetime="${facts.jumpDate}"]`),
    });
    await note.waitFor({ timeout: 30_000 });
    expect(await note.getByTestId('jump-cause').textContent()).toBe(facts.cause);
    expect(await chart.getByRole('heading', { name: 'Why it moved' }).count()).toBe(1);
    expect(problemsBesidesArtwork(page)).toEqual([]);
  });

  it('gives the next streams milestone an ETA with its interval', async () => {
    await page.goto(
      server.url('main', `/tracks/${facts.track}?source=spotify&account=${facts.artist}`),
    );
    const milestones = page.getByRole('region', { name: 'Next milestones' });
    const streams = milestones.getByTestId('milestone-forecast').filter({ hasText: 'Streams:' });
    await streams.waitFor({ timeout: 30_000 });
    const text = (await streams.textContent()) ?? '';
    expect(text).toMatch(/^\S+ Streams: about \d+ days?, \d+ to \d+ \(\d+ \w+ \d{4}\)$/);
    const [, low, high] = /, (\d+) to (\d+)/.exec(text)!;
    const [, days] = /about (\d+)/.exec(text)!;
    expect(Number(low)).toBeLessThanOrEqual(Number(days));
    expect(Number(high)).toBeGreaterThanOrEqual(Number(days));
    expect(problemsBesidesArtwork(page)).toEqual([]);
  });

  it('lists the upcoming milestones in the feed', async () => {
    await page.goto(server.url('main', `/feed`));
    const upcoming = page.getByRole('region', { name: 'Upcoming' });
    await upcoming.getByTestId('upcoming-milestone').first().waitFor({ timeout: 30_000 });
    expect(await upcoming.textContent()).toMatch(/about \d+ days?, \d+ to \d+/);
  });
});
