import { supportEndpoints } from '@songstats/contract';
import { charts, radioStations } from '@songstats/db';
import { insertMemberWithSession, insertPlaylist, insertStation } from '@songstats/db/seed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing';
import { callApi } from '../admin/admin-test-fixture';
import { monitoredCounts } from './monitored-counts';

// Issue 30: the landing page's "What we monitor" is counted in this installation's tables, not
// another company's figures; anyone may read it, signed in or not.
let test: TestApp;
const tokens: Record<string, string | null> = { anonymous: null };

beforeAll(async () => {
  test = await startTestApp();
  const { db } = test.connection;
  for (const [source, n] of [
    ['spotify', 3],
    ['deezer', 2],
  ] as const) {
    for (let index = 0; index < n; index++) await insertPlaylist(db, { source });
  }
  await db.insert(charts).values([
    { key: 'shazam-de', source: 'shazam', name: 'Shazam DE' },
    { key: 'itunes-us', source: 'itunes', name: 'iTunes US' },
    { key: 'itunes-de', source: 'itunes', name: 'iTunes DE' },
  ]);
  await insertStation(db, { kind: 'radio' });
  await insertStation(db, { kind: 'digital' });
  await insertStation(db, { kind: 'sat_radio' });
  for (const who of ['member', 'admin']) {
    tokens[who] = (await insertMemberWithSession(db, { isAdmin: who === 'admin' })).token;
  }
});
afterAll(async () => {
  await test?.close();
});

describe('monitored counts (issue 30)', () => {
  it.each(['anonymous', 'member', 'admin'])(
    'answers %s with the counts of this installation',
    async (who) => {
      const response = await callApi(
        test,
        tokens[who] ?? null,
        'GET',
        supportEndpoints.monitoredCounts.path,
      );
      expect(response.statusCode).toBe(200);
      expect(supportEndpoints.monitoredCounts.response.parse(response.json())).toEqual({
        sources: [
          { sourceId: 'spotify', count: 3, countType: 'playlists' },
          { sourceId: 'deezer', count: 2, countType: 'playlists' },
          { sourceId: 'shazam', count: 1, countType: 'charts' },
          { sourceId: 'itunes', count: 2, countType: 'charts' },
          { sourceId: 'radio', count: 2, countType: 'stations' },
          { sourceId: 'siriusxm', count: 1, countType: 'channels' },
        ],
      });
    },
  );

  it('keeps a count for ten minutes rather than counting on every landing visit', async () => {
    await test.connection.db.insert(radioStations).values({
      externalId: 'counted-later',
      name: 'Later FM',
      kind: 'radio',
      countryCode: 'DE',
    });
    const again = await callApi(test, null, 'GET', supportEndpoints.monitoredCounts.path);
    expect(again.json().sources).toContainEqual({
      sourceId: 'radio',
      count: 2,
      countType: 'stations',
    });
  });

  it('adds up the kinds of a source and leaves out what counts nothing', () => {
    expect(
      monitoredCounts([
        { kind: 'posts', key: 'tiktok', count: 7 },
        { kind: 'stations', key: 'tv', count: 2 },
        { kind: 'stations', key: 'sat_radio', count: 3 },
        { kind: 'playlists', key: 'tidal', count: 0 },
        { kind: 'charts', key: 'unknown', count: 9 },
      ]),
    ).toEqual([
      { sourceId: 'tiktok', count: 7, countType: 'videos' },
      { sourceId: 'siriusxm', count: 5, countType: 'channels' },
    ]);
  });
});
