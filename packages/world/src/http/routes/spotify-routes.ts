import {
  artistObject,
  playlistItemsJson,
  playlistObject,
  playlistView,
  trackObject,
} from '../../views/spotify-views';
import {
  JsonText,
  PAGE_KEYS,
  type PageKey,
  pageMember,
  paging,
  type RouteContext,
  type RouteHandler,
} from '../context';
import {
  applyFields,
  type FieldNode,
  FieldsSyntaxError,
  parseFields,
  selectedKeys,
} from '../fields';
import { badRequest, notFound } from '../http-error';

const BASE62_ID = /^[0-9A-Za-z]{22}$/;

function lookup(index: Map<string, number>, id: string | undefined): number {
  // Spotify answers 400 for ids that cannot be ids, 404 for ids it does not know.
  if (id === undefined || !BASE62_ID.test(id)) throw badRequest('Invalid base62 id');
  const found = index.get(id);
  if (found === undefined) throw notFound();
  return found;
}

/** Selections parsed, by their text: a client sends the same few on every request. */
const parsedFields = new Map<string, FieldNode>();
const PARSED_FIELDS_KEPT = 256;

function fieldsOf(context: RouteContext): FieldNode | null {
  const fields = context.query.get('fields');
  if (fields === null || fields === '') return null;
  let node = parsedFields.get(fields);
  if (node !== undefined) return node;
  try {
    node = parseFields(fields);
  } catch (error) {
    if (error instanceof FieldsSyntaxError) throw badRequest(error.message);
    throw error;
  }
  if (parsedFields.size >= PARSED_FIELDS_KEPT) parsedFields.clear();
  parsedFields.set(fields, node);
  return node;
}

function withFields(context: RouteContext, body: unknown, node = fieldsOf(context)): unknown {
  return node === null ? body : applyFields(body, node);
}

const getPlaylist: RouteHandler = (context) => {
  const { state } = context.world;
  const playlist = lookup(state.playlists.indexById, context.params[0]);
  return withFields(context, playlistObject(state, playlist, context.baseUrl));
};

const getPlaylistTracks: RouteHandler = (context) => {
  const { state } = context.world;
  const playlist = lookup(state.playlists.indexById, context.params[0]);
  const { offset, limit } = paging(context, 100, 100);
  const total = playlistView(state, playlist).length;
  const node = fieldsOf(context);
  // The paging object is written as JSON text, only the members the selection wants (in its
  // order, as `applyFields` gives them), and its items as text (`playlistItemsJson`).
  const keys = selectedKeys(PAGE_KEYS, node) as PageKey[];
  const members = keys.map((key) => {
    if (key !== 'items') {
      return `"${key}":${JSON.stringify(pageMember(context, key, offset, limit, total))}`;
    }
    const itemNode =
      node === null || node.include.size === 0 ? null : (node.include.get('items') ?? null);
    const end = Math.min(total, offset + limit);
    return `"items":[${playlistItemsJson(state, playlist, offset, end, context.baseUrl, itemNode)}]`;
  });
  return new JsonText(`{${members.join(',')}}`);
};

const getTrack: RouteHandler = (context) => {
  const { state } = context.world;
  const track = lookup(state.tracks.indexById, context.params[0]);
  return withFields(context, trackObject(state, track, context.baseUrl));
};

const getArtist: RouteHandler = (context) => {
  const { state } = context.world;
  const artist = lookup(state.artistIndexById, context.params[0]);
  return artistObject(state, artist, context.baseUrl);
};

export const spotifyRoutes: [string, RouteHandler][] = [
  ['/spotify/v1/playlists/:id', getPlaylist],
  ['/spotify/v1/playlists/:id/tracks', getPlaylistTracks],
  ['/spotify/v1/tracks/:id', getTrack],
  ['/spotify/v1/artists/:id', getArtist],
];
