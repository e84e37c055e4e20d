import { type RecordedRequest, startFixtureServer } from '../../connectors/testing/fixture-server';
import { type FixtureChannel, youtubeChannelsRoute } from './youtube-channels';

// Documented shapes, not recordings: one fixture server answering as Deezer
// (developers.deezer.com/api), MusicBrainz (musicbrainz.org/doc/MusicBrainz_API), Spotify in
// Development Mode after the February 2026 changes (developer.spotify.com/documentation/web-api/
// tutorials/february-2026-migration-guide: GET /artists/{id} and search allowed, GET /tracks?ids=
// answered 403) and YouTube, for one made-up artist. `day` moves the platforms' figures on.

export const ARTIST = {
  name: 'Nova Reyes',
  spotifyId: '3nOvAReYeS0000000000aa',
  deezerId: '5550001',
  mbid: '0b6a3c1e-7d2f-4c8e-9a51-2f0c6d9e4a10',
};
export const SPOTIFY_LINK = `https://open.spotify.com/artist/${ARTIST.spotifyId}?si=abc`;

/**
 * Issue 27: her profiles on the platforms that have no catalogue API here: the link a member
 * pastes, the form MusicBrainz keeps it in (its URL look-up is exact) and the type of the
 * artist-URL relationship MusicBrainz files it under (musicbrainz.org/relationships/artist-url).
 */
export const PROFILE_LINKS = {
  apple_music: {
    link: 'https://music.apple.com/pt/artist/nova-reyes/1700000001?l=en',
    resource: 'https://music.apple.com/pt/artist/1700000001',
    type: 'streaming',
    typeId: '63cc5d1f-f096-4c94-a43f-ecb32ea94161',
  },
  youtube: {
    link: 'https://www.youtube.com/@NovaReyes',
    resource: 'https://www.youtube.com/@novareyes',
    type: 'youtube',
    typeId: '6a540e5b-58c6-4192-b6ba-dbc71ec8fcf0',
  },
  soundcloud: {
    link: 'https://soundcloud.com/NovaReyes',
    resource: 'https://soundcloud.com/novareyes',
    type: 'soundcloud',
    typeId: '89e4a949-0976-440d-bda1-5f772c1e5710',
  },
  tiktok: {
    link: 'https://www.tiktok.com/@nova.reyes?lang=en',
    resource: 'https://www.tiktok.com/@nova.reyes',
    type: 'social network',
    typeId: '99429741-f3f6-484b-84f8-23af51991770',
  },
  instagram: {
    link: 'https://instagram.com/novareyes',
    resource: 'https://www.instagram.com/novareyes/',
    type: 'social network',
    typeId: '99429741-f3f6-484b-84f8-23af51991770',
  },
} as const;

const SPOTIFY_RESOURCE = {
  resource: `https://open.spotify.com/artist/${ARTIST.spotifyId}`,
  type: 'free streaming',
  typeId: '769085a1-c2f7-4c24-a532-2375a77693bd',
};

/**
 * MusicBrainz's answer to GET /ws/2/url?resource=<link>&inc=artist-rels&fmt=json for one of her
 * links: the URL entity and its relationship to her (musicbrainz.org/doc/MusicBrainz_API,
 * the JSON web service's relation fields).
 */
function musicBrainzUrl(entry: { resource: string; type: string; typeId: string }) {
  return {
    id: `5f1c0d2e-${entry.typeId.slice(0, 4)}-4000-8000-${entry.resource.length.toString(16).padStart(12, '0')}`,
    resource: entry.resource,
    relations: [
      {
        type: entry.type,
        'type-id': entry.typeId,
        'target-type': 'artist',
        direction: 'backward',
        'source-credit': '',
        'target-credit': '',
        begin: null,
        end: null,
        ended: false,
        attributes: [],
        'attribute-ids': {},
        'attribute-values': {},
        artist: {
          id: ARTIST.mbid,
          name: ARTIST.name,
          'sort-name': 'Reyes, Nova',
          disambiguation: '',
          type: 'Person',
          'type-id': 'b6e035f4-3ce9-331c-97df-83397230b0df',
          country: 'PT',
        },
      },
    ],
  };
}
const CREDENTIALS = { id: 'dev-client', secret: 'dev-secret', key: 'yt-key' };
const TOKEN = 'dev-mode-token';

