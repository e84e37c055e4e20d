import { professionalEndpoints } from '@songstats/contract';
import { findProfessionalPlanSubscription, listProfessionalManagements } from '@songstats/db';
import type { AppInstance } from '../../app';
import { requireMember, sessionOf } from '../../auth/require-member';
import { errorResponses } from '../responses';
import { presentProfessionalManagement, presentProfessionalPlan } from './present-professional';

const endpoint = professionalEndpoints.professionalManagements;

/** GET /professional/managements: the caller's own plan and its profiles, nobody else's. */
export function professionalManagementsRoute(app: AppInstance) {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      summary: endpoint.summary,
      tags: ['professional'],
      response: { 200: endpoint.response, ...errorResponses },
    },
    preHandler: requireMember,
    handler: async (request) => {
      const { member } = sessionOf(request);
      const [rows, plan] = await Promise.all([
        listProfessionalManagements(app.db, member.id),
        findProfessionalPlanSubscription(app.db, member.id),
      ]);
      return {
        managements: rows.map(presentProfessionalManagement),
        maxProManagements: member.maxProManagements,
        plan: presentProfessionalPlan(plan),
      };
    },
  });
}
