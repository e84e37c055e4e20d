import {
  adminMonitoredEndpoints,
  MONITORING_FILTERS,
  type PlaylistDeskRow,
  type StationDeskRow,
} from '@songstats/contract';
import { type FormEvent, useState } from 'react';
import {
  type DeskColumn,
  DeskError,
  DeskSelect,
  deskButtonClass,
  formatDateTime,
  SearchDesk,
} from './DeskTable';
import { useDeskParams } from './use-desk-params';
import { usePlaylistsDesk, useSetExcluded, useStationsDesk } from './use-monitored-desks';

const MONITORING_TEXT: Record<(typeof MONITORING_FILTERS)[number], string> = {
  all: 'All',
  monitored: 'Monitored',
  excluded: 'Excluded',
};
const MONITORING_OPTIONS = MONITORING_FILTERS.map(
  (filter) => [filter, MONITORING_TEXT[filter]] as const,
);

type Excludable = { id: number; name: string; excludedReason: string | null };

/** The action cell: exclude with a reason (asked inline), or monitor again. */
function ExclusionCell({ row, kind }: { row: Excludable; kind: 'playlist' | 'radio_station' }) {
  const setExcluded = useSetExcluded(kind);
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  if (row.excludedReason !== null) {
    return (
      <button
        type="button"
        className={deskButtonClass}
        disabled={setExcluded.isPending}
        onClick={() => setExcluded.mutate({ id: row.id, excluded: false })}
      >
        Monitor {row.name} again
      </button>
    );
  }
  if (!asking) {
    return (
      <button type="button" className={deskButtonClass} onClick={() => setAsking(true)}>
        Exclude {row.name}
      </button>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setExcluded.mutate(
      { id: row.id, excluded: true, reason: reason.trim() },
      { onSuccess: () => setAsking(false) },
    );
  };
  return (
    <form className="flex flex-wrap items-center gap-2" onSubmit={submit}>
      <label className="flex items-center gap-1 text-xs">
        Reason
        <input
          // The form opens on the admin's click: the reason is what they type next.
          // biome-ignore lint/a11y/noAutofocus: opened by the admin's own click
          autoFocus
          className="rounded border border-gray-300 px-2 py-1"
          value={reason}
          maxLength={500}
          onChange={(event) => setReason(event.target.value)}
        />
      </label>
      <button type="submit" className={deskButtonClass} disabled={setExcluded.isPending}>
        Exclude
      </button>
      <button type="button" className={deskButtonClass} onClick={() => setAsking(false)}>
        Cancel
      </button>
      <DeskError error={setExcluded.error} />
    </form>
  );
}

const stateCell = (row: Excludable & { excludedAt: string | null }) =>
  row.excludedReason === null
    ? 'Monitored'
    : `Excluded ${formatDateTime(row.excludedAt)}: ${row.excludedReason}`;

/** The Playlists and Radio Stations desks' filter: all, monitored or excluded. */
function MonitoringSelect(props: {
  value: string;
  update: (changes: { monitoring: string }) => void;
}) {
  return (
    <DeskSelect
      label="Show"
      value={props.value}
      options={MONITORING_OPTIONS}
      onChange={(monitoring) => props.update({ monitoring })}
    />
  );
}

/** Issue 26, Playlists: the monitored playlists with their latest snapshot; exclude one. */
export function PlaylistsDesk() {
  const { query, update } = useDeskParams(adminMonitoredEndpoints.playlists.query);
  const desk = usePlaylistsDesk(query);
  const columns: DeskColumn<PlaylistDeskRow>[] = [
    { id: 'name', label: 'Playlist', sort: 'name', cell: (row) => row.name },
    { id: 'owner', label: 'Owner', cell: (row) => row.ownerName ?? '—' },
    { id: 'type', label: 'Type', cell: (row) => row.playlistType },
    {
      id: 'followers',
      label: 'Followers',
      sort: 'followers',
      cell: (row) => row.followers.toLocaleString('en-US'),
    },
    { id: 'tracks', label: 'Tracks', sort: 'trackCount', cell: (row) => row.trackCount ?? '—' },
    {
      id: 'checked',
      label: 'Snapshot read',
      sort: 'checkedAt',
      cell: (row) => formatDateTime(row.checkedAt),
    },
    { id: 'state', label: 'Monitoring', cell: stateCell },
    { id: 'action', label: 'Action', cell: (row) => <ExclusionCell row={row} kind="playlist" /> },
  ];
  return (
    <SearchDesk
      search="Search by name, owner or platform id"
      list={desk}
      caption="Playlists"
      columns={columns}
      emptyText="No playlists match."
      query={query}
      update={update}
    >
      <MonitoringSelect value={query.monitoring} update={update} />
    </SearchDesk>
  );
}

/** Issue 26, Radio Stations: the stations with their newest day of spins; exclude one. */
export function RadioStationsDesk() {
  const { query, update } = useDeskParams(adminMonitoredEndpoints.stations.query);
  const desk = useStationsDesk(query);
  const columns: DeskColumn<StationDeskRow>[] = [
    { id: 'name', label: 'Station', sort: 'name', cell: (row) => row.name },
    { id: 'kind', label: 'Kind', sort: 'kind', cell: (row) => row.kind },
    { id: 'country', label: 'Country', sort: 'countryCode', cell: (row) => row.countryCode },
    { id: 'format', label: 'Format', cell: (row) => row.format ?? '—' },
    { id: 'lastDay', label: 'Newest day', sort: 'lastDay', cell: (row) => row.lastDay ?? '—' },
    {
      id: 'spins',
      label: 'Spins that day',
      sort: 'lastDaySpins',
      cell: (row) => row.lastDaySpins ?? '—',
    },
    { id: 'state', label: 'Monitoring', cell: stateCell },
    {
      id: 'action',
      label: 'Action',
      cell: (row) => <ExclusionCell row={row} kind="radio_station" />,
    },
  ];
  return (
    <SearchDesk
      search="Search by name or platform id"
      list={desk}
      caption="Radio stations"
      columns={columns}
      emptyText="No radio stations match."
      query={query}
      update={update}
    >
      <MonitoringSelect value={query.monitoring} update={update} />
    </SearchDesk>
  );
}
