import { managementEndpoints } from '@songstats/contract';
import {
  findAccountForMember,
  linkRealPlatformId,
  readRealPlatformIds,
  retryAccountSetup,
  unlinkRealPlatformId,
} from '@songstats/db';
import type { AppInstance } from '../../app-instance';
import { sessionOf } from '../../auth/require-member';
import { HttpError } from '../../plugins/errors';
import { serveEndpoint } from '../serve-endpoint';
import { NOT_YOUR_ACCOUNT } from './source-objects';

const PLATFORM_NAMES = {
  deezer: 'Deezer',
  spotify: 'Spotify',
  musicbrainz: 'MusicBrainz',
  youtube: 'YouTube',
};
export const NO_FAILED_SETUP = 'This profile has no failed setup to try again.';
export const NOT_YOUR_TEAM = "Only this profile's team may see its platform ids.";

/**
 * The profile asked for, as its member may act on it: a hidden one exists only for its
 * managers and admins; `owner` calls are the primary manager's or an admin's (spec §6), others
 * also the team's (secondary).
 */
async function profileFor(
  app: AppInstance,
  idUnique: string,
  member: { id: number; isAdmin: boolean },
  who: 'owner' | 'team',
) {
  const found = await findAccountForMember(app.db, idUnique, member.id);
  if (!found || (found.account.hidden && !found.management && !member.isAdmin)) {
    throw new HttpError(404, 'This profile does not exist.');
  }
  const type = found.management?.managementType;
  const allowed = member.isAdmin || type === 'primary' || (who === 'team' && type === 'secondary');
  if (!allowed) throw new HttpError(403, who === 'owner' ? NOT_YOUR_ACCOUNT : NOT_YOUR_TEAM);
  return found.account;
}

/** Issue 27: a profile's real platform ids, linked and unlinked on its Integrations. */
export function realPlatformIdRoutes(app: AppInstance) {
  const read = managementEndpoints.realPlatformIds;
  serveEndpoint(app, read, {
    access: 'member',
    tags: ['managements'],
    handler: async (request) => {
      const account = await profileFor(
        app,
        request.query.idUnique,
        sessionOf(request).member,
        'team',
      );
      return { ids: await readRealPlatformIds(app.db, account.id) };
    },
  });

  const link = managementEndpoints.linkRealPlatformId;
  serveEndpoint(app, link, {
    access: 'member',
    tags: ['managements'],
    handler: async (request) => {
      const { member } = sessionOf(request);
      const { idUnique, platform, id } = request.body;
      const account = await profileFor(app, idUnique, member, 'owner');
      const ids = await linkRealPlatformId(app.db, {
        accountId: account.id,
        memberId: member.id,
        source: platform,
        id,
      });
      return {
        ids,
        message:
          platform === 'youtube'
            ? `${account.name} is linked to YouTube channel ${id}.`
            : `${account.name} is linked to ${PLATFORM_NAMES[platform]} id ${id}; its data is being read again.`,
      };
    },
  });

  const unlink = managementEndpoints.unlinkRealPlatformId;
  serveEndpoint(app, unlink, {
    access: 'member',
    tags: ['managements'],
    handler: async (request) => {
      const { member } = sessionOf(request);
      const { idUnique, platform } = request.query;
      const account = await profileFor(app, idUnique, member, 'owner');
      const ids = await unlinkRealPlatformId(app.db, account.id, platform);
      return {
        ids,
        message: `${account.name} is no longer linked to ${PLATFORM_NAMES[platform]}.`,
      };
    },
  });

  const retry = managementEndpoints.retryAccountSetup;
  serveEndpoint(app, retry, {
    access: 'member',
    tags: ['managements'],
    handler: async (request) => {
      const account = await profileFor(
        app,
        request.body.idUnique,
        sessionOf(request).member,
        'owner',
      );
      if (!(await retryAccountSetup(app.db, account.id))) throw new HttpError(409, NO_FAILED_SETUP);
      return { message: `${account.name} is being set up again.` };
    },
  });
}
