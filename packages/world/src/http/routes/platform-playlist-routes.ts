import type { PlaylistSource } from '../../model/markets';
import { dailyStreams } from '../../sim/track-growth';
import {
  platformTrackId,
  playlistEntries,
  playlistFacts,
  playlistSource,
} from '../../views/platform-playlist-views';
import { integer, type RouteContext, type RouteHandler } from '../context';
import { badRequest, notFound } from '../http-error';

// Playlists of Apple Music, Deezer, Amazon Music, Tidal and SoundCloud, each in its platform's
// shape (docs/decisions/041): a playlist and its tracks page by page, every track with its ISRC
// (how a monitor matches them to its catalogue) and the moment it was added.

const ID_SHAPES: Record<Exclude<PlaylistSource, 'spotify'>, RegExp> = {
  apple_music: /^pl\.[0-9a-f]{32}$/,
  deezer: /^\d{1,12}$/,
  amazon: /^B0[0-9A-Z]{8}$/,
  tidal: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
  soundcloud: /^\d{1,12}$/,
};

/** The playlist of `source` with that id: 400 for an id the platform cannot have, else 404. */
function lookup(context: RouteContext, source: Exclude<PlaylistSource, 'spotify'>, id?: string) {
  if (id === undefined || !ID_SHAPES[source].test(id)) throw badRequest(`Invalid id ${id ?? ''}`);
  const { state } = context.world;
  const playlist = state.playlists.indexById.get(id);
  if (playlist === undefined || playlistSource(state, playlist) !== source) throw notFound();
  return playlist;
}

/** Tracks a Deezer playlist object embeds. */
const DEEZER_EMBEDDED = 100;

const unixSeconds = (instant: string) => Math.floor(Date.parse(instant) / 1000);

// Deezer API (https://developers.deezer.com/api/playlist): the first tracks embedded, the rest
// by `index` pages of 25 (Deezer's default), each with its `time_add`.
const deezerTrackData = (context: RouteContext, playlist: number, index: number, limit: number) =>
  playlistEntries(context.world.state, playlist, index, index + limit).map((entry) => ({
    id: platformTrackId('deezer', entry.track),
    title: entry.name,
    rank: Math.round(dailyStreams(context.world.state.tracks, entry.track, context.world.day)),
    isrc: entry.isrc,
    time_add: unixSeconds(entry.addedAt),
    type: 'track',
  }));

const deezerPlaylist: RouteHandler = (context) => {
  const playlist = lookup(context, 'deezer', context.params[0]);
  const facts = playlistFacts(context.world.state, playlist, context.baseUrl);
  return {
    id: Number(facts.id),
    title: facts.name,
    description: `The best of ${facts.genre}`,
    public: true,
    nb_tracks: facts.length,
    fans: facts.followers,
    checksum: facts.version,
    picture: facts.image,
    creator: {
      id: facts.listener ? 5_000_000 + playlist : 2,
      name: facts.owner ?? 'Deezer Editor',
    },
    tracklist: `${context.baseUrl}/deezer/playlist/${facts.id}/tracks`,
    tracks: { data: deezerTrackData(context, playlist, 0, DEEZER_EMBEDDED) },
    x_playlist_type: facts.type,
    x_genres: [facts.genre],
    x_curator: facts.curator,
    type: 'playlist',
  };
};

const deezerTracks: RouteHandler = (context) => {
  const playlist = lookup(context, 'deezer', context.params[0]);
  const index = integer(context, 'index', 0, 0, 1e9);
  const limit = integer(context, 'limit', 25, 1, 100);
  const { state } = context.world;
  const total = playlistFacts(state, playlist, context.baseUrl).length;
  const path = `${context.baseUrl}/deezer/playlist/${state.playlists.ids[playlist]}/tracks`;
  return {
    data: deezerTrackData(context, playlist, index, limit),
    total,
    ...(index + limit < total ? { next: `${path}?index=${index + limit}` } : {}),
  };
};

// Apple Music API (https://developer.apple.com/documentation/applemusicapi): resources in `data`,
// a relationship's pages by `offset`, at most 100 songs a page.
const appleAttributes = (facts: ReturnType<typeof playlistFacts>) => ({
  name: facts.name,
  curatorName: facts.listener ? facts.owner : 'Apple Music',
  playlistType: facts.listener
    ? 'user-shared'
    : facts.type === 'editorial'
      ? 'editorial'
      : 'personal-mix',
  description: { standard: `The best of ${facts.genre}` },
  artwork: { url: facts.image, width: 640, height: 640 },
  x_version: facts.version,
  x_followers: facts.followers,
  x_curator: facts.curator,
  x_genres: [facts.genre],
});

const appleTracksPage = (
  context: RouteContext,
  playlist: number,
  offset: number,
  limit: number,
) => {
  const { state } = context.world;
  const id = state.playlists.ids[playlist]!;
  const total = playlistFacts(state, playlist, context.baseUrl).length;
  const storefront = context.params[0];
  const data = playlistEntries(state, playlist, offset, offset + limit).map((entry) => ({
    id: platformTrackId('apple_music', entry.track),
    type: 'songs',
    attributes: { name: entry.name, isrc: entry.isrc, x_dateAdded: entry.addedAt },
  }));
  return {
    href: `/v1/catalog/${storefront}/playlists/${id}/tracks`,
    data,
    ...(offset + limit < total
      ? { next: `/v1/catalog/${storefront}/playlists/${id}/tracks?offset=${offset + limit}` }
      : {}),
    meta: { total },
  };
};

