import {
  type Provenance,
  playlistCheckerEndpoints,
  ZAccountAnalyticsBottomResponse,
  ZAudienceMapStatsResponse,
  ZPostsResponse,
  ZTrackTopResponse,
} from '@songstats/contract';
import {
  insertAccount,
  insertAudience,
  insertPlaylist,
  insertPlaylistEntry,
  insertSeries,
  insertTrack,
} from '@songstats/db/seed';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectApi, startTestApp, type TestApp } from '../../testing';
import { dayBefore, insertProvenanceCallers, TODAY, type Who } from './provenance-fixture';

// Issue 28 section 4, what was left of it (decision 063, dated section of 2026-11-26): the track
// overview's follower breakdown, the audience map tables, the posts (/posts and a creator's posts
// table) and the playlist checker's page tell where their figures come from; and a platform
// whose run of today failed after its last success (monitor_platform_runs, migration 0066) is
// stale. Authorization: anonymous, owner, teammate, another member, admin.
let test: TestApp;
const tokens = {} as Record<Who, string>;
const ids = { artist: '', track: '', creator: '', playlist: '' };
const RUN_FINISHED = `${TODAY}T00:30:00.000Z`;
const PLAYLISTS_FINISHED = `${dayBefore(1)}T05:15:00.000Z`;

beforeAll(async () => {
  test = await startTestApp();
  const { db } = test.connection;
  const artist = await insertAccount(db, { name: 'Surfaces Artist' });
  const elsewhere = await insertAccount(db, { name: 'Elsewhere Artist' });
  const creator = await insertAccount(db, { type: 'creator', name: 'Surfaces Creator' });
  const track = await insertTrack(db, { artistId: artist.id, title: 'Surfaces Song' });
  Object.assign(ids, { artist: artist.idUnique, track: track.idUnique, creator: creator.idUnique });
  const daily = (base: number): [string, number][] =>
    [3, 2, 1, 0].map((back) => [dayBefore(back), base + 100 * (3 - back)]);
  await insertSeries(db, {
    objectType: 'track',
    objectId: track.id,
    source: 'spotify',
    metric: 'streams_total',
    points: daily(10_000),
  });
  // YouTube read today, then its run of today failed (the failure test's platform).
  await insertSeries(db, {
    objectType: 'track',
    objectId: track.id,
    source: 'youtube',
    metric: 'video_views_total',
    points: daily(3_000),
  });
  await db.execute(sql`delete from monitor_job_days`);
  await db.execute(sql`delete from real_platform_sources`);
  await db.execute(sql`delete from monitor_platform_runs`);
  await db.execute(sql`insert into monitor_job_days (job, day, finished_at) values
    ('audience', ${TODAY}::date, ${RUN_FINISHED}::timestamptz),
    ('playlists:spotify', ${dayBefore(1)}::date, ${PLAYLISTS_FINISHED}::timestamptz)`);
  const playlist = await insertPlaylist(db, { name: 'Surfaces Mix', followers: 42_000 });
  ids.playlist = playlist.externalId;
  await insertPlaylistEntry(db, { playlistId: playlist.id, trackId: track.id, addedAt: TODAY });
  await db.execute(sql`insert into playlist_follower_days (playlist_id, day, followers)
    values (${playlist.id}, ${dayBefore(3)}::date, 42000)`);
  for (const [scope, place] of [
    ['city', 'berlin'],
    ['country', 'DE'],
  ] as const) {
    await insertAudience(db, {
      accountId: artist.id,
      scope,
      place,
      metric: 'monthly_listeners',
      day: TODAY,
      value: 1_234,
    });
  }
  // The creator's posts: TikTok counted today, YouTube last counted 5 days ago.
  for (const [source, postId, countedOn] of [
    ['tiktok', 'tt-1', TODAY],
    ['youtube', 'yt-1', dayBefore(5)],
  ] as const) {
    await db.execute(sql`
      insert into creator_posts (account_id, source, external_id, kind, caption, published_at,
        views, likes, comments, shares, saves, counted_on)
      values (${creator.id}, ${source}, ${postId}, 'video', ${`Post ${postId}`},
        ${`${dayBefore(6)}T12:00:00Z`}, 5000, 500, 50, null, null, ${countedOn}::date)`);
  }

  await insertProvenanceCallers(db, tokens, [artist, creator], elsewhere, {
    songstats: 'direct',
    socialstats: 'direct',
  });
  await test.rowChangesHeard();
}, 180_000);
afterAll(async () => {
  await test?.close();
});

