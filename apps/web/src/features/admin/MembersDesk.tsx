import { adminEndpoints, MEMBER_DESK_FILTERS, type MemberDeskRow } from '@songstats/contract';
import {
  type DeskColumn,
  DeskError,
  DeskResults,
  DeskSearch,
  DeskSelect,
  formatDateTime,
} from './DeskTable';
import { MemberPanel } from './MemberPanel';
import { useMembersDesk, useSetBetaTester } from './use-admin-calls';
import { useDeskParams } from './use-desk-params';

const FILTER_LABELS: Record<(typeof MEMBER_DESK_FILTERS)[number], string> = {
  all: 'All members',
  admins: 'Admins',
  betaTesters: 'Beta testers',
  subscribers: 'With a live subscription',
};

/**
 * Issue 26, Members desk (and, with the beta testers filter fixed, the Beta Testers desk):
 * members by name or email; a member's panel opens beside the table (`?memberId=`).
 */
export function MembersDesk({ betaTesters = false }: { betaTesters?: boolean }) {
  const { query, update, params } = useDeskParams(adminEndpoints.members.query);
  const deskQuery = betaTesters ? { ...query, filter: 'betaTesters' as const } : query;
  const members = useMembersDesk(deskQuery);
  const setBetaTester = useSetBetaTester();
  const memberId = Number(params.get('memberId')) || null;
  const columns: DeskColumn<MemberDeskRow>[] = [
    {
      id: 'name',
      label: 'Name',
      sort: 'name',
      cell: (row) => (
        <button
          type="button"
          className="font-medium text-brand underline"
          onClick={() => update({ memberId: row.id, page: deskQuery.page })}
        >
          {row.name}
        </button>
      ),
    },
    { id: 'email', label: 'Email', sort: 'email', cell: (row) => row.email },
    {
      id: 'roles',
      label: 'Roles',
      cell: (row) =>
        [row.isAdmin && 'Admin', row.isBetaTester && 'Beta tester'].filter(Boolean).join(', ') ||
        '—',
    },
    { id: 'managements', label: 'Profiles', sort: 'managements', cell: (row) => row.managements },
    { id: 'subscriptions', label: 'Live subscriptions', cell: (row) => row.liveSubscriptions },
    {
      id: 'createdAt',
      label: 'Joined',
      sort: 'createdAt',
      cell: (row) => formatDateTime(row.createdAt),
    },
    {
      id: 'lastSeenAt',
      label: 'Last seen',
      sort: 'lastSeenAt',
      cell: (row) => formatDateTime(row.lastSeenAt),
    },
  ];
  if (betaTesters) {
    columns.push({
      id: 'toggle',
      label: 'Beta tester',
      cell: (row) => (
        <button
          type="button"
          className="rounded-lg border border-gray-300 px-2 py-1 text-xs hover:bg-gray-50"
          disabled={setBetaTester.isPending}
          onClick={() =>
            setBetaTester.mutate({ memberId: row.id, isBetaTester: !row.isBetaTester })
          }
        >
          {row.isBetaTester ? 'Remove beta tester' : 'Make beta tester'}
        </button>
      ),
    });
  }
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-4">
        <DeskSearch
          label="Search by name or email"
          value={deskQuery.q ?? ''}
          onChange={(q) => update({ q })}
        />
        {!betaTesters && (
          <DeskSelect
            label="Show"
            value={deskQuery.filter}
            options={MEMBER_DESK_FILTERS.map((filter) => [filter, FILTER_LABELS[filter]] as const)}
            onChange={(filter) => update({ filter })}
          />
        )}
      </div>
      <DeskError error={setBetaTester.error} block />
      <DeskResults
        list={members}
        caption={betaTesters ? 'Beta testers' : 'Members'}
        columns={columns}
        emptyText={deskQuery.q ? 'No members match this search.' : 'No members yet.'}
        query={deskQuery}
        update={update}
      />
      {memberId !== null && (
        <MemberPanel
          memberId={memberId}
          onClose={() => update({ memberId: null, page: deskQuery.page })}
        />
      )}
    </div>
  );
}
