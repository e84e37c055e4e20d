import type { AppInstance } from '../../app-instance';
import { artistLabelListsRoute } from './artist-label-lists';
import { createAccountRoute } from './create-account';
import { dataIntegrationsRoute } from './data-integrations';
import { getAccountInfoRoute } from './get-account-info';
import { listAccountClaimsRoute } from './list-account-claims';
import { realPlatformIdRoutes } from './real-platform-ids';
import { reviewAccountClaimRoute } from './review-account-claim';
import { addSourceObjectRoute, removeSourceObjectRoute, toggleAlphaRoute } from './source-objects';

/** spec §7 "Accounts and management", and the claims to own a profile (issue 20). */
export function managementRoutes(app: AppInstance) {
  artistLabelListsRoute(app);
  getAccountInfoRoute(app);
  createAccountRoute(app);
  addSourceObjectRoute(app);
  removeSourceObjectRoute(app);
  toggleAlphaRoute(app);
  dataIntegrationsRoute(app);
  listAccountClaimsRoute(app);
  reviewAccountClaimRoute(app);
  realPlatformIdRoutes(app);
}
