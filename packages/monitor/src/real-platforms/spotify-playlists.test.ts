import { type Connection, createAccountFromLink, queryRows } from '@songstats/db';
import { openTestDatabase } from '@songstats/db/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectConnectors } from '../connectors/select-connectors';
import { fastRetries } from '../connectors/testing/fixture-server';
import { readPlatformStates } from './platform-state';
import { readRealModeSettings } from './real-mode-settings';
import { readRealPlatformsSettings } from './real-platforms-settings';
import { realPlatformsTick } from './real-schedule';
import { SPOTIFY_DEVELOPMENT_MODE_UNAVAILABLE } from './refresh-real-platforms';
import { REAL_SPOTIFY_PLAYLISTS } from './refresh-spotify-playlists';
import {
  ARTIST,
  SPOTIFY_LINK,
  SPOTIFY_PLAYLIST,
  startRealModePlatforms,
} from './testing/real-mode-platforms';

// Decision 065: Spotify playlist placements are read in Extended Quota Mode (playlist search by
// the artist's name, then each playlist) and never asked in Development Mode, where they are
// reported unavailable with popularity. Both ways against the fixture server.
const DAY_1 = '2026-11-26';
const DAY_2 = '2026-11-27';

let connection: Connection;
let platforms: Awaited<ReturnType<typeof startRealModePlatforms>>;
let time = Date.parse(`${DAY_1}T07:00:00Z`);
const context = () => ({ db: connection.db, log: { info: () => {}, warn: () => {} } });
const tick = () =>
  realPlatformsTick(context(), {
    mode: readRealModeSettings(platforms.environment),
    connectors: selectConnectors(platforms.environment, fastRetries().options),
    settings: readRealPlatformsSettings({}),
    now: () => time,
    sleep: async (ms) => {
      time += ms;
    },
  });
const playlistActivities = () =>
  queryRows<{ date: string; type: string; title: string; text: string }>(
    connection.db,
    sql`select a.activity_date::text as date, a.activity_type as type, t.title,
          a.activity_text as text
        from activities a join tracks t on t.id = a.track_id
        where a.source = 'spotify' and a.details->>'playlistSource' = ${REAL_SPOTIFY_PLAYLISTS}
        order by a.activity_date, t.title`,
  );
const spotifyState = async () =>
  (await readPlatformStates(connection.db, time)).find((row) => row.source === 'spotify');
const playlistRequests = () =>
  platforms
    .requestsTo('spotify')
    .filter(
      (request) =>
        request.url.pathname.includes('/playlists/') ||
        request.url.searchParams.get('type') === 'playlist',
    ).length;

beforeAll(async () => {
  connection = await openTestDatabase();
  platforms = await startRealModePlatforms();
  const [member] = await queryRows<{ id: number }>(
    connection.db,
    sql`insert into members (email, name) values ('nova@example.com', 'Nova') returning id`,
  );
  await createAccountFromLink(connection.db, {
    memberId: Number(member!.id),
    isAdmin: false,
    source: 'spotify',
    externalId: ARTIST.spotifyId,
    link: SPOTIFY_LINK,
    claim: false,
  });
});
afterAll(async () => {
  await platforms?.server.close();
  await connection?.close();
});

describe('Spotify playlist placements by mode (decision 065)', () => {
  it('asks no playlist in Development Mode and reports them unavailable', async () => {
    expect((await tick()).setups).toEqual({ done: 1, failed: 0, waiting: 0, merged: 0 });
    expect(playlistRequests()).toBe(0);
    expect(await playlistActivities()).toEqual([]);
    expect(await spotifyState()).toMatchObject({
      mode: 'development',
      unavailable: SPOTIFY_DEVELOPMENT_MODE_UNAVAILABLE,
      lastError: null,
    });
  });

  it("reads them in Extended Quota Mode: the artist's tracks on the playlists her name finds", async () => {
    platforms.state.spotifyMode = 'extended';
    platforms.state.day = 2;
    time = Date.parse(`${DAY_2}T06:30:00Z`);
    await tick();
    expect(await spotifyState()).toMatchObject({
      mode: 'extended',
      unavailable: null,
      lastError: null,
      ranOn: DAY_2,
    });
    // Spotify's added_at dates each addition; another artist's track on it is not hers.
    expect(await playlistActivities()).toEqual([
      {
        date: '2026-11-24',
        type: 'playlist_add',
        title: 'Glass Harbour',
        text: `Added to ${SPOTIFY_PLAYLIST.name} (310.4K followers)`,
      },
      {
        date: DAY_2,
        type: 'playlist_add',
        title: 'Low Tide',
        text: `Added to ${SPOTIFY_PLAYLIST.name} (310.4K followers)`,
      },
    ]);
    const popularity = await queryRows<{ title: string; value: number }>(
      connection.db,
      sql`select t.title, s.value::float8 as value from series s
          join tracks t on t.id = s.object_id and s.object_type = 'track'
          where s.source = 'spotify' and s.metric = 'popularity_current' and s.day = ${DAY_2}::date
          order by t.title`,
    );
    expect(popularity).toEqual([
      { title: 'Glass Harbour', value: 57 },
      { title: 'Low Tide', value: 41 },
    ]);
  });

  it('adds each placement once: the next day with nothing new adds none', async () => {
    const before = (await playlistActivities()).length;
    const asked = playlistRequests();
    time = Date.parse('2026-11-28T06:30:00Z');
    await tick();
    expect(playlistRequests()).toBeGreaterThan(asked);
    expect((await playlistActivities()).length).toBe(before);
  });
});
