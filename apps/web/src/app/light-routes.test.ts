import {
  type Endpoint,
  managementEndpoints,
  memberEndpoints,
  pushEndpoints,
  searchEndpoints,
  supportEndpoints,
} from '@songstats/contract';
import { describe } from 'vitest';
import { checkRoutes } from '../testing/check-routes';
import { lightRoutes } from './light-routes';

const ENDPOINTS: Record<keyof typeof lightRoutes, Endpoint> = {
  uptimeCheck: supportEndpoints.uptimeCheck,
  monitoredCounts: supportEndpoints.monitoredCounts,
  reportError: supportEndpoints.reportError,
  searchAll: searchEndpoints.searchAll,
  playlistSearch: searchEndpoints.playlistSearch,
  artistLabelLists: managementEndpoints.artistLabelLists,
  createAccount: managementEndpoints.createAccount,
  logoutMember: memberEndpoints.logoutMember,
  removePushToken: pushEndpoints.removePushToken,
};

describe('the light routes (issue 29)', () => {
  checkRoutes(lightRoutes, ENDPOINTS);
});
