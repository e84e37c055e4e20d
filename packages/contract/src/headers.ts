// spec §7 request headers, shared by the client that sends them and the server that reads them.
export const API_PREFIX = '/api/v1';
/** spec §9: frontend version 143. */
export const FRONTEND_VERSION = 143;

export const REQUEST_HEADERS = {
  authorization: 'authorization',
  stamp: 'x-request-stamp',
  frontendPlatform: 'x-frontend-platform',
  frontendVersion: 'x-frontend-version',
  appVersion: 'x-app-version',
  buildTimestamp: 'x-build-timestamp',
} as const;

export const FRONTEND_PLATFORMS = ['web', 'ios', 'android', 'desktop'] as const;
export type FrontendPlatform = (typeof FRONTEND_PLATFORMS)[number];
