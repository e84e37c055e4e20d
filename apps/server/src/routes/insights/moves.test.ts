import {
  encodeRequestStamp,
  MOVES_TEXTS,
  ZTrackMovesResponse,
  ZUpcomingMilestonesResponse,
} from '@songstats/contract';
import {
  insertAccount,
  insertManagement,
  insertMemberWithSession,
  insertTrack,
} from '@songstats/db/seed';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing';

// Issue 28: a track's jumps with their causes, and its next milestones with their ETA, from the
// series and activities in the database (60 days up to today).
let test: TestApp;
const tokens: Record<string, string> = {};
const ids = { artist: '', track: '', other: '', otherTrack: '' };
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  test = await startTestApp();
  const { db } = test.connection;
  const artist = await insertAccount(db, { name: 'Moving Artist' });
  const other = await insertAccount(db, { name: 'Other Artist' });
  const track = await insertTrack(db, { artistId: artist.id, title: 'Moving Song' });
  const otherTrack = await insertTrack(db, { artistId: other.id, title: 'Other Song' });
  Object.assign(ids, {
    artist: artist.idUnique,
    track: track.idUnique,
    other: other.idUnique,
    otherTrack: otherTrack.idUnique,
  });
  // Spotify streams: 880,000 sixty days ago, 1,000 a day (+-40, uneven), 21,000 five days
  // ago (a playlist add that day) and 15,000 twenty days ago (nothing recorded).
  await db.execute(sql`
    insert into series (object_type, object_id, source, metric, day, value)
    select 'track', t.id, 'spotify', 'streams_total', current_date - n,
      880000 + sum(case when n = 5 then 21000 when n = 20 then 15000
        else 960 + (n * 37) % 81 end) over (partition by t.id order by n desc)
    from generate_series(0, 60) as n, (values (${track.id}::bigint), (${otherTrack.id}::bigint)) t(id)`);
  // DJ supports: none for weeks, then 6 in a day (three days ago), with the day's DJ support item.
  await db.execute(sql`
    insert into series (object_type, object_id, source, metric, day, value)
    select 'track', ${track.id}, '1001tracklists', 'total_support_total', current_date - n,
      case when n <= 3 then 8 else 2 end
    from generate_series(0, 40) as n`);
  // The artist's Spotify followers: 99,000 today, 100 a day more: 100K in a few weeks.
  await db.execute(sql`
    insert into series (object_type, object_id, source, metric, day, value)
    select 'account', ${artist.id}, 'spotify', 'followers_total', current_date - n,
      95000 + (40 - n) * 100
    from generate_series(0, 40) as n`);
  const activity = (
    type: string,
    source: string,
    date: string,
    text: string,
    value: number | null,
    trackId: number | null,
  ) => sql`insert into activities (key, source, activity_type, activity_date, track_id,
      account_id, activity_text, value)
    values (${`${type}|${text}|${date}`}, ${source}, ${type}, ${date}::date, ${trackId},
      ${trackId === null ? artist.id : null}, ${text}, ${value})`;
  await db.execute(
    activity('playlist_add', 'spotify', daysAgo(5), 'Added to Night Drive', 250_000, track.id),
  );
  await db.execute(
    activity('chart_entry', 'shazam', daysAgo(6), 'Entered the Shazam chart at #80', 80, track.id),
  );
  await db.execute(
    activity('concert_announced', 'songkick', daysAgo(40), 'Concert in Berlin', null, null),
  );
  await db.execute(
    activity('dj_support', '1001tracklists', daysAgo(3), 'Supported by 6 DJs', 6, track.id),
  );

  const member = async (name: string, values: { isAdmin?: boolean } = {}) => {
    const created = await insertMemberWithSession(db, values);
    tokens[name] = created.token;
    return created.member;
  };
  const owner = await member('owner');
  await insertManagement(db, {
    memberId: owner.id,
    accountId: artist.id,
    accessHash: { songstats: 'direct' },
  });
  const teammate = await member('teammate');
  await insertManagement(db, {
    memberId: teammate.id,
    accountId: artist.id,
    managementType: 'secondary',
    accessHash: { songstats: 'direct' },
  });
  const otherOwner = await member('otherOwner');
  await insertManagement(db, {
    memberId: otherOwner.id,
    accountId: other.id,
    accessHash: { songstats: 'direct' },
  });
  await member('admin', { isAdmin: true });
}, 180_000);
afterAll(async () => {
  await test?.close();
});

function call(who: string | null, url: string) {
  return test.app.inject({
    method: 'GET',
    url: `/api/v1${url}`,
    headers: {
      'x-request-stamp': encodeRequestStamp(),
      ...(who ? { authorization: `Bearer ${tokens[who]}` } : {}),
    },
  });
}

