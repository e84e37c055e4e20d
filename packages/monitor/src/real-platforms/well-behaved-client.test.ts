import { type Connection, connect, queryRows } from '@songstats/db';
import { openTestDatabase } from '@songstats/db/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addedOnDay } from '../connectors/shared/added-on';
import { createSpotifyClient } from '../connectors/spotify/spotify-client';
import { fastRetries, loadFixture } from '../connectors/testing/fixture-server';
import { retryAfterMs } from '../http/fetch-json';
import {
  guardClient,
  type PlatformGuard,
  readPlatformStates,
  recordPlatformRun,
  takeBudget,
} from './platform-state';
import type { RealPlatformsSettings } from './real-platforms-settings';
import { nextRetryAt, refreshRealPlatforms } from './refresh-real-platforms';
import {
  CREDENTIALS,
  type DocumentedReply,
  seedTracks,
  startPlatformServer,
} from './testing/platform-fixtures';

// Issue 27, well-behaved client: Retry-After reschedules instead of holding a worker, budgets
// shared through the database, a platform that stays down turns stale, epoch add dates unknown.

const DAY = '2026-06-10';
const T0 = Date.parse('2026-06-10T12:00:00Z');
const settings: RealPlatformsSettings = { lookUpsPerCycle: 500, retryMissesAfterDays: 30 };

let connection: Connection & { url?: string };
let platforms: Awaited<ReturnType<typeof startPlatformServer>>;
const context = () => ({ db: connection.db, log: { info: () => {}, warn: () => {} } });

beforeAll(async () => {
  connection = await openTestDatabase();
  platforms = await startPlatformServer();
});
afterAll(async () => {
  await platforms?.server.close();
  await connection?.close();
});
beforeEach(async () => {
  await seedTracks(connection.db);
  await connection.db.execute(sql`truncate real_platform_sources, real_platform_budgets`);
  platforms.server.requests.length = 0;
});

const documented = (platform: string, name: string) =>
  loadFixture(platform, name) as DocumentedReply;
const spotifyTracks = (request: { url: URL }) => request.url.pathname === '/spotify/tracks';
/** A run on a clock that starts at `from` and moves with real time (MusicBrainz's 1 s budget). */
const runAt = (from: number) => {
  const started = Date.now();
  return refreshRealPlatforms(context(), DAY, {
    connectors: platforms.connectors(),
    settings,
    now: () => from + (Date.now() - started),
  });
};
const count = async (source: string) =>
  (
    await queryRows<{ n: number }>(
      connection.db,
      sql`select count(*)::int as n from series where source = ${source}`,
    )
  )[0]?.n;
/**
 * A run that did not sleep a Retry-After ends well within the shortest one asked (30 s), however
 * loaded the machine; one that slept it takes 30 s at least.
 */
const UNSLEPT_MS = 20_000;
const stateOf = async (source: string, now: number) =>
  (await readPlatformStates(connection.db, now)).find((state) => state.source === source);

