import type { TeamItem, TeamsResponse } from '@songstats/contract';
import { TEAM_TEXTS } from '@songstats/domain';
import { QueryState } from '../subscriptions/QueryState';
import { InviteMemberForm } from './InviteMemberForm';
import { TeamTable } from './TeamTable';
import { useTeams } from './use-team-calls';

/** spec §2 /settings/team-management: the member's own team and the teams they joined. */
export default function TeamManagementPage() {
  const teams = useTeams();
  return (
    <div className="space-y-8 py-6">
      <h1 className="text-2xl font-semibold">Teams</h1>
      <QueryState
        isPending={teams.isPending}
        error={teams.error}
        onRetry={() => void teams.refetch()}
      >
        {teams.data && <Teams data={teams.data} />}
      </QueryState>
    </div>
  );
}

function Teams({ data }: { data: TeamsResponse }) {
  const own = data.teams.find((team) => team.role === 'owner') ?? null;
  const joined = data.teams.filter((team) => team !== own);
  const { limits } = data;
  return (
    <>
      <section aria-labelledby="own-team-heading" className="space-y-4">
        <h2 id="own-team-heading" className="text-lg font-semibold">
          Your team
        </h2>
        <p className="text-sm text-gray-600">
          Your team sees your artists, labels and plan. Up to {limits.maxMembers} members besides
          you, invitations included, and {limits.invitationsPerDay} invitations a day; an invitation
          expires after {limits.invitationLifetimeDays} days.
        </p>
        {own && own.teamMembers.length > 1 ? (
          <TeamTable team={own} />
        ) : (
          <p className="rounded-xl border border-dashed border-gray-300 bg-white p-6 text-center text-gray-600">
            {TEAM_TEXTS.emptyTeam}
          </p>
        )}
        <InviteMemberForm teamId={own?.id ?? null} />
      </section>
      {joined.map((team) => (
        <JoinedTeam key={team.id} team={team} />
      ))}
    </>
  );
}

/** A team the member joined: its table, and why they cannot upgrade (spec §6 secondary). */
function JoinedTeam({ team }: { team: TeamItem }) {
  const headingId = `team-${team.id}-heading`;
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="text-lg font-semibold">
        {team.name}
      </h2>
      {team.restrictedUpgradeText && (
        <p data-testid="team-upgrade-text" className="text-sm text-gray-600">
          {team.restrictedUpgradeText}
        </p>
      )}
      <TeamTable team={team} />
      {team.canManage && <InviteMemberForm teamId={team.id} />}
    </section>
  );
}