const applePlaylist: RouteHandler = (context) => {
  const playlist = lookup(context, 'apple_music', context.params[1]);
  const facts = playlistFacts(context.world.state, playlist, context.baseUrl);
  return {
    data: [
      {
        id: facts.id,
        type: 'playlists',
        href: `/v1/catalog/${context.params[0]}/playlists/${facts.id}`,
        attributes: appleAttributes(facts),
        relationships: { tracks: appleTracksPage(context, playlist, 0, 100) },
      },
    ],
  };
};

const appleTracks: RouteHandler = (context) => {
  const playlist = lookup(context, 'apple_music', context.params[1]);
  const offset = integer(context, 'offset', 0, 0, 1e9);
  return appleTracksPage(context, playlist, offset, integer(context, 'limit', 100, 1, 100));
};

// Amazon Music API (https://developer.amazon.com/docs/music/API_web_overview.html): a playlist and
// its tracks by cursor.
const amazonPlaylist: RouteHandler = (context) => {
  const playlist = lookup(context, 'amazon', context.params[0]);
  const facts = playlistFacts(context.world.state, playlist, context.baseUrl);
  return {
    data: {
      playlist: {
        id: facts.id,
        title: facts.name,
        curator: facts.listener ? facts.owner : 'Amazon Music',
        followers: facts.followers,
        trackCount: facts.length,
        versionId: facts.version,
        images: [{ url: facts.image, width: 640, height: 640 }],
        x_playlist_type: facts.type,
        x_genres: [facts.genre],
        x_curator: facts.curator,
      },
    },
  };
};

const amazonTracks: RouteHandler = (context) => {
  const playlist = lookup(context, 'amazon', context.params[0]);
  const cursor = integer(context, 'cursor', 0, 0, 1e9);
  const limit = integer(context, 'limit', 50, 1, 100);
  const { state } = context.world;
  const total = playlistFacts(state, playlist, context.baseUrl).length;
  const tracks = playlistEntries(state, playlist, cursor, cursor + limit).map((entry) => ({
    id: platformTrackId('amazon', entry.track),
    title: entry.name,
    isrc: entry.isrc,
    addedAt: entry.addedAt,
  }));
  return {
    data: {
      playlist: {
        id: state.playlists.ids[playlist],
        tracks: {
          edges: tracks.map((node) => ({ node })),
          pageInfo: {
            hasNextPage: cursor + limit < total,
            nextCursor: cursor + limit < total ? String(cursor + limit) : null,
          },
        },
      },
    },
  };
};

// Tidal API (v1 shape): a playlist by UUID and its items by `offset` and `limit`.
const tidalPlaylist: RouteHandler = (context) => {
  const playlist = lookup(context, 'tidal', context.params[0]);
  const facts = playlistFacts(context.world.state, playlist, context.baseUrl);
  return {
    uuid: facts.id,
    title: facts.name,
    numberOfTracks: facts.length,
    type: facts.listener ? 'USER' : 'EDITORIAL',
    creator: { id: facts.listener ? 1 : 0, name: facts.owner ?? 'TIDAL' },
    image: facts.image,
    x_version: facts.version,
    x_followers: facts.followers,
    x_playlist_type: facts.type,
    x_genres: [facts.genre],
    x_curator: facts.curator,
  };
};

const tidalItems: RouteHandler = (context) => {
  const playlist = lookup(context, 'tidal', context.params[0]);
  const offset = integer(context, 'offset', 0, 0, 1e9);
  const limit = integer(context, 'limit', 10, 1, 100);
  const { state } = context.world;
  return {
    limit,
    offset,
    totalNumberOfItems: playlistFacts(state, playlist, context.baseUrl).length,
    items: playlistEntries(state, playlist, offset, offset + limit).map((entry) => ({
      item: { id: platformTrackId('tidal', entry.track), title: entry.name, isrc: entry.isrc },
      type: 'track',
      dateAdded: entry.addedAt,
    })),
  };
};

// SoundCloud API (https://developers.soundcloud.com/docs/api/explorer/open-api): a playlist
// (a "set") with its tracks inline.
const soundcloudPlaylist: RouteHandler = (context) => {
  const playlist = lookup(context, 'soundcloud', context.params[0]);
  const { state } = context.world;
  const facts = playlistFacts(state, playlist, context.baseUrl);
  return {
    id: Number(facts.id),
    kind: 'playlist',
    title: facts.name,
    set_type: facts.listener ? 'playlist' : 'compilation',
    genre: facts.genre,
    likes_count: facts.followers,
    track_count: facts.length,
    artwork_url: facts.image,
    user: { username: facts.owner ?? facts.curator.name },
    x_version: facts.version,
    x_playlist_type: facts.type,
    x_curator: facts.curator,
    tracks: playlistEntries(state, playlist, 0, facts.length).map((entry) => ({
      id: platformTrackId('soundcloud', entry.track),
      kind: 'track',
      title: entry.name,
      publisher_metadata: { isrc: entry.isrc },
      x_added_at: entry.addedAt,
    })),
  };
};

export const platformPlaylistRoutes: [string, RouteHandler][] = [
  ['/deezer/playlist/:id', deezerPlaylist],
  ['/deezer/playlist/:id/tracks', deezerTracks],
  ['/apple-music/v1/catalog/:storefront/playlists/:id', applePlaylist],
  ['/apple-music/v1/catalog/:storefront/playlists/:id/tracks', appleTracks],
  ['/amazon/v1/playlists/:id', amazonPlaylist],
  ['/amazon/v1/playlists/:id/tracks', amazonTracks],
  ['/tidal/v1/playlists/:id', tidalPlaylist],
  ['/tidal/v1/playlists/:id/items', tidalItems],
  ['/soundcloud/playlists/:id', soundcloudPlaylist],
];
