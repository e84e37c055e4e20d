import { searchEndpoints, ZErrorResponse } from '@songstats/contract';
import { findAccountByExternalId, findAccountForMember, searchCatalogue } from '@songstats/db';
import { isCaseInsensitiveArtistId, isHttpUrl, parseArtistLink } from '@songstats/domain';
import type { AppInstance } from '../../app-instance';
import { presentAccount } from '../../presenters/present-account';
import { serveEndpoint } from '../serve-endpoint';
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
  serveEndpoint(app, endpoint, {
    access: 'optional',
    tags: ['search'],
    // 503: the search's time budget was spent (within-search-budget.ts), or an outage.
    responses: { 503: ZErrorResponse },
    handler: (request) =>
      withinSearchBudget(async () => {
        const { q, searchType } = request.query;
        const memberId = request.session?.member.id ?? null;
        if (isHttpUrl(q)) {
          const parsed = parseArtistLink(q);
          const account = parsed.ok
            ? await findAccountByExternalId(
                app.db,
                parsed.source,
                parsed.externalId,
                isCaseInsensitiveArtistId(parsed.source, parsed.externalId),
              )
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
