import { accountClaimEndpoints } from '@songstats/contract';
import { listAccountClaims } from '@songstats/db';
import type { AppInstance } from '../../app-instance';
import { serveEndpoint } from '../serve-endpoint';
import { presentAccountClaim } from './present-account-claim';

const endpoint = accountClaimEndpoints.listAccountClaims;
const PAGE_SIZE = 50;

/** Issue 20 account_claims {status, page}: the claims to own a profile, for admins to review. */
export function listAccountClaimsRoute(app: AppInstance) {
  serveEndpoint(app, endpoint, {
    access: 'admin',
    tags: ['managements', 'admin'],
    handler: async (request) => {
      const { status, page } = request.query;
      // One row more than a page tells whether another page follows.
      const rows = await listAccountClaims(app.db, {
        ...(status ? { status } : {}),
        limit: PAGE_SIZE + 1,
        offset: (page - 1) * PAGE_SIZE,
      });
      return {
        claims: rows.slice(0, PAGE_SIZE).map(presentAccountClaim),
        noMoreLoadableItems: rows.length <= PAGE_SIZE,
      };
    },
  });
}
