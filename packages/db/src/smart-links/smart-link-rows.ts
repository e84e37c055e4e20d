import { sql } from 'drizzle-orm';
import type { Database } from '../connect';
import { queryRows } from '../query-rows';
import type { SmartLinkService } from '../schema/smart-links';

/** A smart link as the API and the fan page read it, with the profile and track it is for. */
export interface SmartLinkRow {
  id: number;
  slug: string;
  accountId: number;
  accountIdUnique: string;
  accountName: string;
  trackId: number | null;
  trackIdUnique: string | null;
  title: string;
  artistName: string;
  artworkUrl: string | null;
  state: 'draft' | 'live' | 'archived';
  services: SmartLinkService[];
  createdAt: string;
  updatedAt: string;
}

export const SMART_LINK_COLUMNS = sql`l.id::int as "id", l.slug, l.account_id::int as "accountId",
  a.id_unique as "accountIdUnique", a.name as "accountName", l.track_id::int as "trackId",
  t.id_unique as "trackIdUnique", l.title, l.artist_name as "artistName",
  l.artwork_url as "artworkUrl", l.state, l.services,
  to_char(l.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "createdAt",
  to_char(l.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "updatedAt"`;

export const SMART_LINK_FROM = sql`smart_links l join accounts a on a.id = l.account_id
  left join tracks t on t.id = l.track_id`;

/** A smart link by id; null when unknown. */
export async function findSmartLink(db: Database, id: number): Promise<SmartLinkRow | null> {
  const [row] = await queryRows<SmartLinkRow>(
    db,
    sql`select ${SMART_LINK_COLUMNS} from ${SMART_LINK_FROM} where l.id = ${id}`,
  );
  return row ?? null;
}

/** A smart link by its slug (any state); null when unknown. */
export async function findSmartLinkBySlug(
  db: Database,
  slug: string,
): Promise<SmartLinkRow | null> {
  const [row] = await queryRows<SmartLinkRow>(
    db,
    sql`select ${SMART_LINK_COLUMNS} from ${SMART_LINK_FROM} where l.slug = ${slug}`,
  );
  return row ?? null;
}

/**
 * The profiles whose smart links a member creates, reads and changes: the ones they own or that
 * their team gives them (primary and secondary managements, decision 026); a followed profile
 * is not theirs.
 */
export async function listSmartLinkAccountIds(db: Database, memberId: number): Promise<number[]> {
  const rows = await queryRows<{ accountId: number }>(
    db,
    sql`select account_id::int as "accountId" from managements
        where member_id = ${memberId} and management_type in ('primary', 'secondary')`,
  );
  return rows.map((row) => row.accountId);
}
