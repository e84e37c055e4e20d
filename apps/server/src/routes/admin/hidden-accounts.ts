import { ADMIN_TEXTS, adminEndpoints } from '@songstats/contract';
import { listAccountsForAdmin, setAccountHidden } from '@songstats/db';
import type { AppInstance } from '../../app-instance';
import { HttpError } from '../../plugins/errors';
import { serveEndpoint } from '../serve-endpoint';
import { adminOf } from './admin-route';

/** Issue 26, Hidden Accounts desk: find profiles, hide and show them, logged. */
export function hiddenAccountRoutes(app: AppInstance) {
  const list = adminEndpoints.accounts;
  serveEndpoint(app, list, {
    access: 'admin',
    tags: ['admin'],
    handler: async (request) => listAccountsForAdmin(app.db, request.query),
  });

  const hide = adminEndpoints.setAccountHidden;
  serveEndpoint(app, hide, {
    access: 'admin',
    tags: ['admin'],
    handler: async (request) => {
      const { accountId, hidden } = request.body;
      const changed = await setAccountHidden(app.db, adminOf(request), accountId, hidden);
      if (!changed) throw new HttpError(404, ADMIN_TEXTS.accountNotFound);
      return {
        message: hidden
          ? ADMIN_TEXTS.accountHidden(changed.name)
          : ADMIN_TEXTS.accountShown(changed.name),
        hidden,
      };
    },
  });
}
