// Issue 22, spec §2 (Team management table), §3 (team management state), §6 (secondary
// management): a member's team, the roles on it, the states of its invitations, its limits and
// what its members are told (docs/decisions/026).

/** The owner pays and cannot be changed; admins manage the team with the owner; members read. */
export const TEAM_ROLES = ['owner', 'admin', 'member'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

/** The roles the owner or an admin may give (the owner is whoever owns the team). */
export const ASSIGNABLE_TEAM_ROLES = ['admin', 'member'] as const;
export type AssignableTeamRole = (typeof ASSIGNABLE_TEAM_ROLES)[number];

export const TEAM_MEMBER_STATUSES = ['invited', 'active', 'expired'] as const;
export type TeamMemberStatus = (typeof TEAM_MEMBER_STATUSES)[number];

export const TEAM_LIMITS = {
  /** Seats besides the owner: members and open invitations (expired ones included). */
  maxMembers: 10,
  /** Invitation mails (new and resent) a team sends within 24 hours. */
  invitationsPerDay: 20,
  invitationLifetimeDays: 7,
} as const;

export const INVITATION_LIFETIME_MS = TEAM_LIMITS.invitationLifetimeDays * 24 * 60 * 60 * 1000;
export const INVITATION_WINDOW_MS = 24 * 60 * 60 * 1000;

export function canManageTeam(role: TeamRole): boolean {
  return role === 'owner' || role === 'admin';
}

/** The status of a row of the table: an invitation past its expiry is 'expired'. */
export function teamMemberStatus(
  row: { status: 'invited' | 'active'; expiresAt: Date | null },
  now: Date,
): TeamMemberStatus {
  if (row.status === 'active') return 'active';
  return row.expiresAt && row.expiresAt.getTime() > now.getTime() ? 'invited' : 'expired';
}

export const TEAM_ROLE_LABELS: Record<TeamRole, string> = {
  owner: 'Owner',
  admin: 'Admin',
  member: 'Member',
};

export const TEAM_STATUS_LABELS: Record<TeamMemberStatus, string> = {
  invited: 'Invited',
  active: 'Active',
  expired: 'Expired',
};

const hoursText = (seconds: number) => {
  const hours = Math.max(1, Math.ceil(seconds / 3600));
  return hours === 1 ? '1 hour' : `${hours} hours`;
};

export const TEAM_TEXTS = {
  teamName: (ownerName: string) => `${ownerName}'s Team`,
  invited: (email: string) => `An invitation is on its way to ${email}. It expires in 7 days.`,
  resent: (email: string) =>
    `The invitation has been sent to ${email} again. It expires in 7 days.`,
  revoked: (email: string) => `The invitation to ${email} has been revoked.`,
  removed: (name: string) => `${name} has been removed from the team.`,
  roleChanged: (name: string, role: AssignableTeamRole) =>
    `${name} is now ${role === 'admin' ? 'an admin' : 'a member'} of the team.`,
  left: (teamName: string) => `You have left ${teamName}.`,
  joined: (teamName: string) => `You have joined ${teamName}.`,
  unknownTeam: 'This team does not exist.',
  unknownTeamMember: 'This team member does not exist.',
  managersOnly: "Only the team's owner and admins can manage its members.",
  ownerStays: "The team's owner cannot be changed or removed.",
  ownerCannotLeave: 'The owner of a team cannot leave it.',
  removeYourself: 'To leave the team, use Leave Team.',
  inviteYourself: 'You cannot invite yourself to your own team.',
  alreadyOnTeam: (email: string) => `${email} is already on this team.`,
  alreadyInvited: (email: string) =>
    `${email} has already been invited. Resend the invitation instead.`,
  notAnInvitation: 'Only an invitation that has not been accepted can be resent or revoked.',
  notAMember: 'Only a member who has joined can be removed or given a role.',
  teamFull: `This team is full: it has at most ${TEAM_LIMITS.maxMembers} members besides its owner, open invitations included. Remove a member or revoke an invitation first.`,
  tooManyInvitations: (seconds: number) =>
    `This team has sent ${TEAM_LIMITS.invitationsPerDay} invitations within 24 hours, the most it may. Please try again in ${hoursText(seconds)}.`,
  invitationInvalid:
    'This invitation is invalid, has expired or was already used. Please ask your team admin for a new one.',
  mailFailed: 'The invitation could not be sent. Please try again with Resend.',
  emptyTeam: 'No one else is on your team yet. Invite someone by email.',
} as const;

/** spec §3 "Team management state: teams, each with teamMembers" (a row of the table). */
export interface TeamMember {
  id: number;
  name: string | null;
  email: string;
  role: TeamRole;
  status: TeamMemberStatus;
}

export interface TeamState {
  teams: { id: number; name: string; teamMembers: TeamMember[] }[];
}
