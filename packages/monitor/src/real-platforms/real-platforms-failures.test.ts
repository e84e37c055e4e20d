import { type Connection, queryRows } from '@songstats/db';
import { openTestDatabase } from '@songstats/db/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadFixture } from '../connectors/testing/fixture-server';
import type { RealPlatformsSettings } from './real-platforms-settings';
import { refreshRealPlatforms } from './refresh-real-platforms';
import { seedTracks, startPlatformServer } from './testing/platform-fixtures';

const DAY = '2024-06-10';
const settings: RealPlatformsSettings = { lookUpsPerCycle: 500, retryMissesAfterDays: 30 };

let connection: Connection;
let platforms: Awaited<ReturnType<typeof startPlatformServer>>;
const warnings: string[] = [];
const context = () => ({
  db: connection.db,
  log: { info: () => {}, warn: (message: string) => warnings.push(message) },
});

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
  platforms.server.requests.length = 0;
  warnings.length = 0;
});

const count = async (source: string) =>
  Number(
    (
      await queryRows<{ n: number }>(
        connection.db,
        sql`select count(*)::int as n from series where source = ${source}`,
      )
    )[0]?.n,
  );
const isPlatform = (platform: string) => (request: { path: string }) =>
  request.path.startsWith(`/${platform}/`);

describe('refreshRealPlatforms when platforms misbehave', () => {
  it('writes each row once after a 429 and after Deezer quota answers', async () => {
    platforms.server.failNext(
      1,
      { kind: 'rate-limited', retryAfterSeconds: 1 },
      isPlatform('youtube'),
    );
    platforms.server.failNext(1, { kind: 'rate-limited' }, isPlatform('spotify'));
    const quota = {
      kind: 'error-body',
      status: 200,
      body: loadFixture('deezer', 'error-quota'),
    } as const;
    platforms.server.failNext(2, quota, isPlatform('deezer'));
    const result = await refreshRealPlatforms(context(), DAY, {
      connectors: platforms.connectors(),
      settings,
    });
    expect([await count('youtube'), await count('spotify'), await count('deezer')]).toEqual([
      5, 2, 2,
    ]);
    expect(platforms.server.requests.filter(isPlatform('youtube'))).toHaveLength(2);
    expect(Object.values(result).every((job) => job.failed === 0)).toBe(true);
    expect(warnings).toEqual([]);
  });

  it('reports a platform that keeps failing and goes on with the others', async () => {
    platforms.server.failNext(20, { kind: 'unavailable' }, isPlatform('youtube'));
    platforms.server.failNext(20, { kind: 'unavailable' }, isPlatform('musicbrainz'));
    const result = await refreshRealPlatforms(context(), DAY, {
      connectors: platforms.connectors(),
      settings,
    });
    expect(result.youtube).toMatchObject({ failed: 1, series: 0 });
    // Each of the three ISRCs failed on its own; none is remembered as a miss.
    expect(result.musicbrainz).toMatchObject({ failed: 3, ids: 0 });
    expect(warnings).toHaveLength(4);
    expect(warnings[0]).toMatch(/^musicbrainz USUG11904206: .*failed after 4 attempts/);
    expect(await count('spotify')).toBe(2);
    expect(await count('deezer')).toBe(2);
    const misses = await queryRows<{ n: number }>(
      connection.db,
      sql`select count(*)::int as n from tracks where external_ids ? 'musicbrainz_not_found_on'`,
    );
    expect(misses[0]?.n).toBe(0);
  });

  it('turns a refused Spotify login into a reported failure, not a crash', async () => {
    const connectors = platforms.connectors({ SPOTIFY_CLIENT_SECRET: 'wrong-secret' });
    const result = await refreshRealPlatforms(context(), DAY, { connectors, settings });
    expect(result.spotify).toMatchObject({ failed: 1, series: 0 });
    expect(warnings.some((warning) => warning.startsWith('spotify 3 ids:'))).toBe(true);
  });
});
