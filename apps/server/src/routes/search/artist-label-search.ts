import { searchEndpoints, ZErrorResponse } from '@songstats/contract';
import { findAccountByExternalId, findAccountForMember, searchCatalogue } from '@songstats/db';
import { isHttpUrl } from '@songstats/domain';
import type { AppInstance } from '../../app';
import { optionalMember } from '../../auth/require-member';
import { presentAccount } from '../../presenters/present-account';
import { parseArtistLink } from '../managements/parse-artist-link';
import { errorResponses } from '../responses';
import { withinSearchBudget } from './within-search-budget';

const endpoint = searchEndpoints.artistLabelSearch;

const MODELS = {
  all: ['artist', 'label'],
  artist: ['artist'],
  label: ['label'],
  creator: ['creator'],
} as const;

/** spec §7 artist_label_search {q, searchType}: by name, or by a streaming link (isLink). */
export function artistLabelSearchRoute(app: AppInstance) {
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
    preHandler: optionalMember,
    handler: (request) =>
      withinSearchBudget(async () => {
        const { q, searchType } = request.query;
        const memberId = request.session?.member.id ?? null;
        if (isHttpUrl(q)) {
          const parsed = parseArtistLink(q);
          const account = parsed
            ? await findAccountByExternalId(app.db, parsed.source, parsed.externalId)
            : null;
          const found =
            account && !account.hidden
              ? await findAccountForMember(app.db, account.idUnique, memberId)
              : null;
          return { q, isLink: true, accounts: found ? [presentAccount(found)] : [] };
        }
        const hits = await searchCatalogue(app.db, { q, models: MODELS[searchType] });
        const accounts = [];
        for (const hit of hits) {
          const found = await findAccountForMember(app.db, hit.key, memberId);
          if (found) accounts.push({ ...presentAccount(found), searchSimilarityScore: hit.score });
        }
        return { q, isLink: false, accounts };
      }),
  });
}
