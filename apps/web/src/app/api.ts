import { createApiClient } from '@songstats/contract';
import { sessionToken } from '../features/session/session-store';

/** The one way the web app reaches the server (spec §7 headers are added by the client). */
export const api = createApiClient({
  // Vite defines the build time; unit tests run without the build.
  ...(typeof __BUILD_TIMESTAMP__ === 'string' ? { buildTimestamp: __BUILD_TIMESTAMP__ } : {}),
  getToken: sessionToken,
});
