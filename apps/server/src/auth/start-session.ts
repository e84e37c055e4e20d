import {
  confirmMemberEmail,
  createSession,
  type Database,
  findMemberById,
  updateMember,
} from '@songstats/db';
import type { FastifyRequest } from 'fastify';
import { buildLoginResponse } from '../presenters/login-response';

/**
 * After a magic token or a provider token proved who the member is: the email counts as
 * confirmed, a first entry code is kept (spec §2 ref), and a new session starts.
 */
export async function startSession(
  db: Database,
  request: FastifyRequest,
  memberId: number,
  entryCode: string | null | undefined,
  options: { confirmsEmail: boolean } = { confirmsEmail: true },
) {
  if (options.confirmsEmail) await confirmMemberEmail(db, memberId);
  let member = await findMemberById(db, memberId);
  if (!member) return null;
  if (entryCode && !member.entryCode) {
    member = await updateMember(db, memberId, { entryCode });
  }
  // ADMIN_EMAILS names the first admins; an admin stays one when taken off the list.
  if (!member.isAdmin && request.server.adminEmails.has(member.email)) {
    member = await updateMember(db, memberId, { isAdmin: true });
  }
  const { token } = await createSession(db, member.id, request.client.platform);
  return buildLoginResponse(db, member, token);
}
