import {
  type managementEndpoints,
  type memberEndpoints,
  type pushEndpoints,
  routeOf,
  type searchEndpoints,
  type supportEndpoints,
} from '@songstats/contract';

/**
 * The calls of the web app's entry (header, search, session, uptime check, error reports) and of
 * the landing page by method and path only (issue 29): with the endpoints' zod schemas they put
 * zod and the contract's modules, about 25 KB brotli, in the first load of every page.
 * `light-routes.test.ts` checks each against its endpoint. Other pages call the endpoints.
 */
export const lightRoutes = {
  uptimeCheck: routeOf<typeof supportEndpoints.uptimeCheck>('GET', '/support/uptime_check'),
  monitoredCounts: routeOf<typeof supportEndpoints.monitoredCounts>(
    'GET',
    '/support/monitored_counts',
  ),
  reportError: routeOf<typeof supportEndpoints.reportError>('POST', '/support/report_error'),
  searchAll: routeOf<typeof searchEndpoints.searchAll>('GET', '/search/search_all'),
  playlistSearch: routeOf<typeof searchEndpoints.playlistSearch>('GET', '/playlist_checker/search'),
  artistLabelLists: routeOf<typeof managementEndpoints.artistLabelLists>(
    'GET',
    '/managements/artist_label_lists',
  ),
  createAccount: routeOf<typeof managementEndpoints.createAccount>(
    'POST',
    '/managements/create_account',
  ),
  logoutMember: routeOf<typeof memberEndpoints.logoutMember>(
    'GET',
    '/members/logout_member/:userId',
  ),
  removePushToken: routeOf<typeof pushEndpoints.removePushToken>(
    'POST',
    '/members/remove_push_token',
  ),
};
