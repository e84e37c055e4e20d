import { memberEndpoints } from '@songstats/contract';
import type { AppInstance } from '../../app-instance';
import { sessionOf } from '../../auth/require-member';
import { presentUser } from '../../presenters/present-user';
import { serveEndpoint } from '../serve-endpoint';

const endpoint = memberEndpoints.me;

/** spec §7 GET /members/me. */
export function meRoute(app: AppInstance) {
  serveEndpoint(app, endpoint, {
    access: 'member',
    tags: ['members'],
    handler: async (request) => ({ user: await presentUser(app.db, sessionOf(request).member) }),
  });
}
