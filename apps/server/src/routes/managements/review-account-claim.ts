import { accountClaimEndpoints } from '@songstats/contract';
import { findAccountClaim, reviewAccountClaim } from '@songstats/db';
import { PROFILE_OWNERSHIP_TEXTS } from '@songstats/domain';
import type { AppInstance } from '../../app-instance';
import { sessionOf } from '../../auth/require-member';
import { syncMemberAccess } from '../../payments/sync-member-access';
import { HttpError } from '../../plugins/errors';
import { serveEndpoint } from '../serve-endpoint';
import { presentAccountClaim } from './present-account-claim';

const endpoint = accountClaimEndpoints.reviewAccountClaim;

/**
 * Issue 20 review_account_claim {claimId, decision}: an admin approves a pending claim (the
 * claimant becomes an owner, primary) or rejects it. The claim records who decided and when.
 * Ownership brings no paid access: that still comes from the owner's own subscription.
 */
export function reviewAccountClaimRoute(app: AppInstance) {
  serveEndpoint(app, endpoint, {
    access: 'admin',
    tags: ['managements', 'admin'],
    handler: async (request) => {
      const { member } = sessionOf(request);
      const { claimId, decision } = request.body;
      const result = await reviewAccountClaim(app.db, { claimId, decision, adminId: member.id });
      if (result.kind === 'unknown') throw new HttpError(404, PROFILE_OWNERSHIP_TEXTS.unknownClaim);
      if (result.kind === 'alreadyReviewed') {
        throw new HttpError(409, PROFILE_OWNERSHIP_TEXTS.claimAlreadyReviewed);
      }
      const claim = (await findAccountClaim(app.db, claimId))!;
      // A new owner's subscriptions now reach the profile's team (secondary managements).
      if (decision === 'approve') await syncMemberAccess(app.db, claim.member.id);
      request.log.info(
        { claimId, decision, adminId: member.id, accountId: claim.account.id },
        'account claim reviewed',
      );
      return {
        message:
          decision === 'approve'
            ? PROFILE_OWNERSHIP_TEXTS.claimApproved(claim.account.name)
            : PROFILE_OWNERSHIP_TEXTS.claimRejected(claim.account.name),
        claim: presentAccountClaim(claim),
      };
    },
  });
}