describe('Retry-After on 429 and 503', { timeout: 120_000 }, () => {
  for (const seconds of [30, 3600]) {
    it(`puts Spotify off for ${seconds} s without holding the other platforms`, async () => {
      platforms.answerNext(
        1,
        documented('spotify', `documented-429-retry-after-${seconds}`),
        spotifyTracks,
      );
      const started = Date.now();
      const first = await runAt(T0);
      // Nobody slept the Retry-After: the run is over at once, the others stored their rows.
      expect(Date.now() - started).toBeLessThan(UNSLEPT_MS);
      const again = first.spotify?.retryAt ?? '';
      // Asked at T0 plus the seconds the run had taken, on the run's clock.
      expect(Date.parse(again) - T0 - seconds * 1000).toBeGreaterThanOrEqual(0);
      expect(Date.parse(again) - T0 - seconds * 1000).toBeLessThan(UNSLEPT_MS);
      expect(first.spotify).toMatchObject({ series: 0, failed: 0 });
      expect(nextRetryAt(first)).toBe(again);
      expect([await count('youtube'), await count('deezer'), await count('spotify')]).toEqual([
        5, 2, 0,
      ]);
      expect(platforms.requestsTo('spotify').filter(spotifyTracks)).toHaveLength(1);
      expect(await stateOf('spotify', T0)).toMatchObject({ freshness: 'waiting', retryAt: again });

      // Before its time Spotify is not asked at all.
      const early = await runAt(T0 + seconds * 500);
      expect(early.spotify?.retryAt).toBe(again);
      expect(platforms.requestsTo('spotify').filter(spotifyTracks)).toHaveLength(1);

      // After it, the rescheduled run stores Spotify's rows once and clears the state.
      const later = await runAt(Date.parse(again) + 1);
      expect(later.spotify).toMatchObject({ series: 2, failed: 0 });
      expect(later.spotify?.retryAt).toBeUndefined();
      expect(await count('spotify')).toBe(2);
      expect(await count('youtube')).toBe(5);
      expect(await stateOf('spotify', Date.parse(again) + 10_000)).toMatchObject({
        freshness: 'ok',
        retryAt: null,
      });
    });
  }

  it('honours a 503 with Retry-After from MusicBrainz the same way', async () => {
    const isMusicBrainz = (request: { path: string }) => request.path.startsWith('/musicbrainz/');
    platforms.answerNext(1, documented('musicbrainz', 'documented-503-retry-after'), isMusicBrainz);
    const result = await runAt(T0);
    const waited = Date.parse(result.musicbrainz?.retryAt ?? '') - T0 - 120_000;
    expect(waited).toBeGreaterThanOrEqual(0);
    expect(waited).toBeLessThan(UNSLEPT_MS);
    expect(await stateOf('musicbrainz', T0)).toMatchObject({
      freshness: 'waiting',
      retryReason: 'answered 503 with Retry-After 120 s',
    });
    expect(platforms.requestsTo('musicbrainz')).toHaveLength(1);
    expect(result.deezer?.failed).toBe(0);
    expect(await count('deezer')).toBe(2);
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    const now = Date.parse('Wed, 10 Jun 2026 12:00:00 GMT');
    expect(retryAfterMs('3600', now)).toBe(3_600_000);
    expect(retryAfterMs('Wed, 10 Jun 2026 13:00:00 GMT', now)).toBe(3_600_000);
    expect(retryAfterMs('Wed, 10 Jun 2026 11:00:00 GMT', now)).toBe(0);
    expect(retryAfterMs('soon', now)).toBeNull();
    expect(retryAfterMs(null, now)).toBeNull();
  });
});

describe('a platform that stays down', () => {
  it('reads a Development Mode 403 as figures unavailable, not as a failure', async () => {
    platforms.answerNext(
      1,
      documented('spotify', 'documented-403-development-mode'),
      spotifyTracks,
    );
    const result = await runAt(T0);
    expect(result.spotify).toMatchObject({ failed: 0, series: 0 });
    expect(result.spotify?.retryAt).toBeUndefined();
    // A 403 is final: asked once, not retried.
    expect(platforms.requestsTo('spotify').filter(spotifyTracks)).toHaveLength(1);
    expect(await stateOf('spotify', T0)).toMatchObject({
      freshness: 'ok',
      lastError: null,
      mode: 'development',
      unavailable: expect.stringMatching(
        /^Spotify popularity and playlist placements: this app is in Development Mode/,
      ),
    });
    expect(await count('spotify')).toBe(0);
  });

  it('reports a platform that keeps failing, then its figures as stale, not zero', async () => {
    platforms.answerNext(
      10,
      { status: 502, body: { error: { status: 502, message: 'Bad gateway' } } },
      spotifyTracks,
    );
    const result = await runAt(T0);
    expect(result.spotify).toMatchObject({ failed: 1, series: 0 });
    expect(result.spotify?.retryAt).toBeUndefined();
    expect(await stateOf('spotify', T0)).toMatchObject({
      freshness: 'failing',
      lastError: expect.stringMatching(/failed after 4 attempts: server error 502/),
    });
    expect(await stateOf('spotify', T0 + 25 * 3_600_000)).toMatchObject({ freshness: 'stale' });
    expect(await stateOf('youtube', T0 + 25 * 3_600_000)).toMatchObject({ freshness: 'ok' });
    expect(await count('spotify')).toBe(0);
  });
});

