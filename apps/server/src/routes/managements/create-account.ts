import { managementEndpoints } from '@songstats/contract';
import { createAccountFromLink, findAccountForMember } from '@songstats/db';
import { addProfileMessage, TEXTS } from '@songstats/domain';
import type { AppInstance } from '../../app';
import { requireMember, sessionOf } from '../../auth/require-member';
import { syncMemberAccess } from '../../payments/sync-member-access';
import { HttpError } from '../../plugins/errors';
import { presentAccount } from '../../presenters/present-account';
import { errorResponses } from '../responses';
import { parseArtistLink } from './parse-artist-link';

const endpoint = managementEndpoints.createAccount;

/**
 * spec §2, §5, §7 create_account {link}: the add-profile dialog's artist request. An unknown
 * artist becomes the member's own profile; one that exists is followed, never handed over, and
 * `claim` asks an admin for its ownership (issue 20, docs/decisions/019).
 */
export function createAccountRoute(app: AppInstance) {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      summary: endpoint.summary,
      tags: ['managements'],
      body: endpoint.body,
      response: { 200: endpoint.response, ...errorResponses },
    },
    preHandler: requireMember,
    handler: async (request) => {
      const parsed = parseArtistLink(request.body.link);
      if (!parsed) throw new HttpError(400, TEXTS.addProfile.needsStreamingArtistLink);
      const { member } = sessionOf(request);
      const added = await createAccountFromLink(app.db, {
        memberId: member.id,
        isAdmin: member.isAdmin,
        link: request.body.link,
        claim: request.body.claim === true,
        ...parsed,
      });
      // Issue 22: a profile new to the member's lists reaches their team, with the team's plan.
      if (added.outcome === 'created' || added.outcome === 'following') {
        await syncMemberAccess(app.db, member.id);
      }
      const found = await findAccountForMember(app.db, added.account.idUnique, member.id);
      const item = presentAccount(found!);
      return {
        isAccountSetupInProgress: item.isAccountSetupInProgress,
        message: addProfileMessage(added.outcome, item.name, item.isAccountSetupInProgress),
        baseUrl: item.baseUrl,
        item,
        outcome: added.outcome,
      };
    },
  });
}
