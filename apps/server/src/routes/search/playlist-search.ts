import { parsePlaylistLink, searchEndpoints, ZErrorResponse } from '@songstats/contract';
import { findPlaylist, type PlaylistSearchRow, searchPlaylists } from '@songstats/db';
import type { AppInstance } from '../../app-instance';
import { serveEndpoint } from '../serve-endpoint';
import { withinSearchBudget } from './within-search-budget';

const endpoint = searchEndpoints.playlistSearch;

/**
 * spec §2, §7 the playlist-checking product's search ('No playlists found' when empty). A pasted
 * Spotify, Deezer or Apple Music playlist link finds that playlist (issue 24).
 */
export function playlistSearchRoute(app: AppInstance) {
  serveEndpoint(app, endpoint, {
    access: 'anyone',
    tags: ['search'],
    // 503: the search's time budget was spent (within-search-budget.ts), or an outage.
    responses: { 503: ZErrorResponse },
    handler: async (request) => {
      const link = parsePlaylistLink(request.query.q);
      let rows: PlaylistSearchRow[];
      if (link) {
        const found = await findPlaylist(app.db, link.sourceId, link.playlistId);
        rows = found ? [{ ...found, followers: found.followers }] : [];
      } else {
        rows = await withinSearchBudget(() => searchPlaylists(app.db, request.query.q));
      }
      return {
        q: request.query.q,
        results: rows.map((row) => ({
          name: row.name,
          artwork: row.imageUrl,
          ownerName: row.ownerName,
          followersCount: row.followers,
          baseUrl: `/${row.source}/${row.externalId}`,
          sourceId: row.source,
          playlistId: row.externalId,
        })),
      };
    },
  });
}
