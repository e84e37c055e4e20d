import { managementEndpoints } from '@songstats/contract';
import type { AppInstance } from '../../app-instance';
import { sessionOf } from '../../auth/require-member';
import { memberSubscription } from '../../presenters/login-response';
import { serveEndpoint } from '../serve-endpoint';

const endpoint = managementEndpoints.artistLabelLists;

/** spec §7 artist_label_lists: the member's own accounts (grouped by groupText) and plans. */
export function artistLabelListsRoute(app: AppInstance) {
  serveEndpoint(app, endpoint, {
    access: 'member',
    tags: ['managements'],
    handler: async (request) => memberSubscription(app.db, sessionOf(request).member.id),
  });
}
