import { teamEndpoints } from '@songstats/contract';
import { normaliseEmail } from '@songstats/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { useIsLoggedIn, useSession } from '../session/session-store';

// One TanStack Query hook per team call (issue 22).

export const TEAMS_KEY = ['teams', 'index'] as const;

/** GET /teams/index: spec §3 team management state. */
export function useTeams() {
  const isLoggedIn = useIsLoggedIn();
  return useQuery({
    queryKey: TEAMS_KEY,
    enabled: isLoggedIn,
    queryFn: ({ signal }) => api.request(teamEndpoints.index, { signal }),
  });
}

/** A change to a team: the teams, and the accounts and subscriptions they give, are read again. */
function useTeamMutation<Input, Answer>(run: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: TEAMS_KEY }),
        queryClient.invalidateQueries({ queryKey: ['subscriptions'] }),
        queryClient.invalidateQueries({ queryKey: ['managements'] }),
      ]),
  });
}

export function useInviteMember() {
  return useTeamMutation(
    (input: { teamId: number | null; email: string; role: 'admin' | 'member' }) =>
      // spec §5: emails are lower-cased before they are sent.
      api.request(teamEndpoints.inviteMember, {
        body: { ...input, email: normaliseEmail(input.email) },
      }),
  );
}

export function useUpdateMemberRole() {
  return useTeamMutation((input: { teamMemberId: number; role: 'admin' | 'member' }) =>
    api.request(teamEndpoints.updateMemberRole, { body: input }),
  );
}

export function useResendInvitation() {
  return useTeamMutation((teamMemberId: number) =>
    api.request(teamEndpoints.resendInvitation, { body: { teamMemberId } }),
  );
}

export function useRevokeInvitation() {
  return useTeamMutation((teamMemberId: number) =>
    api.request(teamEndpoints.revokeInvitation, { query: { teamMemberId } }),
  );
}

export function useRemoveMember() {
  return useTeamMutation((teamMemberId: number) =>
    api.request(teamEndpoints.removeMember, { query: { teamMemberId } }),
  );
}

export function useLeaveTeam() {
  return useTeamMutation((teamId: number) =>
    api.request(teamEndpoints.leaveTeam, { query: { teamId } }),
  );
}

/** The invitation link: signs the invited address in and joins the team. */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitationToken: string) =>
      api.request(teamEndpoints.acceptInvitation, {
        body: { invitationToken, entryCode: useSession.getState().entryCode },
      }),
    onSuccess: ({ message: _message, teamId: _teamId, ...login }) => {
      useSession.getState().setLogin(login);
      // Another member may have been logged in: nothing read for them may show.
      queryClient.clear();
    },
  });
}
