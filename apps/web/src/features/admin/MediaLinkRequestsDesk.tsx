import {
  adminEndpoints,
  MEDIA_LINK_DESK_STATUSES,
  type MediaLinkDeskRow,
} from '@songstats/contract';
import {
  type DeskColumn,
  DeskError,
  DeskSelect,
  decisionColumns,
  formatDateTime,
  SearchDesk,
} from './DeskTable';
import { useMediaLinkDesk, useResolveMediaLinkRequest } from './use-admin-calls';
import { useDeskParams } from './use-desk-params';

const KIND_TEXT: Record<MediaLinkDeskRow['kind'], string> = {
  add_link: 'Add link',
  remove_link: 'Remove link',
  remove_track: 'Remove track',
};
const STATUS_TEXT: Record<(typeof MEDIA_LINK_DESK_STATUSES)[number], string> = {
  all: 'All',
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};

/**
 * Issue 26, Link Requests and Track Removal Requests: the media-link requests of spec §7;
 * approving or rejecting one tells the requester by mail.
 */
export function MediaLinkRequestsDesk({ desk }: { desk: 'links' | 'trackRemovals' }) {
  const { query, update } = useDeskParams(adminEndpoints.mediaLinkRequests.query);
  const deskQuery = { ...query, desk };
  const requests = useMediaLinkDesk(deskQuery);
  const resolve = useResolveMediaLinkRequest();
  const columns: DeskColumn<MediaLinkDeskRow>[] = [
    { id: 'kind', label: 'Request', cell: (row) => KIND_TEXT[row.kind] },
    { id: 'account', label: 'Profile', sort: 'account', cell: (row) => row.accountName },
    { id: 'track', label: 'Track', cell: (row) => row.trackTitle ?? '—' },
    {
      id: 'link',
      label: 'Link',
      cell: (row) =>
        row.linkUrl ? (
          <a className="text-brand underline" href={row.linkUrl} target="_blank" rel="noreferrer">
            {row.linkUrl}
          </a>
        ) : (
          '—'
        ),
    },
    { id: 'member', label: 'Requested by', sort: 'member', cell: (row) => row.memberEmail },
    {
      id: 'createdAt',
      label: 'Requested',
      sort: 'createdAt',
      cell: (row) => formatDateTime(row.createdAt),
    },
    ...decisionColumns<MediaLinkDeskRow, 'approved' | 'rejected'>({
      decided: (row) => ({ text: STATUS_TEXT[row.status], by: row.resolvedBy, at: row.resolvedAt }),
      choices: [
        ['approved', 'Approve'],
        ['rejected', 'Reject'],
      ],
      disabled: resolve.isPending,
      onChoose: (row, status) => resolve.mutate({ requestId: row.id, status }),
    }),
  ];
  return (
    <SearchDesk
      search="Search profiles, tracks, links and requesters"
      notice={<DeskError error={resolve.error} block />}
      list={requests}
      caption={desk === 'links' ? 'Link requests' : 'Track removal requests'}
      columns={columns}
      emptyText={
        query.q || query.status !== 'pending' ? 'No requests match.' : 'No pending requests.'
      }
      query={query}
      update={update}
    >
      <DeskSelect
        label="Status"
        value={query.status}
        options={MEDIA_LINK_DESK_STATUSES.map((status) => [status, STATUS_TEXT[status]] as const)}
        onChange={(status) => update({ status })}
      />
    </SearchDesk>
  );
}
