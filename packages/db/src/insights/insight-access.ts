import { sql } from 'drizzle-orm';
import type { Database } from '../connect';
import { queryRows } from '../query-rows';
import { queryRowsPrepared } from './prepared-rows';

export interface InsightAccount {
  id: number;
  idUnique: string;
  type: 'artist' | 'label' | 'creator';
  name: string;
  imageUrl: string | null;
  hidden: boolean;
}

export interface MemberManagementAccess {
  accountId: number;
  managementType: 'primary' | 'secondary';
  accessHash: Record<string, string>;
  /** spec §3 activity settings: the tier the member chose for the account, null = not set. */
  tier: number | null;
  canExport: boolean;
}

/** An account by idUnique, as the insights calls need it; null when it does not exist. */
export async function findInsightAccount(
  db: Database,
  idUnique: string,
): Promise<InsightAccount | null> {
  const [row] = await queryRows<InsightAccount>(
    db,
    sql`select id::int as "id", id_unique as "idUnique", type, name, image_url as "imageUrl", hidden
        from accounts where id_unique = ${idUnique} limit 1`,
  );
  return row ?? null;
}

/** Every management of a member, with its access hash: one query answers access to any account. */
export async function listManagementAccess(
  db: Database,
  memberId: number,
): Promise<MemberManagementAccess[]> {
  return queryRows<MemberManagementAccess>(
    db,
    sql`select account_id::int as "accountId", management_type as "managementType",
          access_hash as "accessHash", tier, can_export as "canExport"
        from managements where member_id = ${memberId} order by id`,
  );
}

/** The member's managements as listManagementAccess returns them, as one JSON value. */
export function managementAccessJson(memberId: number) {
  return sql`coalesce((select json_agg(json_build_object('accountId', account_id::int,
      'managementType', management_type, 'accessHash', access_hash, 'tier', tier,
      'canExport', can_export) order by id)
    from managements where member_id = ${memberId}), '[]'::json)`;
}

/**
 * findInsightAccount and listManagementAccess in one round trip: what every insights call of a
 * member on an account reads first (issue 6).
 */
export async function findInsightAccountAccess(
  db: Database,
  idUnique: string,
  memberId: number,
): Promise<{ account: InsightAccount | null; managements: MemberManagementAccess[] }> {
  const [row] = await queryRowsPrepared<{
    account: InsightAccount | null;
    managements: MemberManagementAccess[];
  }>(
    db,
    sql`select (select json_build_object('id', id::int, 'idUnique', id_unique, 'type', type,
          'name', name, 'imageUrl', image_url, 'hidden', hidden)
          from accounts where id_unique = ${idUnique} limit 1) as "account",
        ${managementAccessJson(memberId)} as "managements"`,
  );
  return { account: row?.account ?? null, managements: row?.managements ?? [] };
}

/** The accounts a track belongs to: its performers and its label. */
export async function listTrackAccountIds(db: Database, trackId: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select account_id::int as id from track_artists where track_id = ${trackId}
        union select label_id::int from tracks where id = ${trackId} and label_id is not null`,
  );
  return rows.map((row) => row.id);
}
