import { professionalEndpoints } from '@songstats/contract';
import { listProfessionalManagements } from '@songstats/db';
import type { AppInstance } from '../../app-instance';
import { sessionOf } from '../../auth/require-member';
import { serveEndpoint } from '../serve-endpoint';
import { findPlanHolder } from './find-plan-holder';
import { presentProfessionalManagement, presentProfessionalPlan } from './present-professional';

const endpoint = professionalEndpoints.professionalManagements;

/**
 * GET /professional/managements: the plan the caller works under and its profiles: their own,
 * else their team's (read only), never another member's.
 */
export function professionalManagementsRoute(app: AppInstance) {
  serveEndpoint(app, endpoint, {
    access: 'member',
    tags: ['professional'],
    handler: async (request) => {
      const { member } = sessionOf(request);
      const holder = await findPlanHolder(app.db, member.id);
      const rows = await listProfessionalManagements(app.db, holder.holderId);
      return {
        managements: rows.map(presentProfessionalManagement),
        maxProManagements: holder.maxProManagements ?? member.maxProManagements,
        plan: presentProfessionalPlan(holder.plan, holder.managementType),
      };
    },
  });
}
