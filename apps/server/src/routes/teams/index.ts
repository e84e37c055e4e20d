import type { AppInstance } from '../../app-instance';
import { acceptInvitationRoute } from './accept-invitation';
import { inviteMemberRoute } from './invite-member';
import { leaveTeamRoute } from './leave-team';
import { listTeamsRoute } from './list-teams';
import { removeMemberRoute } from './remove-member';
import { resendInvitationRoute } from './resend-invitation';
import { revokeInvitationRoute } from './revoke-invitation';
import { updateMemberRoleRoute } from './update-member-role';

/** Issue 22: teams, their members and invitations (spec §2 Team management, §3, §6). */
export function teamRoutes(app: AppInstance) {
  listTeamsRoute(app);
  inviteMemberRoute(app);
  updateMemberRoleRoute(app);
  resendInvitationRoute(app);
  revokeInvitationRoute(app);
  removeMemberRoute(app);
  leaveTeamRoute(app);
  acceptInvitationRoute(app);
}
