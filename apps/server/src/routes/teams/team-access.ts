import { type Database, findTeamSeat, findTeamSeatOfMember } from '@songstats/db';
import { canManageTeam, TEAM_TEXTS } from '@songstats/domain';
import type { FastifyRequest } from 'fastify';
import { sessionOf } from '../../auth/require-member';
import { HttpError } from '../../plugins/errors';

/**
 * A seat of a team the caller manages (owner or admin), for the calls that change one. A seat of
 * a team the caller is not on is unknown (404, it tells nothing of other teams); a team member
 * who is not an admin is refused (403). Site admins have no say over other members' teams.
 */
export async function loadManagedSeat(db: Database, request: FastifyRequest, teamMemberId: number) {
  const { member } = sessionOf(request);
  const found = await findTeamSeat(db, teamMemberId);
  if (!found) throw new HttpError(404, TEAM_TEXTS.unknownTeamMember);
  const caller = await findTeamSeatOfMember(db, found.team.id, member.id);
  if (!caller) throw new HttpError(404, TEAM_TEXTS.unknownTeamMember);
  if (!canManageTeam(caller.role)) throw new HttpError(403, TEAM_TEXTS.managersOnly);
  return { ...found, caller, member };
}

/** The name a seat is called by in messages: the member's, else the invited address. */
export const seatName = (seat: { name: string | null; email: string }) => seat.name ?? seat.email;
