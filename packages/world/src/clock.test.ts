import { afterAll, describe, expect, it } from 'vitest';
import { WorldClock, worldTimeAt } from './clock';
import { startWorldServer, type WorldServer } from './http/server';
import { Calendar } from './model/dates';
import { createWorld } from './world';

const DAY_MS = 86_400_000;
// The demo world's first start: 25 November 2026, 14:30 UTC; day 0 is 90 days before.
const FIRST_START = Date.UTC(2026, 10, 25, 14, 30);
const START_DATE = '2026-08-27';

const servers: WorldServer[] = [];
afterAll(() => Promise.all(servers.map((server) => server.close())));

async function serve(world: ReturnType<typeof createWorld>) {
  const server = await startWorldServer(world);
  servers.push(server);
  return async (path: string) => {
    const response = await fetch(`${server.url}${path}`);
    return { status: response.status, body: await response.json() };
  };
}

describe('the calendar (issue 21: the demo world lives on the real calendar)', () => {
  it('maps day indexes to real dates and back, from the date of day 0', () => {
    const calendar = new Calendar(START_DATE);
    expect(calendar.dateOf(0)).toBe('2026-08-27');
    expect(calendar.dateOf(90)).toBe('2026-11-25');
    expect(calendar.dateOf(-1)).toBe('2026-08-26');
    expect(calendar.dayOf('2026-11-25')).toBe(90);
    expect(calendar.dayOf('2027-02-29')).toBeUndefined();
    for (let day = -400; day < 800; day += 13) {
      expect(calendar.dayOf(calendar.dateOf(day))).toBe(day);
    }
    expect(calendar.at(FIRST_START)).toEqual({ day: 90, second: 14 * 3600 + 30 * 60 });
    expect(calendar.msOf(90, 52_200)).toBe(FIRST_START);
    expect(calendar.timestamp(90, 52_200)).toBe('2026-11-25T14:30:00Z');
    expect(() => new Calendar('2026-13-01')).toThrow(RangeError);
  });

  it('dates a world from its startDate; its days stay the same days of the seed', () => {
    const real = createWorld({ seed: 4, scale: 0.02, days: 3, startDate: START_DATE });
    const fixed = createWorld({ seed: 4, scale: 0.02, days: 3 });
    expect(real.date).toBe('2026-08-30');
    expect(fixed.date).toBe('2026-01-04');
    expect(real.state.playlists.version).toEqual(fixed.state.playlists.version);
    expect(real.truth.list({ kinds: ['chart_entry'] }).length).toBe(
      fixed.truth.list({ kinds: ['chart_entry'] }).length,
    );
  });

  it('releases most new music on Fridays of the real calendar', () => {
    const world = createWorld({ seed: 2, scale: 0.1, days: 28, startDate: START_DATE });
    const byWeekday = new Array<number>(7).fill(0);
    for (const event of world.truth.list({ kinds: ['track_released'] })) {
      byWeekday[new Date(`${event.date}T00:00:00Z`).getUTCDay()]!++;
    }
    expect(Math.max(...byWeekday)).toBe(byWeekday[5]);
    expect(byWeekday[5]).toBeGreaterThan(byWeekday[4]! * 3);
  });

  it('runs in real time, or N times as fast from the first start', () => {
    expect(worldTimeAt(FIRST_START + 5_000, FIRST_START, DAY_MS)).toBe(FIRST_START + 5_000);
    expect(worldTimeAt(FIRST_START + 600_000, FIRST_START, 600_000)).toBe(FIRST_START + DAY_MS);
  });
});

describe('the world clock', () => {
  it('holds the world on its past for a catch-up, a whole day per advance, then goes live', () => {
    let now = FIRST_START;
    const world = createWorld({ seed: 6, scale: 0.01, days: 0, startDate: START_DATE });
    const clock = new WorldClock(world, { originMs: FIRST_START, now: () => now });
    expect(clock.state()).toEqual({ day: 0, date: START_DATE, target: 90, live: false });
    for (let day = 1; day < 90; day++) {
      expect(clock.advance()).toMatchObject({ day, target: 90, live: false });
      expect(world.dayComplete).toBe(true);
    }
    now += 60_000;
    expect(clock.advance()).toEqual({ day: 90, date: '2026-11-25', target: 90, live: true });
    expect(world.dayComplete).toBe(false);
    expect(world.publishedUntil).toBe('2026-11-25T14:31:00Z');
    clock.stop();
  });

  it('at 144 times real time, a world day passes in 10 real minutes', () => {
    let now = FIRST_START;
    const world = createWorld({ seed: 6, scale: 0.01, days: 89, startDate: START_DATE });
    const clock = new WorldClock(world, {
      originMs: FIRST_START,
      msPerDay: 600_000,
      now: () => now,
    });
    clock.start();
    expect(world.day).toBe(90);
    now += 600_000;
    expect(clock.targetDay()).toBe(91);
    clock.stop();
  });
});

