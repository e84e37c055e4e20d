import { memberEndpoints } from '@songstats/contract';
import type { AppInstance } from '../../app-instance';
import { sessionOf } from '../../auth/require-member';
import { memberExtras } from '../../presenters/login-response';
import { serveEndpoint } from '../serve-endpoint';

/** spec §6, §7 check_admin_status: returns isAdmin. */
export function checkAdminStatusRoute(app: AppInstance) {
  const endpoint = memberEndpoints.checkAdminStatus;
  serveEndpoint(app, endpoint, {
    access: 'member',
    tags: ['members'],
    handler: async (request) => ({ isAdmin: sessionOf(request).member.isAdmin }),
  });
}

/** spec §7 refresh_user: favorites, stories, notifications and maxProManagements. */
export function refreshUserRoute(app: AppInstance) {
  const endpoint = memberEndpoints.refreshUser;
  serveEndpoint(app, endpoint, {
    access: 'member',
    tags: ['members'],
    handler: async (request) => memberExtras(sessionOf(request).member),
  });
}
