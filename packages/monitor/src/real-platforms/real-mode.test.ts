import {
  type Connection,
  createAccountFromLink,
  linkRealPlatformId,
  queryRows,
  readMonitorStatus,
} from '@songstats/db';
import { openTestDatabase } from '@songstats/db/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectConnectors } from '../connectors/select-connectors';
import { fastRetries } from '../connectors/testing/fixture-server';
import { REAL_PLATFORMS_OFF_REASON } from './account-setup';
import { readPlatformStates } from './platform-state';
import { readRealModeSettings } from './real-mode-settings';
import { readRealPlatformsSettings } from './real-platforms-settings';
import { realPlatformsTick } from './real-schedule';
import { SPOTIFY_DEVELOPMENT_MODE_UNAVAILABLE } from './refresh-real-platforms';
import {
  ARTIST,
  NAMESAKE,
  SPOTIFY_LINK,
  startRealModePlatforms,
  TRACKS,
  YOUTUBE_CHANNELS,
} from './testing/real-mode-platforms';

// Issue 27 acceptance, monitor side: real mode against one fixture server answering as Deezer,
// MusicBrainz, Spotify (Development Mode) and YouTube. The real day is the clock's, never a
// world's: the clock starts on 2026-11-26 at 07:00 UTC and moves a day.

const DAY_1 = '2026-11-26';
const DAY_2 = '2026-11-27';

let connection: Connection;
let platforms: Awaited<ReturnType<typeof startRealModePlatforms>>;
let time = Date.parse(`${DAY_1}T07:00:00Z`);
const logged: string[] = [];
const context = () => ({
  db: connection.db,
  log: {
    info: (message: string) => logged.push(message),
    warn: (message: string) => logged.push(`warn: ${message}`),
  },
});
const tick = (overrides: Record<string, string> = {}) => {
  const environment = { ...platforms.environment, ...overrides };
  return realPlatformsTick(context(), {
    mode: readRealModeSettings(environment),
    connectors: selectConnectors(environment, fastRetries().options),
    settings: readRealPlatformsSettings({}),
    now: () => time,
    // Waits (budgets, Retry-After) move the clock instead of holding the test.
    sleep: async (ms) => {
      time += ms;
    },
  });
};

let memberId: number;
const setups = () =>
  queryRows<{ status: string; reason: string | null; step: string | null; finished: boolean }>(
    connection.db,
    sql`select status, reason, step, finished_at is not null as finished from account_setups order by id`,
  );
const activities = (date: string) =>
  queryRows<{ source: string; activity_type: string; title: string }>(
    connection.db,
    sql`select a.source, a.activity_type, t.title from activities a join tracks t on t.id = a.track_id
        where a.activity_date = ${date}::date order by a.source, a.activity_type, t.title`,
  );
const seriesOn = (date: string) =>
  queryRows<{ title: string; source: string; metric: string; value: number }>(
    connection.db,
    sql`select t.title, s.source, s.metric, s.value::float8 as value from series s
        join tracks t on t.id = s.object_id and s.object_type = 'track'
        where s.day = ${date}::date order by s.source, s.metric, t.title`,
  );

beforeAll(async () => {
  connection = await openTestDatabase();
  platforms = await startRealModePlatforms();
  const [member] = await queryRows<{ id: number }>(
    connection.db,
    sql`insert into members (email, name) values ('nova@example.com', 'Nova') returning id`,
  );
  memberId = Number(member!.id);
});
afterAll(async () => {
  await platforms?.server.close();
  await connection?.close();
});

