import { encodeRequestStamp, ZStationResponse } from '@songstats/contract';
import { discoveredProductText, RADIO_TEXTS, TEXTS } from '@songstats/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing';
import { seedRadioWorld } from './radio-fixture';

let test: TestApp;
let tokens: Record<string, string> = {};

beforeAll(async () => {
  test = await startTestApp();
  ({ tokens } = await seedRadioWorld(test.connection.db));
  // Migrating a fresh PGlite takes long while other suites share the two cores.
}, 240_000);
afterAll(async () => {
  await test?.close();
});

function call(who: string | null, stationId: string) {
  return test.app.inject({
    method: 'GET',
    url: `/api/v1/radio/station?stationId=${encodeURIComponent(stationId)}`,
    headers: {
      'x-request-stamp': encodeRequestStamp(),
      ...(who ? { authorization: `Bearer ${tokens[who]}` } : {}),
    },
  });
}

async function station(who: string, stationId: string) {
  const response = await call(who, stationId);
  expect(response.statusCode).toBe(200);
  return ZStationResponse.parse(response.json());
}

describe('radio/station (issue 24)', () => {
  it('names the station, its kind, place and format, and its spins per day', async () => {
    const body = await station('owner', 'st-berlin-fm');
    expect(body.station).toEqual({
      id: 'st-berlin-fm',
      name: 'Berlin 99.1 FM',
      kind: 'radio',
      kindName: 'Radio',
      countryCode: 'DE',
      countryName: 'Germany',
      cityName: 'Berlin',
      format: 'Pop',
      imageUrl: null,
    });
    expect(body.hasAccess).toBe(true);
    expect(body.lockedReason).toBeNull();
    expect(body.spinsByDay).toEqual([
      { day: '2026-03-01', spins: 4 },
      { day: '2026-03-02', spins: 16 },
    ]);
    expect(body.totalSpins).toBe(20);
  });

  it('lists the top tracks and artists played, most spins first', async () => {
    const body = await station('owner', 'st-berlin-fm');
    expect(body.topTracks.map((t) => [t.title, t.artistName, t.spins, t.lastPlayed])).toEqual([
      ['Airplay Song', 'Radio Artist', 10, '2026-03-02'],
      ['Secret Song', 'Other Radio Artist', 9, '2026-03-02'],
      ['Second Song', 'Radio Artist', 1, '2026-03-02'],
    ]);
    expect(body.topArtists.map((a) => [a.name, a.spins, a.tracks])).toEqual([
      ['Radio Artist', 11, 2],
      ['Other Radio Artist', 9, 1],
    ]);
  });

  it("points out the member's own tracks, and only theirs", async () => {
    const titles = async (who: string) =>
      (await station(who, 'st-berlin-fm')).memberTracks.map((t) => [t.title, t.spins]);
    expect(await titles('owner')).toEqual([
      ['Airplay Song', 10],
      ['Second Song', 1],
    ]);
    // A teammate manages the same artist (a secondary management).
    expect(await titles('teammate')).toEqual(await titles('owner'));
    expect(await titles('otherOwner')).toEqual([['Secret Song', 9]]);
    // An admin sees the station, and manages no tracks.
    expect(await titles('admin')).toEqual([]);
  });

  it('gives TV and satellite radio stations their kind and spins', async () => {
    const tv = await station('owner', 'st-paris-tv');
    expect([tv.station.kindName, tv.station.countryName, tv.totalSpins]).toEqual([
      'TV',
      'France',
      3,
    ]);
    const sat = await station('owner', 'st-sat');
    expect([sat.station.kindName, sat.station.format, sat.totalSpins]).toEqual([
      'Satellite Radio',
      null,
      2,
    ]);
  });

  it('locks the spins without radio access (spec §6), with the prompt of what the member has', async () => {
    const musicOnly = await station('musicOnly', 'st-berlin-fm');
    expect(musicOnly).toMatchObject({
      hasAccess: false,
      lockedReason: TEXTS.locked.premiumFeature,
      totalSpins: 0,
      spinsByDay: [],
      topTracks: [],
      topArtists: [],
      memberTracks: [],
    });
    expect(musicOnly.station.name).toBe('Berlin 99.1 FM');
    const nobody = await station('nobody', 'st-berlin-fm');
    expect(nobody.lockedReason).toBe(discoveredProductText('Radiostats'));
    expect(JSON.stringify(nobody)).not.toMatch(/Airplay|Secret|Radio Artist/);
  });

  it('asks anonymous callers to log in', async () => {
    const response = await call(null, 'st-berlin-fm');
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toEqual(expect.any(String));
  });

  it('answers an unknown or hidden station, or a missing id, with a message', async () => {
    for (const id of ['nope', 'st-hidden']) {
      const response = await call('owner', id);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(RADIO_TEXTS.unknownStation);
    }
    const missing = await test.app.inject({
      method: 'GET',
      url: '/api/v1/radio/station',
      headers: {
        'x-request-stamp': encodeRequestStamp(),
        authorization: `Bearer ${tokens.owner}`,
      },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/station/i);
    const long = await call('owner', 'x'.repeat(200));
    expect(long.statusCode).toBe(400);
  });
});
