import { SMART_LINK_TEXTS } from '@songstats/contract';
import {
  type Database,
  findSmartLink,
  listSmartLinkAccountIds,
  type SmartLinkRow,
} from '@songstats/db';
import type { FastifyRequest } from 'fastify';
import { sessionOf } from '../../auth/require-member';
import { HttpError } from '../../plugins/errors';

export interface LinkAccess {
  link: SmartLinkRow;
  canEdit: boolean;
}

/**
 * A smart link the caller may read: one of a profile they own or their team gives them; site
 * admins read every link but change none (support looks, the team decides). Any other link is
 * unknown (404): a link one may not see does not exist for one.
 */
export async function loadSmartLink(
  db: Database,
  request: FastifyRequest,
  id: number,
  intent: 'read' | 'edit',
): Promise<LinkAccess> {
  const { member } = sessionOf(request);
  const link = await findSmartLink(db, id);
  if (!link) throw new HttpError(404, SMART_LINK_TEXTS.unknownLink);
  const accountIds = await listSmartLinkAccountIds(db, member.id);
  const canEdit = accountIds.includes(link.accountId);
  if (!canEdit && !member.isAdmin) throw new HttpError(404, SMART_LINK_TEXTS.unknownLink);
  if (!canEdit && intent === 'edit') {
    throw new HttpError(403, "Only the profile's team may change this smart link.");
  }
  return { link, canEdit };
}
