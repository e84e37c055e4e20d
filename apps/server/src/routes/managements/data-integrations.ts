import { integrationEndpoints } from '@songstats/contract';
import { findAccountForMember, listAccountIntegrations } from '@songstats/db';
import type { AppInstance } from '../../app-instance';
import { sessionOf } from '../../auth/require-member';
import { HttpError } from '../../plugins/errors';
import { serveEndpoint } from '../serve-endpoint';

const endpoint = integrationEndpoints.dataIntegrations;
export const NOT_A_MANAGER = "Only this profile's team may see its integrations.";

/**
 * GET /managements/data_integrations {idUnique}: the profile's links and the logins they came
 * through (names and emails of those logins), for its owners, its team and admins. Followers
 * and everyone else see its public links on the profile itself. Alpha links only show to admins.
 */
export function dataIntegrationsRoute(app: AppInstance) {
  serveEndpoint(app, endpoint, {
    access: 'member',
    tags: ['managements'],
    handler: async (request) => {
      const { member } = sessionOf(request);
      const found = await findAccountForMember(app.db, request.query.idUnique, member.id);
      const type = found?.management?.managementType;
      if (!found || (found.account.hidden && !found.management && !member.isAdmin)) {
        throw new HttpError(404, 'This profile does not exist.');
      }
      if (type !== 'primary' && type !== 'secondary' && !member.isAdmin) {
        throw new HttpError(403, NOT_A_MANAGER);
      }
      const rows = await listAccountIntegrations(app.db, found.account.id);
      const { publicIds = {}, twitter } = app.integrations;
      return {
        account: {
          idUnique: found.account.idUnique,
          name: found.account.name,
          type: found.account.type,
        },
        canEdit: type === 'primary' || member.isAdmin,
        canToggleAlpha: member.isAdmin,
        providers: {
          google:
            app.integrations.google && publicIds.google ? { clientId: publicIds.google } : null,
          facebook:
            app.integrations.facebook && publicIds.facebook ? { appId: publicIds.facebook } : null,
          twitter: Boolean(twitter),
        },
        sourceObjects: rows
          .filter((row) => member.isAdmin || !row.sourceObject.isAlpha)
          .map((row) => ({
            id: row.sourceObject.id,
            sourceId: row.sourceObject.sourceId,
            url: row.sourceObject.url,
            externalId: row.sourceObject.externalId,
            isAlpha: row.sourceObject.isAlpha,
            connectedAccount: row.provider
              ? { provider: row.provider, name: row.accountName ?? row.subject ?? '' }
              : null,
          })),
      };
    },
  });
}
