import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FetchFailedError } from '../../http/fetch-json';
import {
  type FixtureServer,
  fastRetries,
  loadFixture,
  type RecordedRequest,
  startFixtureServer,
} from '../testing/fixture-server';
import { createDeezerClient } from './deezer-client';

const PLAYLIST = '1313621735';

interface RecordedTrack {
  id: number;
  time_add?: number;
  position?: number;
}
const recordedPlaylist = loadFixture('deezer', `playlist-${PLAYLIST}`) as {
  nb_tracks: number;
  tracks: { data: RecordedTrack[] };
};
const recordedPlaylistTracks = [
  ...recordedPlaylist.tracks.data,
  ...[25, 50].flatMap(
    (index) =>
      (
        loadFixture('deezer', `playlist-${PLAYLIST}-tracks-index-${index}`) as {
          data: RecordedTrack[];
        }
      ).data,
  ),
];

function deezerRoute(request: RecordedRequest) {
  const path = request.url.pathname;
  const index = request.url.searchParams.get('index');
  const noData = { body: loadFixture('deezer', 'error-no-data') };
  if (path === '/chart/0/tracks') {
    return {
      body: loadFixture('deezer', index ? `chart-0-tracks-index-${index}` : 'chart-0-tracks'),
    };
  }
  const isrc = path.match(/^\/track\/isrc:(\w+)$/);
  if (isrc)
    return isrc[1] === 'USUG11904206'
      ? { body: loadFixture('deezer', `track-isrc-${isrc[1]}`) }
      : noData;
  if (path === '/track/908604612')
    return { body: loadFixture('deezer', 'track-isrc-USUG11904206') };
  const tracks = path.match(/^\/playlist\/(\d+)\/tracks$/);
  if (tracks) return { body: loadFixture('deezer', `playlist-${tracks[1]}-tracks-index-${index}`) };
  const playlist = path.match(/^\/playlist\/(\d+)$/);
  if (playlist?.[1] === PLAYLIST) return { body: loadFixture('deezer', `playlist-${PLAYLIST}`) };
  return noData;
}

let server: FixtureServer;
beforeEach(async () => {
  server = await startFixtureServer(deezerRoute);
});
afterEach(() => server.close());

function client() {
  const retries = fastRetries();
  return {
    deezer: createDeezerClient({ baseUrl: server.url, fetchOptions: retries.options }),
    waits: retries.waits,
  };
}

const quota = {
  kind: 'error-body',
  status: 200,
  body: loadFixture('deezer', 'error-quota'),
} as const;

describe('Deezer playlists', () => {
  it('reads the embedded tracks, then pages by index to nb_tracks', async () => {
    const snapshot = await client().deezer.playlist(PLAYLIST);
    expect(recordedPlaylistTracks).toHaveLength(recordedPlaylist.nb_tracks);
    expect(snapshot.entries).toEqual(
      recordedPlaylistTracks.map((track) => ({
        trackId: String(track.id),
        addedOn: new Date((track.time_add ?? 0) * 1000).toISOString().slice(0, 10),
      })),
    );
    expect(snapshot).toMatchObject({
      id: PLAYLIST,
      name: 'Top Worldwide',
      followers: 1934662,
      ownerName: 'Deezer Charts',
    });
    const pages = server.requests.filter((r) => r.url.pathname.endsWith('/tracks'));
    expect(pages.map((r) => r.url.searchParams.get('index'))).toEqual(['25', '50']);
  });

  it('treats an HTTP 200 quota error as a rate limit: waits the quota window and retries', async () => {
    server.failNext(2, quota, (r) => r.url.searchParams.get('index') === '50');
    const { deezer, waits } = client();
    const snapshot = await deezer.playlist(PLAYLIST);
    expect(snapshot.entries).toHaveLength(60);
    expect(waits).toEqual([5000, 5000]);
  });

  it('retries a truncated body and then returns every entry', async () => {
    server.failNext(1, { kind: 'truncated' });
    const snapshot = await client().deezer.playlist(PLAYLIST);
    expect(snapshot.entries).toHaveLength(60);
  });

  it('fails with FetchFailedError after the last attempt while the quota stays exceeded', async () => {
    server.failNext(10, quota);
    await expect(client().deezer.playlist(PLAYLIST)).rejects.toMatchObject({
      name: 'FetchFailedError',
      status: 429,
      attempts: 4,
    });
  });

  it('reports other Deezer errors at once, without retrying', async () => {
    const invalid = loadFixture('deezer', 'error-invalid-query');
    server.failNext(1, { kind: 'error-body', status: 200, body: invalid });
    const failure = client().deezer.playlist(PLAYLIST);
    await expect(failure).rejects.toBeInstanceOf(FetchFailedError);
    expect(server.requests).toHaveLength(1);
  });
});

describe('Deezer tracks', () => {
  it('finds a track by ISRC with its rank', async () => {
    expect(await client().deezer.trackByIsrc('USUG11904206')).toEqual({
      trackId: '908604612',
      isrc: 'USUG11904206',
      metrics: { rank: 944121 },
    });
  });

  it('answers null for an ISRC Deezer has no data for', async () => {
    expect(await client().deezer.trackByIsrc('QZES71982312')).toBeNull();
  });

  it('reads a track by id', async () => {
    expect((await client().deezer.track('908604612'))?.metrics).toEqual({ rank: 944121 });
  });
});

describe('Deezer chart', () => {
  it('reads every page of the worldwide chart in position order', async () => {
    const recorded = ['chart-0-tracks', 'chart-0-tracks-index-10'].flatMap(
      (name) => (loadFixture('deezer', name) as { data: RecordedTrack[] }).data,
    );
    const chart = await client().deezer.chart();
    expect(chart.entries).toEqual(
      recorded.map((track) => ({ position: track.position, trackId: String(track.id) })),
    );
    expect(chart.entries.map((entry) => entry.position)).toEqual(
      Array.from({ length: 20 }, (_, index) => index + 1),
    );
  });
});
