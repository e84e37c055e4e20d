import { eq } from 'drizzle-orm';
import type { Database } from '../connect';
import { teamMembers } from '../schema';

/** Takes a seat away: a revoked invitation, a removed member, or a member who left. */
export async function deleteTeamSeat(db: Database, teamMemberId: number): Promise<void> {
  await db.delete(teamMembers).where(eq(teamMembers.id, teamMemberId));
}

export async function updateTeamSeatRole(
  db: Database,
  teamMemberId: number,
  role: 'admin' | 'member',
): Promise<void> {
  await db.update(teamMembers).set({ role }).where(eq(teamMembers.id, teamMemberId));
}
