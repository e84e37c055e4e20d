import { professionalEndpoints } from '@songstats/contract';
import { addProfessionalManagement, findAccountForMember } from '@songstats/db';
import {
  hasSubscriptionAccess,
  PROFESSIONAL_PLAN_TEXTS,
  proPlanCoversAccount,
} from '@songstats/domain';
import type { AppInstance } from '../../app-instance';
import { sessionOf } from '../../auth/require-member';
import { syncMemberAccess } from '../../payments/sync-member-access';
import { HttpError } from '../../plugins/errors';
import { serveEndpoint } from '../serve-endpoint';
import { findPlanHolder } from './find-plan-holder';
import { presentProfessionalManagement } from './present-professional';

const endpoint = professionalEndpoints.addManagement;

/**
 * POST /professional/add_management {idUnique}: only to the caller's own live plan, only a
 * profile type the plan covers (spec §6), at most maxProManagements of them.
 */
export function addManagementRoute(app: AppInstance) {
  serveEndpoint(app, endpoint, {
    access: 'member',
    tags: ['professional'],
    handler: async (request) => {
      const { member } = sessionOf(request);
      const { plan, managementType } = await findPlanHolder(app.db, member.id);
      if (!plan || !hasSubscriptionAccess(plan, new Date())) {
        throw new HttpError(403, PROFESSIONAL_PLAN_TEXTS.noPlan);
      }
      // spec §6: a team's plan is the team admin's to change.
      if (managementType === 'secondary')
        throw new HttpError(403, PROFESSIONAL_PLAN_TEXTS.teamPlan);
      const found = await findAccountForMember(app.db, request.body.idUnique, member.id);
      // A hidden profile exists only for its managers and admins (decision 019).
      if (!found || (found.account.hidden && !found.management && !member.isAdmin)) {
        throw new HttpError(404, PROFESSIONAL_PLAN_TEXTS.unknownProfile);
      }
      const { account } = found;
      if (!proPlanCoversAccount(plan.productType, account.type)) {
        throw new HttpError(400, PROFESSIONAL_PLAN_TEXTS.notCovered(account.type));
      }
      const { outcome, max } = await addProfessionalManagement(app.db, {
        memberId: member.id,
        accountId: account.id,
      });
      if (outcome === 'alreadyAdded') {
        throw new HttpError(409, PROFESSIONAL_PLAN_TEXTS.alreadyAdded(account.name));
      }
      if (outcome === 'limitReached') {
        throw new HttpError(409, PROFESSIONAL_PLAN_TEXTS.limitReached(max));
      }
      // The new management takes the plan's access at once, as a subscription change does.
      await syncMemberAccess(app.db, member.id);
      const added = await findAccountForMember(app.db, account.idUnique, member.id);
      return {
        message: PROFESSIONAL_PLAN_TEXTS.added(account.name),
        management: presentProfessionalManagement({
          account,
          management: added!.management!,
        }),
      };
    },
  });
}
