import { type Database, queryRows } from '@songstats/db';
import { sql } from 'drizzle-orm';
import { selectConnectors } from '../../connectors/select-connectors';
import {
  fastRetries,
  loadFixture,
  notFound,
  type RecordedRequest,
  startFixtureServer,
} from '../../connectors/testing/fixture-server';

// One fixture server standing in for all four platforms, each under its own path prefix, so a
// test can tell which platform was asked (and that a disabled one never was).

export const CREDENTIALS = { id: 'client-id-123', secret: 'client-secret-456', key: 'yt-key-789' };
const basic = `Basic ${Buffer.from(`${CREDENTIALS.id}:${CREDENTIALS.secret}`).toString('base64')}`;
const token = loadFixture('spotify', 'token') as { access_token: string };

interface RecordedSpotifyTrack {
  id: string;
}
interface RecordedVideo {
  id: string;
}

const DEEZER_BY_ID: Record<string, string> = {
  '908604612': 'USUG11904206',
  '2739612751': 'USUM72401994',
};
const RECORDED_ISRCS = new Set(Object.values(DEEZER_BY_ID));

function deezer(path: string) {
  // The worldwide chart and the playlists it shows, read on each real day (issue 27).
  if (path === '/chart/0/tracks') {
    // Its first page only: the paging is the connector's test.
    const { next: _next, ...page } = loadFixture('deezer', 'chart-0-tracks') as { next?: string };
    return { body: page };
  }
  if (path === '/chart/0/playlists') return { body: { data: [], total: 0 } };
  const noData = { body: loadFixture('deezer', 'error-no-data') };
  const isrc = path.match(/^\/track\/isrc:(\w+)$/)?.[1];
  const byId = DEEZER_BY_ID[path.match(/^\/track\/(\d+)$/)?.[1] ?? ''];
  const recorded = isrc && RECORDED_ISRCS.has(isrc) ? isrc : byId;
  return recorded ? { body: loadFixture('deezer', `track-isrc-${recorded}`) } : noData;
}

function spotify(request: RecordedRequest, path: string) {
  if (path === '/api/token') {
    return request.headers.authorization === basic
      ? { body: token }
      : { status: 400, body: loadFixture('spotify', 'token-invalid-client') };
  }
  if (request.headers.authorization !== `Bearer ${token.access_token}`) {
    return { status: 401, body: loadFixture('spotify', 'error-401-token-expired') };
  }
  if (path === '/search' && request.url.searchParams.get('type') === 'playlist') {
    // Documented shape (Extended Quota Mode): no playlist is found for these artists.
    return {
      body: {
        playlists: {
          href: request.url.href,
          items: [],
          limit: 20,
          next: null,
          offset: 0,
          previous: null,
          total: 0,
        },
      },
    };
  }
  const recorded = (loadFixture('spotify', 'several-tracks') as { tracks: unknown[] }).tracks;
  const byId = new Map(
    recorded.filter((track) => track !== null).map((t) => [(t as RecordedSpotifyTrack).id, t]),
  );
  const ids = request.url.searchParams.get('ids')?.split(',') ?? [];
  // The documented answer: one entry per requested id, in order, null for an unknown id.
  return { body: { tracks: ids.map((id) => byId.get(id) ?? null) } };
}

function youtube(request: RecordedRequest) {
  if (request.url.searchParams.get('key') !== CREDENTIALS.key) {
    return { status: 400, body: loadFixture('youtube', 'error-key-invalid') };
  }
  const ids = request.url.searchParams.get('id')?.split(',') ?? [];
  const recorded = loadFixture('youtube', 'videos-list') as { items: RecordedVideo[] };
  return {
    body: { ...recorded, items: recorded.items.filter((video) => ids.includes(video.id)) },
  };
}