/** The artist's tracks: Deezer id, ISRC, title, album; the Spotify id found by ISRC, if any. */
export const TRACKS = [
  {
    deezer: 8001,
    isrc: 'QZNR72500001',
    title: 'Glass Harbour',
    album: 7001,
    spotify: '4nRglassHarbour0000001',
  },
  {
    deezer: 8002,
    isrc: 'QZNR72500002',
    title: 'Low Tide',
    album: 7001,
    spotify: '4nRlowTide000000000002',
  },
  { deezer: 8003, isrc: 'QZNR72500003', title: 'Saltwater', album: 7002, spotify: null },
] as const;
/** On the compilation album too, but another artist's: not in the catalogue. */
const OTHER_TRACK = { deezer: 8100, isrc: 'QZXX72500100', title: 'Not Hers', album: 7002 };
/** A namesake on Deezer, whose id a member links to correct the match (one album, one track). */
export const NAMESAKE = {
  deezerId: '5550002',
  track: { deezer: 8201, isrc: 'QZNR72500201', title: 'Other Shore', album: 7003 },
};

/** Her channel, YouTube's Topic channel of her music, and a fan channel: hers is linked. */
export const YOUTUBE_CHANNELS: FixtureChannel[] = [
  { id: 'UCn0vaReyes0fficial00000', title: 'Nova Reyes', videos: 42, subscribers: 18_300 },
  { id: 'UCn0vaReyesT0pic00000000', title: 'Nova Reyes - Topic', videos: 19, subscribers: 0 },
  { id: 'UCn0vaReyesFans000000000', title: 'Nova Reyes Fans', videos: 7, subscribers: 210 },
];

/** An editorial playlist Spotify's playlist search finds for her (Extended Quota Mode). */
export const SPOTIFY_PLAYLIST = { id: '37i9dQZF1DXn0vaReyes001', name: 'Fresh Finds Portugal' };

const deezerError = (code: number, message: string, type = 'DataException') => ({
  body: { error: { type, message, code } },
});

