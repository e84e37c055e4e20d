import type { TeamItem } from '@songstats/contract';
import {
  type Database,
  listMemberAccessHashes,
  listMemberTeams,
  type TeamWithMembers,
} from '@songstats/db';
import {
  canManageTeam,
  TEAM_ROLES,
  TEAM_TEXTS,
  teamMemberStatus,
  UPGRADE_HINTS,
} from '@songstats/domain';

const ROLE_ORDER = new Map(TEAM_ROLES.map((role, index) => [role, index]));

/** spec §2 Team management table and §3 team state, as the member `memberId` sees them. */
export function presentTeam(
  entry: TeamWithMembers,
  memberId: number,
  upgradeForm: 'professionalPlan' | 'subscription',
  now: Date,
): TeamItem {
  const role = entry.own.role;
  return {
    id: entry.team.id,
    name: TEAM_TEXTS.teamName(entry.ownerName),
    ownerUserId: entry.team.ownerMemberId,
    role,
    canManage: canManageTeam(role),
    restrictedUpgradeText: role === 'owner' ? null : UPGRADE_HINTS.secondary(upgradeForm),
    // The owner first, then admins, members and invitations, each in the order they came.
    teamMembers: [...entry.seats]
      .sort((a, b) => (ROLE_ORDER.get(a.role) ?? 9) - (ROLE_ORDER.get(b.role) ?? 9))
      .map((seat) => ({
        id: seat.id,
        userId: seat.memberId,
        name: seat.name,
        email: seat.email,
        role: seat.role,
        status: teamMemberStatus(seat, now),
        invitedAt: seat.invitedAt?.toISOString() ?? null,
        expiresAt: seat.status === 'invited' ? (seat.expiresAt?.toISOString() ?? null) : null,
        joinedAt: seat.joinedAt?.toISOString() ?? null,
        isYou: seat.memberId === memberId,
      })),
  };
}

/** Every team of the member, presented; the upgrade hint names the plan they see data through. */
export async function presentMemberTeams(db: Database, memberId: number, now = new Date()) {
  const [entries, hashes] = await Promise.all([
    listMemberTeams(db, memberId),
    listMemberAccessHashes(db, memberId),
  ]);
  const form = hashes.some((hash) => Object.values(hash).includes('pro'))
    ? 'professionalPlan'
    : 'subscription';
  return entries.map((entry) => presentTeam(entry, memberId, form, now));
}

/** One team of the member, presented (after a change made through it). */
export async function presentMemberTeam(db: Database, memberId: number, teamId: number) {
  const teams = await presentMemberTeams(db, memberId);
  const team = teams.find((entry) => entry.id === teamId);
  if (!team) throw new Error(`member ${memberId} is not on team ${teamId}`);
  return team;
}
