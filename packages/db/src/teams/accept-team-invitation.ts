import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../connect';
import { createMember } from '../members/create-member';
import { findMemberByEmail } from '../members/find-member';
import { hashToken } from '../members/tokens';
import { teamMembers, teams } from '../schema';

export type AcceptResult =
  | { kind: 'joined'; teamId: number; ownerMemberId: number; memberId: number }
  | { kind: 'invalid' };

/**
 * Accepts the invitation of `token` (once, before it expires): the invited address's member,
 * created when there is none (the link proves the address, so its email counts as confirmed),
 * joins the team with the invitation's role. The token is forgotten.
 */
export async function acceptTeamInvitation(
  db: Database,
  token: string,
  now = new Date(),
): Promise<AcceptResult> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const [seat] = await tx
      .select({ seat: teamMembers, ownerMemberId: teams.ownerMemberId })
      .from(teamMembers)
      .innerJoin(teams, eq(teams.id, teamMembers.teamId))
      .where(
        and(
          eq(teamMembers.invitationTokenHash, hashToken(token)),
          eq(teamMembers.status, 'invited'),
          gt(teamMembers.expiresAt, now),
        ),
      )
      .for('update', { of: teamMembers });
    if (!seat) return { kind: 'invalid' };
    const email = seat.seat.email;
    const member =
      (await findMemberByEmail(tx, email)) ??
      (await createMember(tx, {
        email,
        name: email.split('@')[0] || email,
        emailConfirmedAt: now,
      })) ??
      (await findMemberByEmail(tx, email));
    if (!member || member.id === seat.ownerMemberId) return { kind: 'invalid' };
    const [already] = await tx
      .select({ id: teamMembers.id })
      .from(teamMembers)
      .where(and(eq(teamMembers.teamId, seat.seat.teamId), eq(teamMembers.memberId, member.id)));
    if (already) {
      // Already on the team under another address: the invitation has nothing left to do.
      await tx.delete(teamMembers).where(eq(teamMembers.id, seat.seat.id));
    } else {
      await tx
        .update(teamMembers)
        .set({
          memberId: member.id,
          status: 'active',
          invitationTokenHash: null,
          expiresAt: null,
          joinedAt: now,
        })
        .where(eq(teamMembers.id, seat.seat.id));
    }
    return {
      kind: 'joined',
      teamId: seat.seat.teamId,
      ownerMemberId: seat.ownerMemberId,
      memberId: member.id,
    };
  });
}
