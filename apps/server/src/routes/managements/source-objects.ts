import { managementEndpoints } from '@songstats/contract';
import {
  addSourceObject,
  findAccountForMember,
  findManagement,
  findSourceObject,
  removeSourceObject,
  toggleSourceObjectAlpha,
} from '@songstats/db';
import { checkSourceLink, sourceById } from '@songstats/domain';
import type { AppInstance } from '../../app-instance';
import { sessionOf } from '../../auth/require-member';
import { HttpError } from '../../plugins/errors';
import { serveEndpoint } from '../serve-endpoint';

// spec §6: the primary manager (the owner) edits the account; team members (secondary) and
// followers of a profile someone else owns (issue 20) do not.
export const NOT_YOUR_ACCOUNT = 'Only the owner of this profile may change its links.';
export const UNKNOWN_SOURCE_OBJECT = 'This link does not exist.';

/** spec §7 add_source_object {uObjectId, type, link}: owners of the account and admins only. */
export function addSourceObjectRoute(app: AppInstance) {
  const endpoint = managementEndpoints.addSourceObject;
  serveEndpoint(app, endpoint, {
    access: 'member',
    tags: ['managements'],
    handler: async (request) => {
      const { member } = sessionOf(request);
      const { uObjectId, type, link } = request.body;
      const source = sourceById(type);
      if (!source) throw new HttpError(400, `Unknown platform: ${type}.`);
      const found = await findAccountForMember(app.db, uObjectId, member.id);
      // A hidden profile exists only for its managers and admins (as in get_account_info).
      if (!found || (found.account.hidden && !found.management && !member.isAdmin)) {
        throw new HttpError(404, 'This profile does not exist.');
      }
      if (found.management?.managementType !== 'primary' && !member.isAdmin) {
        throw new HttpError(403, NOT_YOUR_ACCOUNT);
      }
      // Issue 20: everyone is served these links, so each must be on its platform's own hosts.
      const checked = checkSourceLink(source.id, link);
      if (!checked.ok) throw new HttpError(400, checked.message);
      const { url } = checked;
      const externalId = url.pathname.split('/').filter(Boolean).at(-1) ?? url.hostname;
      const added = await addSourceObject(app.db, {
        accountId: found.account.id,
        sourceId: source.id,
        externalId,
        url: url.toString(),
        memberId: member.id,
      });
      if (!added) throw new HttpError(409, `This ${source.name} link is already on the profile.`);
      return { message: `The ${source.name} link has been added.` };
    },
  });
}

/** Loads the source object and checks the member owns its account (or is an admin). */
async function ownedSourceObject(app: AppInstance, memberId: number, isAdmin: boolean, id: number) {
  const row = await findSourceObject(app.db, id);
  if (!row) throw new HttpError(404, UNKNOWN_SOURCE_OBJECT);
  const management = isAdmin ? null : await findManagement(app.db, memberId, row.accountId);
  if (!isAdmin && management?.managementType !== 'primary') {
    throw new HttpError(403, NOT_YOUR_ACCOUNT);
  }
  return row;
}

/** spec §7 remove_source_object {type, sourceObjectId}. */
export function removeSourceObjectRoute(app: AppInstance) {
  const endpoint = managementEndpoints.removeSourceObject;
  serveEndpoint(app, endpoint, {
    access: 'member',
    tags: ['managements'],
    handler: async (request) => {
      const { member } = sessionOf(request);
      const row = await ownedSourceObject(
        app,
        member.id,
        member.isAdmin,
        request.query.sourceObjectId,
      );
      await removeSourceObject(app.db, row.id);
      return { message: 'The link has been removed.' };
    },
  });
}

/** spec §7 toggle_alpha {type, sourceObjectId}: admins mark links as alpha (not shown). */
export function toggleAlphaRoute(app: AppInstance) {
  const endpoint = managementEndpoints.toggleAlpha;
  serveEndpoint(app, endpoint, {
    access: 'admin',
    tags: ['managements'],
    handler: async (request) => {
      const { member } = sessionOf(request);
      await ownedSourceObject(app, member.id, true, request.body.sourceObjectId);
      const row = await toggleSourceObjectAlpha(app.db, request.body.sourceObjectId);
      return {
        message: row.isAlpha ? 'Marked as alpha.' : 'No longer alpha.',
        isAlpha: row.isAlpha,
      };
    },
  });
}
