import { managementEndpoints } from '@songstats/contract';
import { createAccountFromLink, findAccountForMember } from '@songstats/db';
import { TEXTS } from '@songstats/domain';
import type { AppInstance } from '../../app';
import { requireMember, sessionOf } from '../../auth/require-member';
import { HttpError } from '../../plugins/errors';
import { presentAccount } from '../../presenters/present-account';
import { errorResponses } from '../responses';
import { parseArtistLink } from './parse-artist-link';

const endpoint = managementEndpoints.createAccount;

export const profileAddedText = (name: string) => `${name} has been added to your profiles.`;
export const SETUP_IN_PROGRESS_TEXT =
  "We're setting up this artist profile. Its data will show up here within the hour.";

/** spec §2, §5, §7 create_account {link}: the add-profile dialog's artist request. */
export function createAccountRoute(app: AppInstance) {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      summary: endpoint.summary,
      tags: ['managements'],
      body: endpoint.body,
      response: { 200: endpoint.response, ...errorResponses },
    },
    preHandler: requireMember,
    handler: async (request) => {
      const parsed = parseArtistLink(request.body.link);
      if (!parsed) throw new HttpError(400, TEXTS.addProfile.needsStreamingArtistLink);
      const { member } = sessionOf(request);
      const created = await createAccountFromLink(app.db, {
        memberId: member.id,
        link: request.body.link,
        ...parsed,
      });
      const found = await findAccountForMember(app.db, created.account.idUnique, member.id);
      const item = presentAccount(found!);
      return {
        isAccountSetupInProgress: item.isAccountSetupInProgress,
        message: item.isAccountSetupInProgress
          ? SETUP_IN_PROGRESS_TEXT
          : profileAddedText(item.name),
        baseUrl: item.baseUrl,
        item,
      };
    },
  });
}
