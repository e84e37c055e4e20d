import { memberEndpoints } from '@songstats/contract';
import type { AppInstance } from '../../app';
import { requireMember, sessionOf } from '../../auth/require-member';
import { memberExtras } from '../../presenters/login-response';
import { errorResponses } from '../responses';

/** spec §6, §7 check_admin_status: returns isAdmin. */
export function checkAdminStatusRoute(app: AppInstance) {
  const endpoint = memberEndpoints.checkAdminStatus;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      summary: endpoint.summary,
      tags: ['members'],
      response: { 200: endpoint.response, ...errorResponses },
    },
    preHandler: requireMember,
    handler: async (request) => ({ isAdmin: sessionOf(request).member.isAdmin }),
  });
}

/** spec §7 refresh_user: favorites, stories, notifications and maxProManagements. */
export function refreshUserRoute(app: AppInstance) {
  const endpoint = memberEndpoints.refreshUser;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      summary: endpoint.summary,
      tags: ['members'],
      response: { 200: endpoint.response, ...errorResponses },
    },
    preHandler: requireMember,
    handler: async (request) => memberExtras(sessionOf(request).member),
  });
}
