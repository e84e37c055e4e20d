import {
  ASSIGNABLE_TEAM_ROLES,
  TEAM_LIMITS,
  TEAM_MEMBER_STATUSES,
  TEAM_ROLES,
} from '@songstats/domain';
import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { ZEmail, ZLoginResponse, ZMessageResponse } from './members';

// Issue 22: spec §2 "Team management: name, email, role, status, actions", §3 "Team management
// state: teams, each with teamMembers", §6 secondary managements (docs/decisions/026).

/** spec §2: the `ref` entry coupon code, as magic_login takes it. */
const ZEntryCode = z.string().trim().max(64).nullish();

const ZId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** spec §2 Team management table: one row (the owner, a member, or an invitation). */
export const ZTeamMember = z.object({
  id: z.number().int(),
  /** The member's id once they joined; null for an invitation. */
  userId: z.number().int().nullable(),
  /** The member's name once they joined; null for an invitation. */
  name: z.string().nullable(),
  email: z.string(),
  role: z.enum(TEAM_ROLES),
  status: z.enum(TEAM_MEMBER_STATUSES),
  invitedAt: z.string().nullable(),
  /** When an invitation stops working; null once joined. */
  expiresAt: z.string().nullable(),
  joinedAt: z.string().nullable(),
  isYou: z.boolean(),
});
export type TeamMemberItem = z.infer<typeof ZTeamMember>;

export const ZTeamLimits = z.object({
  maxMembers: z.number().int(),
  invitationsPerDay: z.number().int(),
  invitationLifetimeDays: z.number().int(),
});

export const ZTeam = z.object({
  id: z.number().int(),
  name: z.string(),
  ownerUserId: z.number().int(),
  /** The caller's role on this team. */
  role: z.enum(TEAM_ROLES),
  /** The owner and admins invite, set roles, resend, revoke and remove. */
  canManage: z.boolean(),
  /** spec §6: what a team member is told about upgrading; null for the owner. */
  restrictedUpgradeText: z.string().nullable(),
  teamMembers: z.array(ZTeamMember),
});
export type TeamItem = z.infer<typeof ZTeam>;

/** spec §3 "Team management state": the teams the member owns or joined, their own first. */
export const ZTeamsResponse = z.object({ teams: z.array(ZTeam), limits: ZTeamLimits });
export type TeamsResponse = z.infer<typeof ZTeamsResponse>;

const ZTeamAnswer = ZMessageResponse.extend({ team: ZTeam });

export const ZTeamMemberRef = z.object({ teamMemberId: ZId });

export const teamEndpoints = {
  index: defineEndpoint({
    method: 'GET',
    path: '/teams/index',
    summary:
      'The teams the member owns or joined, each with its members and invitations (issue 22).',
    response: ZTeamsResponse,
  }),
  inviteMember: defineEndpoint({
    method: 'POST',
    path: '/teams/invite_member',
    summary: `Invites an email to a team (the caller's own when teamId is left out); the link expires in ${TEAM_LIMITS.invitationLifetimeDays} days (owner and admins, issue 22).`,
    body: z.object({
      teamId: ZId.nullish(),
      email: ZEmail,
      role: z.enum(ASSIGNABLE_TEAM_ROLES).default('member'),
    }),
    response: ZTeamAnswer,
  }),
  updateMemberRole: defineEndpoint({
    method: 'PATCH',
    path: '/teams/update_member_role',
    summary: 'Makes a team member an admin or a member (owner and admins, issue 22).',
    body: ZTeamMemberRef.extend({ role: z.enum(ASSIGNABLE_TEAM_ROLES) }),
    response: ZTeamAnswer,
  }),
  resendInvitation: defineEndpoint({
    method: 'POST',
    path: '/teams/resend_invitation',
    summary:
      'Sends an invitation again with a new link; the old one stops working (owner and admins, issue 22).',
    body: ZTeamMemberRef,
    response: ZTeamAnswer,
  }),
  revokeInvitation: defineEndpoint({
    method: 'DELETE',
    path: '/teams/revoke_invitation',
    summary: 'Withdraws an invitation not yet accepted (owner and admins, issue 22).',
    query: ZTeamMemberRef,
    response: ZTeamAnswer,
  }),
  removeMember: defineEndpoint({
    method: 'DELETE',
    path: '/teams/remove_member',
    summary:
      "Removes a member from a team: the team's accounts and plan leave them at once (owner and admins, issue 22).",
    query: ZTeamMemberRef,
    response: ZTeamAnswer,
  }),
  leaveTeam: defineEndpoint({
    method: 'DELETE',
    path: '/teams/leave_team',
    summary:
      'Leaves a team the member joined: its accounts and plan leave them at once (issue 22).',
    query: z.object({ teamId: ZId }),
    response: ZMessageResponse,
  }),
  acceptInvitation: defineEndpoint({
    method: 'POST',
    path: '/teams/accept_invitation',
    summary: `Accepts an invitation from its mailed link: signs the invited email up or in and joins the team (single use, ${TEAM_LIMITS.invitationLifetimeDays} days, issue 22).`,
    body: z.object({
      invitationToken: z.string().min(1, 'The invitation link is missing its token.').max(200),
      entryCode: ZEntryCode,
    }),
    response: ZLoginResponse.extend({ message: z.string(), teamId: z.number().int() }),
  }),
};
