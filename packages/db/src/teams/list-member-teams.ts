import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '../connect';
import { members, teamMembers, teams } from '../schema';

export type TeamRow = typeof teams.$inferSelect;
export type TeamMemberRow = typeof teamMembers.$inferSelect;

export interface TeamSeat extends TeamMemberRow {
  /** The member's name once they joined. */
  name: string | null;
}

export interface TeamWithMembers {
  team: TeamRow;
  ownerName: string;
  /** The caller's own row: their role on the team. */
  own: TeamMemberRow;
  seats: TeamSeat[];
}

/**
 * The teams a member is on (as owner or active member), each with every seat: the owner's, the
 * members' and the open invitations. Invitations the member has not accepted are not listed.
 */
export async function listMemberTeams(db: Database, memberId: number): Promise<TeamWithMembers[]> {
  const own = await db
    .select()
    .from(teamMembers)
    .where(and(eq(teamMembers.memberId, memberId), eq(teamMembers.status, 'active')))
    .orderBy(asc(teamMembers.teamId));
  if (own.length === 0) return [];
  const teamIds = own.map((row) => row.teamId);
  const [teamRows, seats] = await Promise.all([
    db
      .select({ team: teams, ownerName: members.name })
      .from(teams)
      .innerJoin(members, eq(members.id, teams.ownerMemberId))
      .where(inArray(teams.id, teamIds)),
    db
      .select({ seat: teamMembers, name: members.name })
      .from(teamMembers)
      .leftJoin(members, eq(members.id, teamMembers.memberId))
      .where(inArray(teamMembers.teamId, teamIds))
      .orderBy(asc(teamMembers.id)),
  ]);
  return own
    .flatMap((row) => {
      const found = teamRows.find((entry) => entry.team.id === row.teamId);
      if (!found) return [];
      // The caller's own team first, then the teams they joined.
      return [
        {
          team: found.team,
          ownerName: found.ownerName,
          own: row,
          seats: seats
            .filter((entry) => entry.seat.teamId === row.teamId)
            .map((entry) => ({ ...entry.seat, name: entry.name })),
        },
      ];
    })
    .sort((a, b) => Number(b.own.role === 'owner') - Number(a.own.role === 'owner'));
}

export async function findTeamOfOwner(db: Database, ownerMemberId: number) {
  const [row] = await db.select().from(teams).where(eq(teams.ownerMemberId, ownerMemberId));
  return row ?? null;
}

/** A team's row of a member (their seat), if they are on it. */
export async function findTeamSeatOfMember(db: Database, teamId: number, memberId: number) {
  const [row] = await db
    .select()
    .from(teamMembers)
    .where(
      and(
        eq(teamMembers.teamId, teamId),
        eq(teamMembers.memberId, memberId),
        eq(teamMembers.status, 'active'),
      ),
    );
  return row ?? null;
}

/** One seat by id, with its team, or null. */
export async function findTeamSeat(db: Database, teamMemberId: number) {
  const [row] = await db
    .select({ seat: teamMembers, team: teams, name: members.name })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .leftJoin(members, eq(members.id, teamMembers.memberId))
    .where(eq(teamMembers.id, teamMemberId));
  return row ?? null;
}

/** The members (not the owner) who joined the team of `ownerMemberId`. */
export async function listTeammatesOfOwner(db: Database, ownerMemberId: number) {
  const rows = await db
    .select({ memberId: teamMembers.memberId })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(
      and(
        eq(teams.ownerMemberId, ownerMemberId),
        eq(teamMembers.status, 'active'),
        ne(teamMembers.role, 'owner'),
      ),
    );
  return rows.flatMap((row) => (row.memberId === null ? [] : [row.memberId]));
}

/** For each member, the owners of the teams they joined (their seats pay through them). */
export async function listTeamOwnersOf(
  db: Database,
  memberIds: readonly number[],
): Promise<Map<number, Set<number>>> {
  const ownersOf = new Map<number, Set<number>>();
  if (memberIds.length === 0) return ownersOf;
  const rows = await db
    .select({ memberId: teamMembers.memberId, ownerId: teams.ownerMemberId })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(
      and(
        inArray(teamMembers.memberId, [...memberIds]),
        eq(teamMembers.status, 'active'),
        ne(teamMembers.role, 'owner'),
      ),
    );
  for (const row of rows) {
    if (row.memberId === null) continue;
    ownersOf.set(row.memberId, (ownersOf.get(row.memberId) ?? new Set()).add(row.ownerId));
  }
  return ownersOf;
}
