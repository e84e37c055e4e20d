import type { AppInstance } from '../../app-instance';
import { accessMemberRoutes } from './access-member';
import { auditLogRoute } from './audit-log';
import { billingDeskRoutes } from './billing-desks';
import { errorReportsRoute } from './error-reports';
import { hiddenAccountRoutes } from './hidden-accounts';
import { listMembersRoute } from './list-members';
import { mediaLinkRequestRoutes } from './media-link-requests';
import { memberDetailsRoute } from './member-details';
import { monitorStatusRoute } from './monitor-status';
import { monitoredDeskRoutes } from './monitored';
import { operationsDeskRoutes } from './operations-desks';
import { readOnlyAdminAccess } from './read-only-access';
import { revokeSessionsRoute } from './revoke-sessions';
import { setBetaTesterRoute } from './set-beta-tester';
import { sourcesDeskRoutes } from './sources';

/** Issue 26: the admin desks' calls (docs/admin.md), and the read-only rule of admin access. */
export function adminRoutes(app: AppInstance) {
  readOnlyAdminAccess(app);
  listMembersRoute(app);
  memberDetailsRoute(app);
  setBetaTesterRoute(app);
  revokeSessionsRoute(app);
  accessMemberRoutes(app);
  auditLogRoute(app);
  errorReportsRoute(app);
  monitorStatusRoute(app);
  mediaLinkRequestRoutes(app);
  hiddenAccountRoutes(app);
  billingDeskRoutes(app);
  sourcesDeskRoutes(app);
  monitoredDeskRoutes(app);
  operationsDeskRoutes(app);
}
