import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FetchFailedError } from '../../http/fetch-json';
import {
  type FixtureServer,
  fastRetries,
  loadFixture,
  type RecordedRequest,
  startFixtureServer,
} from '../testing/fixture-server';
import { createSpotifyClient } from './spotify-client';

const PLAYLIST = '3cEYpjA9oz9GiPac4AsH4n';
const credentials = { clientId: 'client-id-123', clientSecret: 'client-secret-456' };
const basic = `Basic ${Buffer.from('client-id-123:client-secret-456').toString('base64')}`;

interface RecordedItem {
  added_at: string | null;
  track: { id: string | null; type: string; external_ids?: { isrc?: string } } | null;
}
const firstPage = loadFixture('spotify', `playlist-${PLAYLIST}`) as {
  tracks: { items: RecordedItem[] };
};
const laterPages = [100, 200].map(
  (offset) =>
    loadFixture('spotify', `playlist-${PLAYLIST}-tracks-offset-${offset}`) as {
      items: RecordedItem[];
    },
);
const recordedItems = [...firstPage.tracks.items, ...laterPages.flatMap((page) => page.items)];

let server: FixtureServer;
let validTokens: Set<string>;
let issued: number;

function spotifyRoute(request: RecordedRequest) {
  if (request.url.pathname === '/api/token') {
    if (request.method !== 'POST' || request.headers.authorization !== basic) {
      return { status: 400, body: loadFixture('spotify', 'token-invalid-client') };
    }
    const token = loadFixture('spotify', 'token') as { access_token: string };
    issued++;
    const access = `${token.access_token}-${issued}`;
    validTokens.add(access);
    return { body: { ...token, access_token: access } };
  }
  const bearer = request.headers.authorization?.replace(/^Bearer /, '') ?? '';
  if (!validTokens.has(bearer)) {
    return { status: 401, body: loadFixture('spotify', 'error-401-token-expired') };
  }
  const path = request.url.pathname;
  if (path === '/v1/tracks') {
    const ids = request.url.searchParams.get('ids')?.split(',') ?? [];
    if (ids.includes('2qSkIjg1o9h3YT9RAgYN75'))
      return { body: loadFixture('spotify', 'several-tracks') };
    return { body: { tracks: ids.map(() => null) } };
  }
  const tracksPage = path.match(/^\/v1\/playlists\/(\w+)\/tracks$/);
  if (tracksPage) {
    const offset = request.url.searchParams.get('offset');
    return { body: loadFixture('spotify', `playlist-${tracksPage[1]}-tracks-offset-${offset}`) };
  }
  const playlist = path.match(/^\/v1\/playlists\/(\w+)$/);
  if (playlist) return { body: loadFixture('spotify', `playlist-${playlist[1]}`) };
  return { status: 404, body: { error: { status: 404, message: 'Not found.' } } };
}

beforeEach(async () => {
  validTokens = new Set();
  issued = 0;
  server = await startFixtureServer(spotifyRoute);
});
afterEach(() => server.close());

function client(extra: { now?: () => number } = {}) {
  const retries = fastRetries();
  const spotify = createSpotifyClient({
    baseUrl: `${server.url}/v1`,
    tokenUrl: `${server.url}/api/token`,
    credentials,
    fetchOptions: retries.options,
    ...extra,
  });
  return { spotify, waits: retries.waits };
}

const tokenRequests = () => server.requests.filter((r) => r.url.pathname === '/api/token');
const isPage = (offset: number) => (r: RecordedRequest) =>
  r.url.searchParams.get('offset') === String(offset);

describe('Spotify playlists', () => {
  it('follows next links to the end and keeps every track item', async () => {
    const snapshot = await client().spotify.playlist(PLAYLIST);
    const expected = recordedItems
      .filter((item) => item.track?.id && item.track.type === 'track')
      .map((item) => ({
        trackId: item.track?.id,
        isrc: item.track?.external_ids?.isrc,
        addedOn: item.added_at?.slice(0, 10),
      }));
    expect(recordedItems).toHaveLength(230);
    expect(snapshot.entries).toEqual(expected);
    expect(snapshot.entries).toHaveLength(227);
    expect(snapshot).toMatchObject({
      id: PLAYLIST,
      name: 'Spotify Web API Testing playlist',
      followers: 1873,
      snapshotId: 'AAAA8NTvy3tS4OLGhs4YTmsS0ZTCkYt1',
      playlistType: 'listener',
      ownerName: 'JMPerez²',
    });
    const pages = server.requests.filter((r) => r.url.pathname.endsWith('/tracks'));
    expect(pages.map((r) => r.url.searchParams.get('offset'))).toEqual(['100', '200']);
    expect(pages.every((r) => r.url.searchParams.get('fields')?.includes('added_at'))).toBe(true);
  });

  it('marks playlists owned by Spotify as editorial', async () => {
    const snapshot = await client().spotify.playlist('37i9dQZF1DXcBWIGoYBM5M');
    expect(snapshot.playlistType).toBe('editorial');
    expect(snapshot.entries).toHaveLength(3);
  });

  it('retries a 429 after its Retry-After and then returns the whole playlist', async () => {
    server.failNext(2, { kind: 'rate-limited', retryAfterSeconds: 3 }, isPage(100));
    const { spotify, waits } = client();
    const snapshot = await spotify.playlist(PLAYLIST);
    expect(snapshot.entries).toHaveLength(227);
    expect(waits).toEqual([3000, 3000]);
  });

  it('retries a truncated page and loses no entry', async () => {
    server.failNext(1, { kind: 'truncated' }, isPage(200));
    const snapshot = await client().spotify.playlist(PLAYLIST);
    expect(snapshot.entries).toHaveLength(227);
    expect(server.requests.filter(isPage(200))).toHaveLength(2);
  });

  it('fails with FetchFailedError, never a partial snapshot, when a page keeps failing', async () => {
    server.failNext(10, { kind: 'unavailable' }, isPage(200));
    await expect(client().spotify.playlist(PLAYLIST)).rejects.toBeInstanceOf(FetchFailedError);
  });
});

