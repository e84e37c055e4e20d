import { ADMIN_TEXTS, adminEndpoints } from '@songstats/contract';
import { listAccountsForAdmin, setAccountHidden } from '@songstats/db';
import type { AppInstance } from '../../app';
import { HttpError } from '../../plugins/errors';
import { adminOf, adminRoute } from './admin-route';

/** Issue 26, Hidden Accounts desk: find profiles, hide and show them, logged. */
export function hiddenAccountRoutes(app: AppInstance) {
  const list = adminEndpoints.accounts;
  app.route({
    ...adminRoute(list),
    handler: async (request) => listAccountsForAdmin(app.db, request.query),
  });

  const hide = adminEndpoints.setAccountHidden;
  app.route({
    ...adminRoute(hide),
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