describe('request budgets shared by the workers', () => {
  it('hands out exactly the window budget across two connections at once', async () => {
    // A second client on the same database (PostgreSQL); PGlite has one, used concurrently.
    const other = connection.url ? await connect({ databaseUrl: connection.url }) : connection;
    try {
      const now = Date.parse('2026-06-10T12:00:02Z');
      const worker = (db: typeof connection.db) =>
        Promise.all(Array.from({ length: 30 }, () => takeBudget(db, 'deezer', now)));
      const [a, b] = await Promise.all([worker(connection.db), worker(other.db)]);
      const taken = [...a, ...b].filter((refused) => refused === null).length;
      expect(taken).toBe(40);
      const refused = [...a, ...b].find((answer) => answer !== null);
      expect(refused?.toISOString()).toBe('2026-06-10T12:00:05.000Z');
      // The next window starts empty; windows two days old are dropped after a run.
      await recordPlatformRun(
        other.db,
        'deezer',
        { succeeded: 1, failed: 0 },
        now + 3 * 86_400_000,
      );
      expect(
        await queryRows(
          connection.db,
          sql`select 1 from real_platform_budgets where source = 'deezer'`,
        ),
      ).toEqual([]);
      expect(await takeBudget(other.db, 'deezer', Date.parse('2026-06-10T12:00:05Z'))).toBeNull();
    } finally {
      if (other !== connection) await other.close();
    }
  });

  it('makes a worker over budget reschedule instead of calling', async () => {
    const now = T0;
    // Another worker used this day's YouTube budget.
    await connection.db.execute(sql`
      insert into real_platform_budgets (source, window_start, requests)
      values ('youtube', ${new Date(Math.floor(now / 86_400_000) * 86_400_000).toISOString()}, 9000)`);
    const result = await runAt(now);
    expect(result.youtube?.retryAt).toBe('2026-06-11T00:00:00.000Z');
    expect(platforms.requestsTo('youtube')).toHaveLength(0);
    expect(await count('deezer')).toBe(2);

    let calls = 0;
    let clock = Date.parse('2026-06-10T15:00:00.400Z');
    const guard: PlatformGuard = { succeeded: 0, failed: 0, lastError: undefined };
    const waits: number[] = [];
    const client = guardClient({ ask: async () => ++calls }, 'musicbrainz', connection.db, guard, {
      now: () => clock,
      sleep: async (ms) => {
        waits.push(ms);
        clock += ms;
      },
    });
    await client.ask();
    // MusicBrainz's window is one second: the second call waits the 0.6 s left in place.
    await client.ask();
    expect(waits).toEqual([600]);
    expect([calls, guard.succeeded]).toEqual([2, 2]);
  });
});

describe('epoch add dates', () => {
  it('are unknown (null), not 1970-01-01', async () => {
    expect(addedOnDay('1970-01-01T00:00:00Z')).toBeNull();
    expect(addedOnDay(null)).toBeNull();
    expect(addedOnDay('2024-10-18T04:00:00Z')).toBe('2024-10-18');
    const body = documented('spotify', 'documented-playlist-epoch-added-at') as unknown as {
      id: string;
    };
    platforms.answerNext(1, { status: 200, body }, (request) =>
      request.url.pathname.startsWith('/spotify/playlists/'),
    );
    const spotify = createSpotifyClient({
      baseUrl: `${platforms.server.url}/spotify`,
      tokenUrl: `${platforms.server.url}/spotify/api/token`,
      credentials: { clientId: CREDENTIALS.id, clientSecret: CREDENTIALS.secret },
      fetchOptions: fastRetries().options,
    });
    const playlist = await spotify.playlist(body.id);
    expect(playlist.entries.map((entry) => entry.addedOn)).toEqual([
      null,
      ...playlist.entries.slice(1).map((entry) => entry.addedOn),
    ]);
    expect(playlist.entries[1]?.addedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('reads the February 2026 shape (items, item) as the earlier one', async () => {
    const old = documented('spotify', 'documented-playlist-epoch-added-at') as unknown as {
      id: string;
    };
    const renamed = documented('spotify', 'documented-playlist-2026-items');
    const spotify = createSpotifyClient({
      baseUrl: `${platforms.server.url}/spotify`,
      tokenUrl: `${platforms.server.url}/spotify/api/token`,
      credentials: { clientId: CREDENTIALS.id, clientSecret: CREDENTIALS.secret },
      fetchOptions: fastRetries().options,
    });
    const isPlaylist = (request: { url: URL }) =>
      request.url.pathname.startsWith('/spotify/playlists/');
    platforms.answerNext(1, { status: 200, body: old }, isPlaylist);
    const before = await spotify.playlist(old.id);
    platforms.answerNext(1, { status: 200, body: renamed }, isPlaylist);
    const after = await spotify.playlist(old.id);
    expect(after).toEqual(before);
    expect(after.entries.length).toBeGreaterThan(2);
  });
});