function route(request: RecordedRequest) {
  const [, platform = '', ...rest] = request.url.pathname.split('/');
  const path = `/${rest.join('/')}`;
  if (platform === 'deezer') return deezer(path);
  if (platform === 'spotify') return spotify(request, path);
  if (platform === 'youtube') return youtube(request);
  const isrc = path.match(/^\/isrc\/(\w+)$/)?.[1];
  if (platform === 'musicbrainz' && isrc === 'USUG11904206') {
    return { body: loadFixture('musicbrainz', `isrc-${isrc}`) };
  }
  return notFound(loadFixture('musicbrainz', 'error-not-found'));
}

/** A documented answer kept in a fixture file: its status, headers (Retry-After) and body. */
export interface DocumentedReply {
  status: number;
  headers?: Record<string, string>;
  body: unknown;
}

export async function startPlatformServer() {
  const documented: { reply: DocumentedReply; when: (request: RecordedRequest) => boolean }[] = [];
  const server = await startFixtureServer((request) => {
    const index = documented.findIndex((pending) => pending.when(request));
    const next = index === -1 ? undefined : documented.splice(index, 1)[0]?.reply;
    return next ?? route(request);
  });
  const environment = {
    DEEZER_ENABLED: '1',
    DEEZER_API_URL: `${server.url}/deezer`,
    MUSICBRAINZ_ENABLED: '1',
    MUSICBRAINZ_API_URL: `${server.url}/musicbrainz`,
    SPOTIFY_CLIENT_ID: CREDENTIALS.id,
    SPOTIFY_CLIENT_SECRET: CREDENTIALS.secret,
    SPOTIFY_API_URL: `${server.url}/spotify`,
    SPOTIFY_TOKEN_URL: `${server.url}/spotify/api/token`,
    YOUTUBE_API_KEY: CREDENTIALS.key,
    YOUTUBE_API_URL: `${server.url}/youtube`,
  };
  return {
    server,
    /** The connectors `selectConnectors` builds from `environment` plus `overrides`. */
    connectors(overrides: Record<string, string> = {}) {
      return selectConnectors({ ...environment, ...overrides }, fastRetries().options);
    },
    /** The next `count` requests matching `when` get `reply` (a documented answer). */
    answerNext(count: number, reply: DocumentedReply, when: (request: RecordedRequest) => boolean) {
      for (let index = 0; index < count; index++) documented.push({ reply, when });
    },
    requestsTo: (platform: string) =>
      server.requests.filter((request) => request.path.startsWith(`/${platform}/`)),
  };
}

/**
 * A monitored artist with three ISRC tracks (Blinding Lights, Espresso, one no platform knows)
 * and one without an ISRC, and an unmonitored artist whose track must never be looked up.
 */
export async function seedTracks(db: Database) {
  await db.execute(sql`truncate accounts, tracks, series, activities restart identity cascade`);
  await db.execute(sql`
    insert into accounts (id_unique, type, name, monitored_since) values
      ('artist-watched', 'artist', 'Watched', now()), ('artist-other', 'artist', 'Other', null)`);
  const rows = await queryRows<{ id: number; id_unique: string }>(
    db,
    sql`insert into tracks (id_unique, title, isrc, external_ids) values
      ('blinding', 'Blinding Lights', 'USUG11904206', '{"spotify_web": "0VjIjW4GlUZAMYd2vXMi3b", "youtube": "4NRXx6U8ABQ"}'),
      ('espresso', 'Espresso', 'US-UM7-24-01994', '{"spotify_web": "2qSkIjg1o9h3YT9RAgYN75", "youtube": "eVli-tstM5E"}'),
      ('unknown', 'Unknown', 'QZES72400001', '{"spotify_web": "7aaaaaaaaaaaaaaaaaaaaa"}'),
      ('no-isrc', 'No ISRC', null, '{}'),
      ('unwatched', 'Unwatched', 'USUG11904206', '{"youtube": "4NRXx6U8ABQ"}')
      returning id, id_unique`,
  );
  await db.execute(sql`
    insert into track_artists (track_id, account_id, role)
    select t.id, a.id, 'primary' from tracks t
    join accounts a on a.id_unique = case when t.id_unique = 'unwatched' then 'artist-other' else 'artist-watched' end`);
  return Object.fromEntries(rows.map((row) => [row.id_unique, Number(row.id)]));
}