describe('a live day, published as it goes (issue 21)', () => {
  // The same seed and calendar, one world published second by second, one built whole.
  const whole = createWorld({ seed: 9, scale: 0.02, days: 91, startDate: START_DATE });

  it('shows each playlist edit from its own second on, the same edit as a whole day has', async () => {
    const live = createWorld({ seed: 9, scale: 0.02, days: 90, startDate: START_DATE });
    const calendar = live.state.calendar;
    live.setTime(calendar.msOf(91, 0));
    const get = await serve(live);
    const before = createWorld({ seed: 9, scale: 0.02, days: 90, startDate: START_DATE });
    const snapshot = async (id: string) =>
      (await get(`/spotify/v1/playlists/${id}?fields=snapshot_id,tracks.total`)).body;
    const edits = whole.truth.list({
      from: 91,
      to: 91,
      kinds: ['playlist_add', 'playlist_remove'],
    });
    const firstEdit = new Map<string, string>();
    for (const edit of edits)
      if (edit.source === 'spotify' && !firstEdit.has(edit.playlist_id))
        firstEdit.set(edit.playlist_id, edit.at);
    const byTime = [...firstEdit].sort((a, b) => a[1].localeCompare(b[1]));
    expect(byTime.length).toBeGreaterThan(20);
    // Listeners edit around the clock, curators in office hours.
    expect(byTime.some(([, at]) => at < '2026-11-26T08:00:00Z')).toBe(true);
    const [id, at] = byTime[Math.floor(byTime.length / 2)]!;
    const [playlist] = [live.state.playlists.indexById.get(id)!];
    const old = {
      version: before.state.playlists.version[playlist]!,
      length: before.state.playlists.length[playlist]!,
    };
    expect(old.version).not.toBe(whole.state.playlists.version[playlist]);

    // Before its edit: yesterday's playlist. From its second on: today's, as in the whole world.
    live.setTime(Date.parse(at) - 1000);
    const earlier = await snapshot(id);
    expect(earlier.tracks.total).toBe(old.length);
    // Every page (Spotify's pages hold 100 items; a playlist may hold more).
    const items = async () => {
      const all: { track: { id: string } }[] = [];
      for (let offset = 0; ; offset += 100) {
        const page = (
          await get(
            `/spotify/v1/playlists/${id}/tracks?offset=${offset}&limit=100&fields=items(added_at,track(id))`,
          )
        ).body.items as { track: { id: string } }[];
        all.push(...page);
        if (page.length < 100) return all;
      }
    };
    expect((await items()).map((item: { track: { id: string } }) => item.track.id)).toEqual(
      before.playlistTrackIds(id),
    );
    live.setTime(Date.parse(at));
    const later = await snapshot(id);
    expect(later.snapshot_id).not.toBe(earlier.snapshot_id);
    expect(later.tracks.total).toBe(whole.state.playlists.length[playlist]);
    expect((await items()).map((item: { track: { id: string } }) => item.track.id)).toEqual(
      whole.playlistTrackIds(id),
    );
    // The listing tells the same snapshot, so a monitor re-reads exactly the edited playlists.
    const listing = (await get('/catalog/playlists?limit=1000')).body.items as {
      id: string;
      snapshot_id: string;
    }[];
    expect(listing.find((item) => item.id === id)?.snapshot_id).toBe(later.snapshot_id);
  });

  it('reports radio spins as their slots end, and charts from their publication hour', async () => {
    const live = createWorld({ seed: 9, scale: 0.02, days: 90, startDate: START_DATE });
    const calendar = live.state.calendar;
    live.setTime(calendar.msOf(91, 8 * 3600));
    const get = await serve(live);
    const plays = async () => (await get('/radio/plays?limit=1')).body.total as number;
    const atEight = await plays();
    const wholeDay = (await (await serve(whole))('/radio/plays?limit=1')).body.total as number;
    expect(atEight).toBeGreaterThan(wholeDay * 0.25);
    expect(atEight).toBeLessThan(wholeDay / 3);
    // Apple Music's chart is out at 06:00, Spotify's at 12:00 (404 until then, like tomorrow's).
    expect((await get('/charts/apple_music/US/2026-11-26')).status).toBe(200);
    const spotify = await get('/charts/spotify/US/2026-11-26');
    expect(spotify.status).toBe(404);
    expect(spotify.body.error.message).toContain('12:00 UTC');
    live.setTime(calendar.msOf(91, 12 * 3600));
    expect((await get('/charts/spotify/US/2026-11-26')).body.entries).toEqual(
      (await (await serve(whole))('/charts/spotify/US/2026-11-26')).body.entries,
    );
    const atNoon = await plays();
    expect(atNoon).toBeGreaterThan(atEight);
    // The status tells a monitor the day is not whole yet, and up to when it is published.
    expect((await get('/world/status')).body).toMatchObject({
      date: '2026-11-26',
      published_until: '2026-11-26T12:00:00Z',
      day_complete: false,
    });
    live.completeDay();
    expect(await plays()).toBe(wholeDay);
  });

  it('lists the DJ tracklists published so far on a live day, all of a past day', async () => {
    const options = { seed: 9, scale: 0.02, startDate: START_DATE, tracklistsPerDay: 60 };
    const live = createWorld({ ...options, days: 90 });
    const calendar = live.state.calendar;
    const get = await serve(live);
    const getWhole = await serve(createWorld({ ...options, days: 91 }));
    type Listing = { total: number; items: { id: string; tracks: unknown[] }[] };
    const ids = async (fetcher: typeof get, date: string) => {
      const body = (await fetcher(`/1001tracklists/tracklists?date=${date}&limit=1000`))
        .body as Listing;
      expect(body.items).toHaveLength(body.total);
      return body.items.map((item) => item.id);
    };
    const all = await ids(getWhole, '2026-11-26');
    expect(all).toHaveLength(60);
    const seen: number[] = [];
    let previous: string[] = [];
    for (const hour of [0, 8, 14, 20]) {
      live.setTime(calendar.msOf(91, hour * 3600));
      const now = await ids(get, '2026-11-26');
      // Grows through the day: what was published stays, each a set of the whole day.
      expect(now).toEqual(expect.arrayContaining(previous));
      expect(all).toEqual(expect.arrayContaining(now));
      seen.push(now.length);
      previous = now;
    }
    expect(seen[0]).toBe(0);
    expect(seen[1]).toBeGreaterThan(0);
    expect(seen[2]).toBeGreaterThan(seen[1]!);
    expect(seen[3]).toBeGreaterThan(seen[2]!);
    expect(seen[3]).toBeLessThan(60);
    // Every hour of the day has some sets (over a few days' lists).
    const hours = new Set<number>();
    for (let day = 80; day <= 91; day++)
      for (const second of live.state.history[day]?.tracklists.seconds ?? [])
        hours.add((second / 3600) | 0);
    expect(hours.size).toBe(24);
    // A past day lists all its sets, the same as the whole world.
    expect(await ids(get, '2026-11-25')).toEqual(await ids(getWhole, '2026-11-25'));
    live.completeDay();
    expect(await ids(get, '2026-11-26')).toEqual(all);
  });

  it('answers a few tracks of a day their spins, as the whole day lists them', async () => {
    const get = await serve(whole);
    const all: { track_id: string; station_id: string; played_at: string }[] = [];
    for (let offset = 0; ; offset += 1000) {
      const page = (await get(`/radio/plays?date=2026-11-25&offset=${offset}&limit=1000`)).body;
      all.push(...page.items);
      if (!page.next) break;
    }
    const tracks = [...new Set(all.slice(0, 400).map((spin) => spin.track_id))].slice(0, 30);
    const wanted = all.filter((spin) => tracks.includes(spin.track_id));
    const answer = await get(
      `/radio/plays?date=2026-11-25&track_ids=${tracks.join(',')}&limit=1000`,
    );
    expect(answer.body.total).toBe(wanted.length);
    expect(answer.body.items).toEqual(wanted.map((spin) => ({ ...spin })).slice(0, 1000));
    const tooMany = Array.from({ length: 101 }, () => tracks[0]).join(',');
    expect((await get(`/radio/plays?track_ids=${tooMany}`)).status).toBe(400);
  });
});
