import { professionalEndpoints } from '@songstats/contract';
import { findAccountForMember, removeProfessionalManagement } from '@songstats/db';
import { PROFESSIONAL_PLAN_TEXTS } from '@songstats/domain';
import type { AppInstance } from '../../app-instance';
import { sessionOf } from '../../auth/require-member';
import { syncMemberAccess } from '../../payments/sync-member-access';
import { HttpError } from '../../plugins/errors';
import { serveEndpoint } from '../serve-endpoint';

const endpoint = professionalEndpoints.removeManagement;

/** DELETE /professional/remove_management {idUnique}: from the caller's own plan only. */
export function removeManagementRoute(app: AppInstance) {
  serveEndpoint(app, endpoint, {
    access: 'member',
    tags: ['professional'],
    handler: async (request) => {
      const { member } = sessionOf(request);
      const found = await findAccountForMember(app.db, request.query.idUnique, member.id);
      // Another member's plan is never reached: the row looked up is the caller's own.
      if (!found?.management?.isProfessional) {
        throw new HttpError(404, PROFESSIONAL_PLAN_TEXTS.notOnPlan);
      }
      await removeProfessionalManagement(app.db, {
        memberId: member.id,
        accountId: found.account.id,
      });
      await syncMemberAccess(app.db, member.id);
      return { message: PROFESSIONAL_PLAN_TEXTS.removed(found.account.name) };
    },
  });
}