describe('Spotify token', () => {
  it('fetches one token with Basic auth and reuses it for concurrent requests', async () => {
    const { spotify } = client();
    await Promise.all([spotify.playlist(PLAYLIST), spotify.playlist('37i9dQZF1DXcBWIGoYBM5M')]);
    expect(tokenRequests()).toHaveLength(1);
    expect(tokenRequests()[0]?.body).toBe('grant_type=client_credentials');
    expect(tokenRequests()[0]?.headers['content-type']).toBe('application/x-www-form-urlencoded');
  });

  it('fetches a new token after a 401 and retries the request once', async () => {
    const { spotify } = client();
    await spotify.trackCounters(['2qSkIjg1o9h3YT9RAgYN75']);
    validTokens.clear();
    const counters = await spotify.trackCounters(['2qSkIjg1o9h3YT9RAgYN75']);
    expect(counters).toHaveLength(2);
    expect(tokenRequests()).toHaveLength(2);
  });

  it('gives up with a 401 FetchFailedError when the fresh token is refused too', async () => {
    server.failNext(
      5,
      {
        kind: 'error-body',
        status: 401,
        body: loadFixture('spotify', 'error-401-token-expired'),
      },
      (r) => r.url.pathname === '/v1/tracks',
    );
    const failure = client().spotify.trackCounters(['2qSkIjg1o9h3YT9RAgYN75']);
    await expect(failure).rejects.toMatchObject({ name: 'FetchFailedError', status: 401 });
    expect(tokenRequests()).toHaveLength(2);
  });

  it('fetches a new token once expires_in has passed', async () => {
    let clock = 0;
    const { spotify } = client({ now: () => clock });
    await spotify.trackCounters(['2qSkIjg1o9h3YT9RAgYN75']);
    clock += 3_000_000;
    await spotify.trackCounters(['2qSkIjg1o9h3YT9RAgYN75']);
    expect(tokenRequests()).toHaveLength(1);
    clock += 600_000;
    await spotify.trackCounters(['2qSkIjg1o9h3YT9RAgYN75']);
    expect(tokenRequests()).toHaveLength(2);
  });

  it('reports refused credentials without retrying them', async () => {
    const spotify = createSpotifyClient({
      baseUrl: `${server.url}/v1`,
      tokenUrl: `${server.url}/api/token`,
      credentials: { clientId: 'client-id-123', clientSecret: 'wrong' },
      fetchOptions: fastRetries().options,
    });
    await expect(spotify.playlist(PLAYLIST)).rejects.toMatchObject({ status: 400 });
    expect(tokenRequests()).toHaveLength(1);
  });
});

describe('Spotify track counters', () => {
  it('reads popularity and ISRC and leaves out ids Spotify does not know', async () => {
    const counters = await client().spotify.trackCounters([
      '2qSkIjg1o9h3YT9RAgYN75',
      '0VjIjW4GlUZAMYd2vXMi3b',
      '1111111111111111111111',
    ]);
    expect(counters).toEqual([
      {
        trackId: '2qSkIjg1o9h3YT9RAgYN75',
        isrc: 'USUM72401994',
        metrics: { popularity_current: 89 },
      },
      {
        trackId: '0VjIjW4GlUZAMYd2vXMi3b',
        isrc: 'USUG11904206',
        metrics: { popularity_current: 91 },
      },
    ]);
  });

  it('asks for at most 50 ids per request', async () => {
    const ids = Array.from({ length: 120 }, (_, index) => `id${String(index).padStart(20, '0')}`);
    await client().spotify.trackCounters(ids);
    const batches = server.requests
      .filter((r) => r.url.pathname === '/v1/tracks')
      .map((r) => r.url.searchParams.get('ids')?.split(',').length);
    expect(batches).toEqual([50, 50, 20]);
  });

  it('retries a 429 on the token call too', async () => {
    server.failNext(1, { kind: 'rate-limited', retryAfterSeconds: 1 });
    const { spotify, waits } = client();
    await spotify.trackCounters(['2qSkIjg1o9h3YT9RAgYN75']);
    expect(waits).toEqual([1000]);
    expect(tokenRequests()).toHaveLength(2);
  });
});
