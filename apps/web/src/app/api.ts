import { createApiClient } from '@songstats/contract';
import { sessionToken } from '../features/session/session-store';

/** The one way the web app reaches the server (spec §7 headers are added by the client). */
export const api = createApiClient({
  buildTimestamp: __BUILD_TIMESTAMP__,
  getToken: sessionToken,
});
