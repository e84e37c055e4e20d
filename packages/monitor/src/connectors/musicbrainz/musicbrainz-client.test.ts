import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type FixtureServer,
  loadFixture,
  type RecordedRequest,
  startFixtureServer,
} from '../testing/fixture-server';
import { createMusicBrainzClient } from './musicbrainz-client';

const USER_AGENT = 'SongstatsMonitorTest/1.0 ( monitor-tests@example.org )';

function musicBrainzRoute(request: RecordedRequest) {
  // MusicBrainz refuses anonymous clients.
  if (request.headers['user-agent'] !== USER_AGENT)
    return { status: 403, body: { error: 'no UA' } };
  const isrc = request.url.pathname.match(/^\/ws\/2\/isrc\/(\w+)$/)?.[1];
  if (isrc === 'USUG11904206' && request.url.searchParams.get('fmt') === 'json') {
    return { body: loadFixture('musicbrainz', `isrc-${isrc}`) };
  }
  return { status: 404, body: loadFixture('musicbrainz', 'error-not-found') };
}

let server: FixtureServer;
beforeEach(async () => {
  server = await startFixtureServer(musicBrainzRoute);
});
afterEach(() => server.close());

/** A fake clock: sleeping advances it at once; every request's start time is noted. */
function client() {
  let clock = 1_000_000;
  const startedAt: number[] = [];
  const musicBrainz = createMusicBrainzClient({
    baseUrl: `${server.url}/ws/2`,
    userAgent: USER_AGENT,
    now: () => clock,
    fetchOptions: {
      attempts: 4,
      sleep: async (ms) => {
        clock += ms;
      },
      fetch: (input, init) => {
        startedAt.push(clock);
        return fetch(input, init);
      },
    },
  });
  return { musicBrainz, startedAt };
}

describe('MusicBrainz ISRC look-up', () => {
  it('returns the recordings with titles and artist credits', async () => {
    const result = await client().musicBrainz.lookUpIsrc('US-UG1-19-04206');
    expect(result.isrc).toBe('USUG11904206');
    expect(result.recordings).toEqual([
      {
        id: '6a3c6f9f-5c4b-4d39-8f4c-1b0e6a1f3c71',
        title: 'Blinding Lights',
        lengthMs: 200040,
        firstReleaseDate: '2019-11-29',
        artistCredit: 'The Weeknd',
        artists: [{ id: 'c8b03190-306c-4120-bb0b-6f2ebfc06ea9', name: 'The Weeknd' }],
      },
      {
        id: 'e2b9a1c4-71d3-4f0a-9c9e-8a5d2b3c4f10',
        title: 'Blinding Lights',
        lengthMs: 262000,
        firstReleaseDate: '2020-12-04',
        artistCredit: 'The Weeknd & ROSALÍA',
        artists: [
          { id: 'c8b03190-306c-4120-bb0b-6f2ebfc06ea9', name: 'The Weeknd' },
          { id: '2ff0f0f5-1c1b-4b5f-9d7c-6d8f0c0d8b4e', name: 'ROSALÍA' },
        ],
      },
    ]);
    expect(server.requests[0]?.url.searchParams.get('inc')).toBe('artist-credits');
  });

  it('answers no recordings for an ISRC MusicBrainz does not know', async () => {
    expect(await client().musicBrainz.lookUpIsrc('GBAYE0000001')).toEqual({
      isrc: 'GBAYE0000001',
      recordings: [],
    });
  });

  it('refuses a malformed ISRC without asking', async () => {
    await expect(client().musicBrainz.lookUpIsrc('not-an-isrc')).rejects.toThrow(TypeError);
    expect(server.requests).toHaveLength(0);
  });

  it('spaces requests at least one second apart, concurrent ones included', async () => {
    const { musicBrainz, startedAt } = client();
    await Promise.all([
      musicBrainz.lookUpIsrc('USUG11904206'),
      musicBrainz.lookUpIsrc('GBAYE0000001'),
      musicBrainz.lookUpIsrc('USUG11904206'),
    ]);
    expect(startedAt).toHaveLength(3);
    const gaps = startedAt.slice(1).map((start, index) => start - (startedAt[index] ?? 0));
    expect(gaps.every((gap) => gap >= 1000)).toBe(true);
  });

  it('retries a 503 no sooner than the rate limit allows and then succeeds', async () => {
    server.failNext(2, { kind: 'unavailable' });
    const { musicBrainz, startedAt } = client();
    const result = await musicBrainz.lookUpIsrc('USUG11904206');
    expect(result.recordings).toHaveLength(2);
    expect(startedAt).toHaveLength(3);
    const gaps = startedAt.slice(1).map((start, index) => start - (startedAt[index] ?? 0));
    expect(gaps.every((gap) => gap >= 1000)).toBe(true);
  });

  it('ends in FetchFailedError while MusicBrainz keeps answering 503', async () => {
    server.failNext(10, { kind: 'unavailable' });
    await expect(client().musicBrainz.lookUpIsrc('USUG11904206')).rejects.toMatchObject({
      name: 'FetchFailedError',
      status: 503,
      attempts: 4,
    });
  });
});
