import { sql } from 'drizzle-orm';
import type { Database } from '../connect';
import { resolveMediaLinkRequest } from '../insights/media-link-requests';
import { queryRows } from '../query-rows';
import { type AdminActor, recordAdminAction } from './audit-log';
import {
  type DeskPage,
  type DeskPageRequest,
  deskOrderAndPage,
  iso,
  likePattern,
  toDeskPage,
} from './desk-page';

/** Link Requests: links to add or remove; Track Removal Requests: tracks out of a catalogue. */
export type MediaLinkDesk = 'links' | 'trackRemovals';
export type MediaLinkDeskStatus = 'all' | 'pending' | 'approved' | 'rejected';
export type MediaLinkDeskSort = 'createdAt' | 'status' | 'account' | 'member' | 'resolvedAt';

const KINDS: Record<MediaLinkDesk, string[]> = {
  links: ['add_link', 'remove_link'],
  trackRemovals: ['remove_track'],
};
const COLUMNS: Record<MediaLinkDeskSort, string> = {
  createdAt: 'r.created_at',
  status: 'r.status',
  account: 'lower(a.name)',
  member: 'm.email',
  resolvedAt: 'r.resolved_at',
};

export interface MediaLinkDeskRow {
  id: number;
  kind: 'add_link' | 'remove_link' | 'remove_track';
  status: 'pending' | 'approved' | 'rejected';
  accountName: string;
  accountIdUnique: string;
  trackTitle: string | null;
  linkUrl: string | null;
  memberId: number;
  memberEmail: string;
  createdAt: string;
  resolvedAt: string | null;
  resolvedBy: string | null;
}

interface Row {
  id: number;
  kind: MediaLinkDeskRow['kind'];
  status: MediaLinkDeskRow['status'];
  account_name: string;
  account_id_unique: string;
  track_title: string | null;
  link_url: string | null;
  member_id: number;
  member_email: string;
  created_at: string;
  resolved_at: string | null;
  resolved_by: string | null;
  total_rows: number;
}

const SELECT = sql`select r.id, r.kind, r.status, a.name as account_name,
    a.id_unique as account_id_unique, t.title as track_title, r.link_url, r.member_id,
    m.email as member_email, r.created_at, r.resolved_at, rb.email as resolved_by,
    count(*) over () as total_rows
  from media_link_requests r
  join accounts a on a.id = r.account_id
  join members m on m.id = r.member_id
  left join tracks t on t.id = r.track_id
  left join members rb on rb.id = r.resolved_by_member_id`;

const present = (row: Row): MediaLinkDeskRow => ({
  id: Number(row.id),
  kind: row.kind,
  status: row.status,
  accountName: row.account_name,
  accountIdUnique: row.account_id_unique,
  trackTitle: row.track_title,
  linkUrl: row.link_url,
  memberId: Number(row.member_id),
  memberEmail: row.member_email,
  createdAt: iso(row.created_at)!,
  resolvedAt: iso(row.resolved_at),
  resolvedBy: row.resolved_by,
});

/** Issue 26: the media-link requests of spec §7 for one desk, searched, filtered, sorted, paged. */
export async function listMediaLinkDesk(
  db: Database,
  request: DeskPageRequest<MediaLinkDeskSort> & {
    desk: MediaLinkDesk;
    status: MediaLinkDeskStatus;
  },
): Promise<DeskPage<MediaLinkDeskRow>> {
  const q = request.q?.trim() || null;
  const pattern = likePattern(q ?? '');
  const kinds = `{${KINDS[request.desk].join(',')}}`;
  const rows = await queryRows<Row>(
    db,
    sql`${SELECT}
        where r.kind = any(${kinds}::text[])
          and (${request.status} = 'all' or r.status = ${request.status})
          and (${q}::text is null or a.name ilike ${pattern} or m.email ilike ${pattern}
               or t.title ilike ${pattern} or r.link_url ilike ${pattern})
        ${deskOrderAndPage(COLUMNS, request, 'r.id')}`,
  );
  return toDeskPage(rows, request, present);
}

/**
 * Approves or rejects a pending request, logged in the same transaction; null when it is not
 * pending (or not there). The caller tells the requester by mail.
 */
export async function resolveMediaLinkDeskRequest(
  db: Database,
  admin: AdminActor,
  requestId: number,
  status: 'approved' | 'rejected',
): Promise<MediaLinkDeskRow | null> {
  return db.transaction(async (tx) => {
    const resolved = await resolveMediaLinkRequest(
      tx as unknown as Database,
      requestId,
      status,
      admin.id,
    );
    if (!resolved) return null;
    const [row] = await queryRows<Row>(
      tx as unknown as Database,
      sql`${SELECT} where r.id = ${requestId}`,
    );
    await recordAdminAction(tx as unknown as Database, admin, {
      action: `media_link_request.${status === 'approved' ? 'approve' : 'reject'}`,
      targetType: 'media_link_request',
      targetId: requestId,
      memberId: Number(row!.member_id),
      before: { status: 'pending' },
      after: { status },
    });
    return present(row!);
  });
}
