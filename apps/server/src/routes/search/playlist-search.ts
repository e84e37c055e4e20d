import { searchEndpoints } from '@songstats/contract';
import { searchPlaylists } from '@songstats/db';
import type { AppInstance } from '../../app';
import { errorResponses } from '../responses';

const endpoint = searchEndpoints.playlistSearch;

/** spec §2, §7 the playlist-checking product's search ('No playlists found' when empty). */
export function playlistSearchRoute(app: AppInstance) {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      summary: endpoint.summary,
      tags: ['search'],
      querystring: endpoint.query,
      response: { 200: endpoint.response, ...errorResponses },
    },
    handler: async (request) => {
      const rows = await searchPlaylists(app.db, request.query.q);
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
