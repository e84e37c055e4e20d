import { encodeRequestStamp, playlistCheckerEndpoints } from '@songstats/contract';
import { queryRows } from '@songstats/db';
import { insertMemberWithSession } from '@songstats/db/seed';
import { createWorldClient, detailsDue, type MonitorContext, runCycle } from '@songstats/monitor';
import {
  createWorld,
  playlistDescription,
  startWorldServer,
  type WorldServer,
} from '@songstats/world';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing';

// Issue 24 fidelity: the playlist page's followers, ranks, daily follower growth and description
// equal the demo world's ground truth for the playlists the monitor watches, after the monitor read the
// world on three days. The world's calendar ends today, as `npm start`'s does (decision 021).
const DAYS = 2;
let test: TestApp;
let server: WorldServer;
let adminToken = '';

beforeAll(async () => {
  test = await startTestApp();
  adminToken = (await insertMemberWithSession(test.connection.db, { isAdmin: true })).token;
  // Opening a database takes seconds, more while other test files share the two cores.
}, 240_000);
afterAll(async () => {
  await server?.close();
  await test?.close();
});

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

describe('fidelity: the playlist page against the world (issue 24)', () => {
  it('shows every sampled playlist with its followers, ranks and growth as the world has them', async () => {
    const world = createWorld({
      seed: 24,
      scale: 0.02,
      days: 5,
      startDate: isoDay(Date.now() - (5 + DAYS) * 86_400_000),
    });
    server = await startWorldServer(world, { port: 0 });
    const context: MonitorContext = {
      db: test.connection.db,
      world: createWorldClient(server.url, { baseDelayMs: 5 }),
      log: { info: () => {}, warn: () => {} },
      concurrency: 4,
    };
    await runCycle(context);
    for (let day = 0; day < DAYS; day++) {
      world.advanceDay();
      await runCycle(context);
    }
    expect(world.date).toBe(isoDay(Date.now()));

    const { playlists } = world.state;
    const followersNow = (index: number) => playlists.followers(index, world.day);
    // The world's Spotify playlists are the ones the monitor stored as Spotify's (the world may
    // list other platforms' playlists too; ranks are within a platform).
    const spotifyIds = await queryRows<{ id: number; external_id: string }>(
      test.connection.db,
      sql`select id, external_id from playlists where source = 'spotify'`,
    );
    const spotify = spotifyIds.map((row) => playlists.indexById.get(row.external_id)!);
    expect(spotify.length).toBeGreaterThan(100);
    expect(spotify.every((index) => index !== undefined)).toBe(true);
    // Ground truth ranks: 1 + the playlists with more followers, overall and in the genre.
    const expectedRank = (index: number) => {
      let above = 0;
      let genreAbove = 0;
      let genreCount = 0;
      for (const other of spotify) {
        const more = followersNow(other) > followersNow(index);
        if (more) above++;
        if (playlists.genre[other] === playlists.genre[index]) {
          genreCount++;
          if (more) genreAbove++;
        }
      }
      return {
        global: { rank: above + 1, of: spotify.length },
        genre: { rank: genreAbove + 1, of: genreCount },
      };
    };
    const byFollowers = [...spotify].sort((a, b) => followersNow(b) - followersNow(a));
    // The five most followed and every 20th of the rest.
    const sample = [
      ...byFollowers.slice(0, 5),
      ...byFollowers.filter((_, at) => at >= 5 && at % 20 === 0),
    ];
    expect(sample.length).toBeGreaterThan(20);
    // Descriptions: the world's curators rewrite them with the tracks untouched; the monitor reads
    // a playlist's details on first sight and again on its weekly details day (`detailsDue`), so
    // the page shows the description of the last of those days. Checked for the sample and for
    // every playlist whose description changed since the first reading.
    const ourId = new Map(
      spotifyIds.map((row) => [playlists.indexById.get(row.external_id)!, Number(row.id)]),
    );
    const worldDay = (date: string) =>
      world.day - (Date.parse(world.date) - Date.parse(date)) / 86_400_000;
    const detailsReadOn = (index: number) => {
      for (let back = 0; back < DAYS; back++) {
        const date = isoDay(Date.parse(world.date) - back * 86_400_000);
        if (detailsDue(ourId.get(index)!, date)) return worldDay(date);
      }
      return world.day - DAYS;
    };
    const descriptionSeen = (index: number) =>
      playlistDescription(world.state, index, detailsReadOn(index));
    const edited = spotify.filter(
      (index) =>
        descriptionSeen(index) !== playlistDescription(world.state, index, world.day - DAYS),
    );
    console.info(
      `descriptions: ${edited.length} of ${spotify.length} Spotify playlists edited since the first reading and read again`,
    );
    for (const index of [...new Set([...sample, ...edited])]) {
      const id = playlists.ids[index]!;
      const response = await test.app.inject({
        method: 'GET',
        url: `/api/v1/playlist_checker/playlists/spotify/${id}`,
        headers: { 'x-request-stamp': encodeRequestStamp(), authorization: `Bearer ${adminToken}` },
      });
      expect(response.statusCode, id).toBe(200);
      const body = playlistCheckerEndpoints.playlist.response.parse(response.json());
      const data = body.playlistData;
      expect(data.description, id).toBe(descriptionSeen(index));
      if (!sample.includes(index)) continue;
      expect(data.followersCount, id).toBe(followersNow(index));
      const expected = expectedRank(index);
      expect(data.ranks?.global, id).toEqual(expected.global);
      expect(
        data.ranks?.genres.map(({ rank, of }) => ({ rank, of })),
        id,
      ).toEqual([expected.genre]);
      // Every day of the growth holds the world's followers of that day (the monitor states the
      // day it read them on, decision 040), from its first reading (the first cycle's day) to
      // today, the last day the monitor read it (issue 24), which holds today's followers.
      const growth = data.followerGrowth ?? [];
      expect(growth[0]?.day, id).toBe(isoDay(Date.parse(world.date) - DAYS * 86_400_000));
      expect(growth.at(-1)?.day, id).toBe(world.date);
      expect(growth.at(-1)?.followers, id).toBe(followersNow(index));
      for (const point of growth) {
        const day = world.day - (Date.parse(world.date) - Date.parse(point.day)) / 86_400_000;
        expect(point.followers, `${id} ${point.day}`).toBe(playlists.followers(index, day));
      }
    }
  }, 480_000);
});
