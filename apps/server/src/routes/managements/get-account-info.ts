import { managementEndpoints } from '@songstats/contract';
import { findAccountForMember } from '@songstats/db';
import type { AppInstance } from '../../app-instance';
import { HttpError } from '../../plugins/errors';
import { presentAccount } from '../../presenters/present-account';
import { serveEndpoint } from '../serve-endpoint';

const endpoint = managementEndpoints.getAccountInfo;
export const UNKNOWN_ACCOUNT = 'This profile does not exist.';

/**
 * spec §4, §7 get_account_info: any visible account; management fields only for its managers.
 * A hidden account exists only for its managers and admins.
 */
export function getAccountInfoRoute(app: AppInstance) {
  serveEndpoint(app, endpoint, {
    access: 'optional',
    tags: ['managements'],
    handler: async (request) => {
      const member = request.session?.member ?? null;
      const found = await findAccountForMember(app.db, request.query.idUnique, member?.id ?? null);
      const mayView = found && (!found.account.hidden || found.management || member?.isAdmin);
      if (!found || !mayView) throw new HttpError(404, UNKNOWN_ACCOUNT);
      return { account: presentAccount(found) };
    },
  });
}