async function moves(who: string, trackId: string, query = '') {
  const response = await call(who, `/analytics_track/${trackId}/moves?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return ZTrackMovesResponse.parse(response.json());
}

describe('analytics_track/{trackId}/moves: why it moved, and the next milestones (issue 28)', () => {
  it("names a jump's cause, ranks the causes, and says when none fits", async () => {
    const body = await moves('owner', ids.track, 'source=spotify');
    expect(body.hasAccess).toBe(true);
    const jumps = body.jumps.filter((jump) => jump.seriesId === 'streams_total');
    expect(jumps.map((jump) => [jump.date, jump.change])).toEqual([
      [daysAgo(5), 21_000],
      [daysAgo(20), 15_000],
    ]);
    const [added, unexplained] = jumps as [(typeof jumps)[0], (typeof jumps)[0]];
    expect(added.title).toBe('Streams');
    expect(added.direction).toBe('up');
    expect(added.explanation).toBe('Added to Night Drive');
    // The playlist add of the day first (1 x 1 x 0.9 x 1), the chart entry the day before next.
    expect(added.causes.map((cause) => [cause.type, cause.score])).toEqual([
      ['playlist_add', 0.9],
      ['chart_entry', 0.252],
    ]);
    expect(unexplained.causes).toEqual([]);
    expect(unexplained.explanation).toBe(MOVES_TEXTS.noKnownCause);
    // A source tab reads its own series only.
    expect(body.jumps.every((jump) => jump.source === 'spotify')).toBe(true);
  });

  it('on the overview, every source: the DJ supports jump is explained by the DJ support', async () => {
    const body = await moves('owner', ids.track);
    const supports = body.jumps.find((jump) => jump.seriesId === 'total_support_total');
    expect(supports?.date).toBe(daysAgo(3));
    expect(supports?.explanation).toBe('Supported by 6 DJs');
    expect(supports?.causes).toHaveLength(1);
  });

  it('forecasts the next milestone with its interval', async () => {
    const body = await moves('owner', ids.track, 'source=spotify');
    const streams = body.forecasts.find((forecast) => forecast.seriesId === 'streams_total')!;
    expect(streams.milestone).toBe(1_000_000);
    const current = streams.current;
    // 1,000 a day for the last weeks: the rest of the way at that rate, within a day or two.
    expect(Math.abs(streams.days - (1_000_000 - current) / 1_000)).toBeLessThanOrEqual(2);
    expect(streams.low).toBeLessThanOrEqual(streams.days);
    expect(streams.high).toBeGreaterThanOrEqual(streams.days);
    expect(streams.text).toBe(`about ${streams.days} days, ${streams.low} to ${streams.high}`);
    expect(streams.objectName).toBe('Moving Song');
    // No forecast for the supports: a flat count, nothing to reach.
    expect(body.forecasts.some((forecast) => forecast.seriesId === 'total_support_total')).toBe(
      false,
    );
  });

  it('authorization: anonymous 401, owner, teammate and admin see it, another member is locked', async () => {
    expect((await call(null, `/analytics_track/${ids.track}/moves`)).statusCode).toBe(401);
    for (const who of ['owner', 'teammate', 'admin']) {
      const body = await moves(who, ids.track, 'source=spotify');
      expect(body.hasAccess, who).toBe(true);
      expect(body.jumps.length, who).toBe(2);
    }
    const locked = await moves('otherOwner', ids.track, 'source=spotify');
    expect(locked).toMatchObject({ hasAccess: false, jumps: [], forecasts: [] });
    // Their own track, of course, is theirs to see.
    expect((await moves('otherOwner', ids.otherTrack, 'source=spotify')).hasAccess).toBe(true);
  });

  it('bad input: an unknown track is a 404, an unknown source a 400, both with a message', async () => {
    const unknown = await call('owner', '/analytics_track/nope/moves');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('This track does not exist.');
    const badSource = await call('owner', `/analytics_track/${ids.track}/moves?source=myspace`);
    expect(badSource.statusCode).toBe(400);
    expect(badSource.json().message).toContain('Please choose a known source.');
  });
});

describe('activities/upcoming: the next milestones of a profile and its tracks (issue 28)', () => {
  it("the profile's followers and its track's streams, soonest first", async () => {
    const response = await call('owner', `/activities/upcoming?idUnique=${ids.artist}`);
    expect(response.statusCode).toBe(200);
    const body = ZUpcomingMilestonesResponse.parse(response.json());
    expect(body.hasAccess).toBe(true);
    expect(body.items.map((item) => [item.objectName, item.seriesId, item.milestone])).toEqual(
      expect.arrayContaining([
        ['Moving Artist', 'followers_total', 100_000],
        ['Moving Song', 'streams_total', 1_000_000],
      ]),
    );
    const followers = body.items.find((item) => item.seriesId === 'followers_total')!;
    expect(followers.days).toBe(Math.ceil((100_000 - followers.current) / 100));
    const days = body.items.map((item) => item.days);
    expect(days).toEqual([...days].sort((a, b) => a - b));
  });

  it('authorization: anonymous 401, owner, teammate and admin, another member locked', async () => {
    const url = `/activities/upcoming?idUnique=${ids.artist}`;
    expect((await call(null, url)).statusCode).toBe(401);
    for (const who of ['owner', 'teammate', 'admin']) {
      const body = ZUpcomingMilestonesResponse.parse((await call(who, url)).json());
      expect(body.items.length, who).toBeGreaterThan(0);
    }
    const locked = ZUpcomingMilestonesResponse.parse((await call('otherOwner', url)).json());
    expect(locked).toEqual({ accountIdUnique: ids.artist, hasAccess: false, items: [] });
    const missing = await call('owner', '/activities/upcoming');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('idUnique is required.');
  });
});