const get = (who: Who | null, path: string, host?: string) =>
  injectApi(test, who && tokens[who], 'GET', path, undefined, host);

const SOCIAL = 'localhost:8005';
const fresh: Provenance = {
  sourceId: 'spotify',
  day: TODAY,
  refreshedAt: RUN_FINISHED,
  state: 'fresh',
  note: null,
};
const spotifyPlaylists: Provenance = {
  sourceId: 'spotify',
  day: dayBefore(1),
  refreshedAt: PLAYLISTS_FINISHED,
  state: 'fresh',
  note: null,
};

const paths = () => ({
  overview: `/analytics_track/${ids.track}/top?source=overview&idUnique=${ids.artist}`,
  map: `/audience/map_stats?idUnique=${ids.artist}&source=spotify`,
  posts: `/posts?idUnique=${ids.creator}`,
  creatorBottom: `/analytics/bottom?idUnique=${ids.creator}&source=overview`,
});

describe('where every figure comes from, on the surfaces left (issue 28 section 4)', () => {
  it("the track overview's follower breakdown tells each platform's playlists", async () => {
    const response = await get('owner', paths().overview);
    expect(response.statusCode).toBe(200);
    const overview = ZTrackTopResponse.parse(response.json()).top?.overview;
    expect(overview?.followerBreakdown).toEqual([{ title: 'Editorial', value: 42_000 }]);
    expect(overview?.followerBreakdownProvenance).toEqual([spotifyPlaylists]);
  });

  it("the audience map's tables tell the platform, the audience's day and its refresh", async () => {
    const response = await get('owner', paths().map);
    expect(response.statusCode).toBe(200);
    const { mapStats } = ZAudienceMapStatsResponse.parse(response.json());
    expect(mapStats.tables.map((table) => table.id)).toEqual([
      'audience_cities',
      'audience_countries',
    ]);
    for (const table of mapStats.tables) expect(table.provenance).toEqual(fresh);
  });

  it("the posts tell each platform's counters: TikTok's of today fresh, YouTube's stale", async () => {
    for (const path of [paths().posts, '/posts']) {
      const response = await get('owner', path, SOCIAL);
      expect(response.statusCode, response.body).toBe(200);
      const answer = ZPostsResponse.parse(response.json());
      expect(answer.items).toHaveLength(2);
      const byPlatform = Object.fromEntries(
        (answer.platformProvenance ?? []).map((entry) => [entry.sourceId, entry]),
      );
      expect(byPlatform.tiktok).toEqual({ ...fresh, sourceId: 'tiktok' });
      expect(byPlatform.youtube).toMatchObject({ day: dayBefore(5), state: 'stale' });
      expect(byPlatform.youtube?.note).toMatch(/5 days ago: YouTube is read daily\.$/);
    }
  });

  it("a creator's posts table tells each platform's on the overview, its platform's on a tab", async () => {
    const overview = ZAccountAnalyticsBottomResponse.parse(
      (await get('owner', paths().creatorBottom, SOCIAL)).json(),
    );
    const posts = overview.tableData.find((table) => table.id === 'top_posts');
    expect(posts?.platformProvenance?.map((entry) => [entry.sourceId, entry.state])).toEqual(
      expect.arrayContaining([
        ['tiktok', 'fresh'],
        ['youtube', 'stale'],
      ]),
    );
    const tab = ZAccountAnalyticsBottomResponse.parse(
      (
        await get('owner', `/analytics/bottom?idUnique=${ids.creator}&source=tiktok`, SOCIAL)
      ).json(),
    );
    expect(tab.tableData.find((table) => table.id === 'top_posts')?.provenance).toEqual({
      ...fresh,
      sourceId: 'tiktok',
    });
  });

  it("the playlist checker's page tells where its followers come from, to everyone who sees them", async () => {
    for (const who of [null, 'owner', 'teammate', 'stranger', 'admin'] as const) {
      const response = await get(who, `/playlist_checker/playlists/spotify/${ids.playlist}`);
      expect(response.statusCode, `${who}`).toBe(200);
      const page = playlistCheckerEndpoints.playlist.response.parse(response.json());
      expect(page.playlistData.followersCount).toBe(42_000);
      expect(page.playlistData.provenance, `${who}`).toEqual(spotifyPlaylists);
    }
  });

  it('a platform whose run of today failed after its last success is stale, until it succeeds', async () => {
    const { db } = test.connection;
    const youtubeCard = async () => {
      const response = await get(
        'owner',
        `/analytics_track/${ids.track}/top?source=youtube&idUnique=${ids.artist}`,
      );
      expect(response.statusCode).toBe(200);
      return ZTrackTopResponse.parse(response.json()).top?.stats.find(
        (card) => card.id === 'youtube:video_views_total',
      )?.provenance;
    };
    expect(await youtubeCard()).toMatchObject({ day: TODAY, state: 'fresh' });
    await db.execute(sql`insert into monitor_platform_runs
        (source, day, last_success_at, last_failure_at, last_error)
      values ('youtube', ${TODAY}::date, ${`${TODAY}T00:10:00Z`}::timestamptz,
        ${`${TODAY}T00:20:00Z`}::timestamptz, '503 Service Unavailable')`);
    // Another platform's failure, or a failure of another day, does not count.
    await db.execute(sql`insert into monitor_platform_runs (source, day, last_failure_at, last_error)
      values ('deezer', ${TODAY}::date, now(), 'timeout'),
        ('spotify', ${dayBefore(1)}::date, now(), 'timeout')`);
    await test.rowChangesHeard();
    const failed = await youtubeCard();
    expect(failed).toMatchObject({ sourceId: 'youtube', day: TODAY, state: 'stale' });
    expect(failed?.note).toBe(
      `YouTube failed today at 00:20 UTC (503 Service Unavailable): this is its last reading, of ${new Date(
        `${TODAY}T00:00:00Z`,
      ).toLocaleDateString('en-GB', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: 'UTC',
      })}.`,
    );
    const spotify = await get(
      'owner',
      `/analytics_track/${ids.track}/top?source=spotify&idUnique=${ids.artist}`,
    );
    expect(
      ZTrackTopResponse.parse(spotify.json()).top?.stats.find(
        (card) => card.id === 'spotify:streams_total',
      )?.provenance,
    ).toEqual(fresh);
    // The next run succeeded: fresh again.
    await db.execute(sql`update monitor_platform_runs set last_success_at = ${`${TODAY}T00:25:00Z`}
      where source = 'youtube' and day = ${TODAY}::date`);
    await test.rowChangesHeard();
    expect((await youtubeCard())?.state).toBe('fresh');
  });

  it('anonymous is 401; another member gets no provenance; owner, teammate and admin do', async () => {
    const all = paths();
    const cases: [path: string, host?: string][] = [
      [all.overview],
      [all.map],
      [all.posts, SOCIAL],
      [all.creatorBottom, SOCIAL],
    ];
    for (const [path, host] of cases) {
      const anonymous = await get(null, path, host);
      expect(anonymous.statusCode, path).toBe(401);
      expect(anonymous.json().message).toEqual(expect.any(String));
      const locked = await get('stranger', path, host);
      expect(locked.statusCode, path).toBe(200);
      expect(locked.json().hasAccess, path).toBe(false);
      expect(locked.body, path).not.toContain('refreshedAt');
      for (const who of ['owner', 'teammate', 'admin'] as const) {
        const open = await get(who, path, host);
        expect(open.statusCode, `${who} ${path}`).toBe(200);
        expect(open.json().hasAccess, `${who} ${path}`).toBe(true);
        expect(open.body, `${who} ${path}`).toContain('"refreshedAt"');
      }
    }
    // /posts with no creator named: the stranger's own creators only (none here), no provenance.
    const own = ZPostsResponse.parse((await get('stranger', '/posts', SOCIAL)).json());
    expect(own.items).toEqual([]);
    expect(own.platformProvenance).toEqual([]);
  });
});
