import type { AppInstance } from '../../app';
import { artistLabelListsRoute } from './artist-label-lists';
import { createAccountRoute } from './create-account';
import { getAccountInfoRoute } from './get-account-info';
import { addSourceObjectRoute, removeSourceObjectRoute, toggleAlphaRoute } from './source-objects';

/** spec §7 "Accounts and management". */
export function managementRoutes(app: AppInstance) {
  artistLabelListsRoute(app);
  getAccountInfoRoute(app);
  createAccountRoute(app);
  addSourceObjectRoute(app);
  removeSourceObjectRoute(app);
  toggleAlphaRoute(app);
}