describe('real-platform mode', () => {
  it('fails a setup with the reason when the installation watches the demo world only', async () => {
    const added = await createAccountFromLink(connection.db, {
      memberId,
      isAdmin: false,
      source: 'deezer',
      externalId: '123',
      link: 'https://www.deezer.com/artist/123',
      claim: false,
    });
    await tick({ MONITOR_SOURCES: 'world' });
    expect(await setups()).toEqual([
      { status: 'failed', reason: REAL_PLATFORMS_OFF_REASON, step: null, finished: true },
    ]);
    expect(platforms.server.requests).toHaveLength(0);
    await connection.db.execute(sql`delete from accounts where id = ${added.account.id}`);
  });

  it('sets up an artist added by a Spotify link and reads the real day once', async () => {
    const added = await createAccountFromLink(connection.db, {
      memberId,
      isAdmin: false,
      source: 'spotify',
      externalId: ARTIST.spotifyId,
      link: SPOTIFY_LINK,
      claim: false,
    });
    expect(added.outcome).toBe('created');
    const first = await tick();
    expect(first.setups).toEqual({ done: 1, failed: 0, waiting: 0, merged: 0 });
    expect((await setups()).at(-1)).toEqual({
      status: 'done',
      reason: null,
      step: null,
      finished: true,
    });
    const [account] = await queryRows<{ name: string; external_ids: Record<string, string> }>(
      connection.db,
      sql`select name, external_ids from accounts where id = ${added.account.id}`,
    );
    expect(account).toEqual({
      name: ARTIST.name,
      external_ids: {
        spotify: ARTIST.spotifyId,
        deezer: ARTIST.deezerId,
        musicbrainz: ARTIST.mbid,
        // Her channel by its name (decision 065); not the Topic or the fans' channel.
        youtube: YOUTUBE_CHANNELS[0]!.id,
        // Her other platforms' ids from MusicBrainz's links: those links find her (decision 075).
        apple_music: '1700000001',
        soundcloud: 'novareyes',
        tiktok: 'nova.reyes',
        instagram: 'novareyes',
      },
    });
    // The catalogue from Deezer (the compilation's other artist left out), Spotify by ISRC.
    const tracks = await queryRows<{ title: string; isrc: string; external_ids: object }>(
      connection.db,
      sql`select t.title, t.isrc, t.external_ids from tracks t
          join track_artists ta on ta.track_id = t.id and ta.account_id = ${added.account.id}
          order by t.isrc`,
    );
    expect(tracks).toEqual(
      TRACKS.map((track) => ({
        title: track.title,
        isrc: track.isrc,
        external_ids: {
          deezer: String(track.deezer),
          ...(track.spotify ? { spotify_web: track.spotify } : {}),
          // The first refresh asked MusicBrainz for each ISRC; it knows none of them yet.
          musicbrainz_not_found_on: DAY_1,
        },
      })),
    );
    // The first refresh and the day's run: Deezer ranks dated with the real day.
    expect(await seriesOn(DAY_1)).toEqual([
      { title: 'Glass Harbour', source: 'deezer', metric: 'rank', value: 408_001 },
      { title: 'Low Tide', source: 'deezer', metric: 'rank', value: 408_002 },
      { title: 'Saltwater', source: 'deezer', metric: 'rank', value: 408_003 },
    ]);
    expect(await activities(DAY_1)).toEqual([
      { source: 'deezer', activity_type: 'chart_entry', title: 'Glass Harbour' },
    ]);
    // The playlist's first sight: an addition of the last days is dated the day Deezer gives.
    expect(await activities('2026-11-25')).toEqual([
      { source: 'deezer', activity_type: 'playlist_add', title: 'Glass Harbour' },
    ]);
    // Spotify's restricted figure is reported unavailable, once, not as a failure.
    const spotify = (await readPlatformStates(connection.db, time)).find(
      (state) => state.source === 'spotify',
    );
    expect(spotify).toMatchObject({
      mode: 'development',
      unavailable: SPOTIFY_DEVELOPMENT_MODE_UNAVAILABLE,
      freshness: 'ok',
      lastError: null,
    });
    expect(logged.filter((line) => line.includes('unavailable: Spotify popularity'))).toHaveLength(
      1,
    );
    // The Monitor Status desk reads the same states: each platform's day run, Spotify's mode.
    const desk = await readMonitorStatus(connection.db);
    expect(desk.realPlatforms.map((row) => [row.source, row.ranOn, row.mode])).toEqual([
      ['deezer', DAY_1, null],
      ['musicbrainz', DAY_1, null],
      ['spotify', DAY_1, 'development'],
      // No video of hers is known: run, asked nothing.
      ['youtube', DAY_1, null],
    ]);

    // A later round the same day asks nothing more of the platforms.
    const asked = platforms.server.requests.length;
    time += 3 * 3_600_000;
    await tick();
    expect(platforms.server.requests.length).toBe(asked);
  });

  it('adds exactly the changes on the next real day', async () => {
    const before = await activities(DAY_1);
    platforms.state.day = 2;
    time = Date.parse(`${DAY_2}T05:00:00Z`);
    // Before REAL_PLATFORMS_HOUR (6 UTC) nothing is read.
    const early = await tick();
    expect(early.day).toEqual({});
    expect(await seriesOn(DAY_2)).toEqual([]);
    time = Date.parse(`${DAY_2}T06:30:00Z`);
    await tick();
    expect(await activities(DAY_1)).toEqual(before);
    expect(await activities(DAY_2)).toEqual([
      { source: 'deezer', activity_type: 'chart_entry', title: 'Low Tide' },
      { source: 'deezer', activity_type: 'chart_new_peak', title: 'Glass Harbour' },
      { source: 'deezer', activity_type: 'playlist_add', title: 'Low Tide' },
    ]);
    expect((await seriesOn(DAY_2)).map((row) => [row.title, row.metric, row.value])).toEqual([
      ['Glass Harbour', 'rank', 612_000],
      ['Low Tide', 'rank', 408_002],
      ['Saltwater', 'rank', 408_003],
    ]);
    // Spotify's 403 is asked once a day, and still a mode, not an error.
    const forbidden = platforms
      .requestsTo('spotify')
      .filter((request) => request.url.pathname.endsWith('/tracks'));
    expect(forbidden).toHaveLength(2);
    expect(logged.filter((line) => line.includes('unavailable: Spotify popularity'))).toHaveLength(
      1,
    );
  });

  it("sets the profile up again from the Deezer id its owner links, dropping the old match's tracks", async () => {
    const [account] = await queryRows<{ id: number }>(
      connection.db,
      sql`select id from accounts where name = ${ARTIST.name}`,
    );
    await linkRealPlatformId(connection.db, {
      accountId: Number(account!.id),
      memberId,
      source: 'deezer',
      id: NAMESAKE.deezerId,
    });
    time += 3_600_000;
    const round = await tick();
    expect(round.setups).toEqual({ done: 1, failed: 0, waiting: 0, merged: 0 });
    const titles = await queryRows<{ title: string }>(
      connection.db,
      sql`select t.title from tracks t join track_artists ta on ta.track_id = t.id
          where ta.account_id = ${account!.id} order by t.title`,
    );
    expect(titles).toEqual([{ title: NAMESAKE.track.title }]);
    // Its first refresh reads the new track on the real day; the old ones are no longer asked.
    expect((await seriesOn(DAY_2)).map((row) => row.title)).toContain(NAMESAKE.track.title);
  });

  it('tries a platform that gave no answer at the hour again an hour later, the same day', async () => {
    const DAY_3 = '2026-11-28';
    const deezerState = async () =>
      (await readPlatformStates(connection.db, time)).find((row) => row.source === 'deezer');
    platforms.state.deezerDown = true;
    time = Date.parse(`${DAY_3}T06:10:00Z`);
    await tick();
    expect(await deezerState()).toMatchObject({ freshness: 'waiting', ranOn: DAY_2 });
    const asked = platforms.requestsTo('deezer').length;
    time += 30 * 60_000;
    await tick();
    expect(platforms.requestsTo('deezer').length).toBe(asked);
    platforms.state.deezerDown = false;
    time += 31 * 60_000;
    await tick();
    expect(await deezerState()).toMatchObject({ freshness: 'ok', ranOn: DAY_3 });
    expect((await seriesOn(DAY_3)).filter((row) => row.source === 'deezer')).toHaveLength(1);
  });
});