export async function startRealModePlatforms() {
  const state = {
    day: 1,
    deezerDown: false,
    /** Development Mode (the default) or Extended Quota Mode, as Spotify grants an app. */
    spotifyMode: 'development' as 'development' | 'extended',
  };
  const deezerTrack = (id: number) => {
    const track = [...TRACKS, OTHER_TRACK, NAMESAKE.track].find((item) => item.deezer === id);
    if (!track) return deezerError(800, 'no data');
    const own = track !== OTHER_TRACK;
    const artistId = track === NAMESAKE.track ? Number(NAMESAKE.deezerId) : Number(ARTIST.deezerId);
    return {
      body: {
        id: track.deezer,
        readable: true,
        title: track.title,
        isrc: track.isrc,
        link: `https://www.deezer.com/track/${track.deezer}`,
        duration: 201,
        // Day 2: Glass Harbour's rank rose; the others kept theirs.
        rank: track.deezer === 8001 && state.day >= 2 ? 612_000 : 400_000 + track.deezer,
        release_date: track.album === 7001 ? '2025-04-18' : '2025-10-03',
        contributors: [
          own
            ? { id: artistId, name: ARTIST.name, role: 'Main' }
            : { id: 999, name: 'Someone Else', role: 'Main' },
        ],
        artist: {
          id: own ? Number(ARTIST.deezerId) : 999,
          name: own ? ARTIST.name : 'Someone Else',
        },
      },
    };
  };
  const unix = (at: string) => Date.parse(at) / 1000;
  const playlistTracks = () => [
    { id: 1234, title: 'Another Song', rank: 1, time_add: unix('2026-10-01T10:00:00Z') },
    { id: 8001, title: 'Glass Harbour', rank: 1, time_add: unix('2026-11-25T18:00:00Z') },
    ...(state.day >= 2
      ? [{ id: 8002, title: 'Low Tide', rank: 1, time_add: unix('2026-11-27T03:00:00Z') }]
      : []),
  ];
  const deezer = (path: string) => {
    if (path === `/artist/${ARTIST.deezerId}`) {
      return {
        body: { id: Number(ARTIST.deezerId), name: ARTIST.name, nb_fan: 48_210, picture_xl: null },
      };
    }
    if (path === `/artist/${ARTIST.deezerId}/albums`) {
      return {
        body: {
          data: [
            { id: 7001, title: 'Harbour' },
            { id: 7002, title: 'Coastlines (Various Artists)' },
          ],
          total: 2,
        },
      };
    }
    if (path === `/artist/${NAMESAKE.deezerId}`) {
      return {
        body: { id: Number(NAMESAKE.deezerId), name: ARTIST.name, nb_fan: 12, picture_xl: null },
      };
    }
    if (path === `/artist/${NAMESAKE.deezerId}/albums`) {
      return { body: { data: [{ id: 7003, title: 'Shores' }], total: 1 } };
    }
    const album = path.match(/^\/album\/(\d+)$/)?.[1];
    if (album) {
      const id = Number(album);
      return {
        body: {
          id,
          title: id === 7001 ? 'Harbour' : 'Coastlines',
          release_date: id === 7001 ? '2025-04-18' : '2025-10-03',
          tracks: {
            data: [...TRACKS, OTHER_TRACK, NAMESAKE.track]
              .filter((track) => track.album === id)
              .map((track) => ({ id: track.deezer, title: track.title })),
          },
        },
      };
    }
    const track = path.match(/^\/track\/(\d+)$/)?.[1];
    if (track) return deezerTrack(Number(track));
    if (path === '/chart/0/tracks') {
      const entries =
        state.day >= 2
          ? [
              { id: 1111, position: 1 },
              { id: 8001, position: 3 },
              { id: 8002, position: 40 },
            ]
          : [
              { id: 1111, position: 1 },
              { id: 8001, position: 5 },
            ];
      return {
        body: {
          data: entries.map((entry) => ({ ...entry, title: `Track ${entry.id}`, rank: 900_000 })),
          total: entries.length,
        },
      };
    }
    if (path === '/chart/0/playlists') {
      return { body: { data: [{ id: 9001, title: 'Deezer Hits' }], total: 1 } };
    }
    if (path === '/playlist/9001') {
      const tracks = playlistTracks();
      return {
        body: {
          id: 9001,
          title: 'Deezer Hits',
          nb_tracks: tracks.length,
          fans: 1_204_332,
          checksum: state.day >= 2 ? 'checksum-day-2' : 'checksum-day-1',
          creator: { id: 2, name: 'Deezer Editor' },
          tracks: { data: tracks },
        },
      };
    }
    return deezerError(800, 'no data');
  };
  const forbidden = { status: 403, body: { error: { status: 403, message: 'Forbidden' } } };
  const spotify = (request: RecordedRequest, path: string) => {
    if (path === '/api/token') {
      const basic = `Basic ${Buffer.from(`${CREDENTIALS.id}:${CREDENTIALS.secret}`).toString('base64')}`;
      return request.headers.authorization === basic
        ? { body: { access_token: TOKEN, token_type: 'Bearer', expires_in: 3600 } }
        : { status: 400, body: { error: 'invalid_client' } };
    }
    if (request.headers.authorization !== `Bearer ${TOKEN}`) {
      return { status: 401, body: { error: { status: 401, message: 'The access token expired' } } };
    }
    if (path === `/artists/${ARTIST.spotifyId}`) {
      // Development Mode: no followers, no popularity (February 2026 changes).
      return { body: { id: ARTIST.spotifyId, name: ARTIST.name, type: 'artist', genres: [] } };
    }
    if (path === '/search' && request.url.searchParams.get('type') === 'playlist') {
      // Extended Quota Mode only: the monitor does not search playlists in Development Mode.
      if (state.spotifyMode !== 'extended') return forbidden;
      const q = request.url.searchParams.get('q') ?? '';
      return {
        body: {
          playlists: {
            href: `${request.url.href}`,
            limit: Number(request.url.searchParams.get('limit') ?? 20),
            next: null,
            offset: 0,
            previous: null,
            total: q === ARTIST.name ? 1 : 0,
            // Search answers hold null for playlists it cannot show.
            items:
              q === ARTIST.name
                ? [{ id: SPOTIFY_PLAYLIST.id, name: SPOTIFY_PLAYLIST.name }, null]
                : [],
          },
        },
      };
    }
    if (path === `/playlists/${SPOTIFY_PLAYLIST.id}`) {
      if (state.spotifyMode !== 'extended') return forbidden;
      const items = [
        {
          added_at: '2026-10-02T08:00:00Z',
          track: { id: '0otherTrack00000000001', isrc: 'GBXX12500001' },
        },
        {
          added_at: '2026-11-24T09:00:00Z',
          track: { id: TRACKS[0].spotify, isrc: TRACKS[0].isrc },
        },
        ...(state.day >= 2
          ? [
              {
                added_at: '2026-11-27T02:00:00Z',
                track: { id: TRACKS[1].spotify, isrc: TRACKS[1].isrc },
              },
            ]
          : []),
      ];
      return {
        body: {
          id: SPOTIFY_PLAYLIST.id,
          name: SPOTIFY_PLAYLIST.name,
          snapshot_id: `snapshot-day-${state.day}`,
          followers: { href: null, total: 310_442 },
          owner: { id: 'spotify', display_name: 'Spotify', type: 'user' },
          tracks: {
            total: items.length,
            next: null,
            items: items.map((item) => ({
              added_at: item.added_at,
              is_local: false,
              track: { id: item.track.id, type: 'track', external_ids: { isrc: item.track.isrc } },
            })),
          },
        },
      };
    }
    if (path === '/search') {
      const isrc = request.url.searchParams.get('q')?.replace(/^isrc:/, '');
      const found = TRACKS.find((track) => track.isrc === isrc && track.spotify);
      return {
        body: {
          tracks: {
            items: found ? [{ id: found.spotify, name: found.title }] : [],
            total: found ? 1 : 0,
          },
        },
      };
    }
    if (path === '/tracks') {
      if (state.spotifyMode !== 'extended') return forbidden;
      const ids = request.url.searchParams.get('ids')?.split(',') ?? [];
      return {
        body: {
          tracks: ids.map((id) => {
            const track = TRACKS.find((item) => item.spotify === id);
            return track
              ? {
                  id,
                  name: track.title,
                  type: 'track',
                  popularity: track.deezer === 8001 ? 57 : 41,
                  external_ids: { isrc: track.isrc },
                }
              : null;
          }),
        },
      };
    }
    return { status: 404, body: { error: { status: 404, message: 'Resource not found' } } };
  };
  const musicBrainz = (request: RecordedRequest, path: string) => {
    if (path === '/url') {
      // The look-up is exact: a link in another form than MusicBrainz's is not found (404).
      const resource = request.url.searchParams.get('resource') ?? '';
      const known = [SPOTIFY_RESOURCE, ...Object.values(PROFILE_LINKS)].find(
        (entry) => entry.resource === resource,
      );
      if (!known) return { status: 404, body: { error: 'Not Found' } };
      return { body: musicBrainzUrl(known) };
    }
    if (path === `/artist/${ARTIST.mbid}`) {
      return {
        body: {
          id: ARTIST.mbid,
          name: ARTIST.name,
          country: 'PT',
          relations: [
            {
              type: 'free streaming',
              url: { resource: `https://open.spotify.com/artist/${ARTIST.spotifyId}` },
            },
            {
              type: 'free streaming',
              url: { resource: `https://www.deezer.com/artist/${ARTIST.deezerId}` },
            },
            ...Object.values(PROFILE_LINKS).map((entry) => ({
              type: entry.type,
              url: { resource: entry.resource },
            })),
          ],
        },
      };
    }
    return { status: 404, body: { error: 'Not Found' } };
  };
  const youtube = youtubeChannelsRoute(() => YOUTUBE_CHANNELS, CREDENTIALS.key);
  const server = await startFixtureServer((request) => {
    const [, platform = '', ...rest] = request.url.pathname.split('/');
    const path = `/${rest.join('/')}`;
    if (platform === 'deezer') {
      return state.deezerDown ? { status: 503, body: { error: 'down' } } : deezer(path);
    }
    if (platform === 'spotify') return spotify(request, path);
    if (platform === 'musicbrainz') return musicBrainz(request, path);
    // YouTube: her channel is looked for at setup; no video of hers is known, so videos.list is
    // never asked.
    if (platform === 'youtube') return youtube(request, path);
    return { status: 404, body: { error: 'unknown platform' } };
  });
  return {
    server,
    state,
    environment: {
      MONITOR_SOURCES: 'real',
      REAL_PLATFORMS_HOUR: '6',
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
    },
    requestsTo: (platform: string) =>
      server.requests.filter((request) => request.path.startsWith(`/${platform}/`)),
  };
}
