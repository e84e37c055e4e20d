import { searchEndpoints, ZErrorResponse } from '@songstats/contract';
import { searchPlaylists } from '@songstats/db';
import type { AppInstance } from '../../app';
import { errorResponses } from '../responses';
import { withinSearchBudget } from './within-search-budget';

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
      // 503: the search's time budget was spent (within-search-budget.ts), or an outage.
      response: { 200: endpoint.response, ...errorResponses, 503: ZErrorResponse },
    },
    handler: async (request) => {
      const rows = await withinSearchBudget(() => searchPlaylists(app.db, request.query.q));
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
