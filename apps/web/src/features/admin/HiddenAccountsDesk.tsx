import {
  ACCOUNT_DESK_VISIBILITIES,
  type AccountDeskRow,
  adminEndpoints,
} from '@songstats/contract';
import {
  type DeskColumn,
  DeskError,
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
      <label className="flex flex-col gap-1 text-sm">
        <span className="font-medium text-gray-700">Show</span>
        <select
          className="rounded-lg border border-gray-300 px-2 py-1.5"
          value={query.visibility}
          onChange={(event) => update({ visibility: event.target.value })}
        >
          {ACCOUNT_DESK_VISIBILITIES.map((visibility) => (
            <option key={visibility} value={visibility}>
              {VISIBILITY_TEXT[visibility]}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-sm">
        <span className="font-medium text-gray-700">Type</span>
        <select
          className="rounded-lg border border-gray-300 px-2 py-1.5"
          value={query.type ?? ''}
          onChange={(event) => update({ type: event.target.value })}
        >
          <option value="">All types</option>
          <option value="artist">Artists</option>
          <option value="label">Labels</option>
          <option value="creator">Creators</option>
        </select>
      </label>
    </SearchDesk>
  );
}
