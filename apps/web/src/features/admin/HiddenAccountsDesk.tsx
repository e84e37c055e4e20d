import {
  ACCOUNT_DESK_VISIBILITIES,
  type AccountDeskRow,
  adminEndpoints,
} from '@songstats/contract';
import {
  type DeskColumn,
  DeskError,
  DeskSelect,
  deskButtonClass,
  formatDateTime,
  SearchDesk,
} from './DeskTable';
import { useAccountsDesk, useSetAccountHidden } from './use-admin-calls';
import { useDeskParams } from './use-desk-params';

const VISIBILITY_TEXT: Record<(typeof ACCOUNT_DESK_VISIBILITIES)[number], string> = {
  hidden: 'Hidden',
  visible: 'Visible',
  all: 'All',
};

/** Issue 26, Hidden Accounts: find profiles, hide them from search and pages, and show them. */
export function HiddenAccountsDesk() {
  const { query, update } = useDeskParams(adminEndpoints.accounts.query);
  const accounts = useAccountsDesk(query);
  const setHidden = useSetAccountHidden();
  const columns: DeskColumn<AccountDeskRow>[] = [
    { id: 'name', label: 'Profile', sort: 'name', cell: (row) => row.name },
    { id: 'type', label: 'Type', sort: 'type', cell: (row) => row.type },
    { id: 'idUnique', label: 'idUnique', cell: (row) => row.idUnique },
    { id: 'managements', label: 'Members', sort: 'managements', cell: (row) => row.managements },
    {
      id: 'monitored',
      label: 'Monitored since',
      cell: (row) => formatDateTime(row.monitoredSince),
    },
    { id: 'state', label: 'State', cell: (row) => (row.hidden ? 'Hidden' : 'Visible') },
    {
      id: 'action',
      label: 'Action',
      cell: (row) => (
        <button
          type="button"
          className={deskButtonClass}
          disabled={setHidden.isPending}
          onClick={() => setHidden.mutate({ accountId: row.id, hidden: !row.hidden })}
        >
          {row.hidden ? `Show ${row.name}` : `Hide ${row.name}`}
        </button>
      ),
    },
  ];
  return (
    <SearchDesk
      search="Search by name or idUnique"
      notice={<DeskError error={setHidden.error} block />}
      list={accounts}
      caption="Profiles"
      columns={columns}
      emptyText={
        query.visibility === 'hidden' && !query.q ? 'No profile is hidden.' : 'No profiles match.'
      }
      query={query}
      update={update}
    >
      <DeskSelect
        label="Show"
        value={query.visibility}
        options={ACCOUNT_DESK_VISIBILITIES.map(
          (visibility) => [visibility, VISIBILITY_TEXT[visibility]] as const,
        )}
        onChange={(visibility) => update({ visibility })}
      />
      <DeskSelect
        label="Type"
        value={query.type ?? ''}
        options={[
          ['', 'All types'],
          ['artist', 'Artists'],
          ['label', 'Labels'],
          ['creator', 'Creators'],
        ]}
        onChange={(type) => update({ type })}
      />
    </SearchDesk>
  );
}
