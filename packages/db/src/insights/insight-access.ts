import { type AnyColumn, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../connect';
import {
  liveSessionOfTokenHash,
  oncePerDatabase,
  type SessionMember,
  sessionMemberFields,
  sessionMemberOf,
} from '../members/sessions';
import { hashToken } from '../members/tokens';
import { queryRows } from '../query-rows';
import { memberSessions, members } from '../schema';
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
export function managementAccessJson(memberId: number | SQL | AnyColumn) {
  return sql`coalesce((select json_agg(json_build_object('accountId', m.account_id::int,
      'managementType', m.management_type, 'accessHash', m.access_hash, 'tier', m.tier,
      'canExport', m.can_export) order by m.id)
    from managements m where m.member_id = ${memberId}), '[]'::json)`;
}

/** The account of an idUnique as findInsightAccount returns it, as one JSON value (or null). */
function insightAccountJson(idUnique: string | SQL | Placeholder) {
  return sql`(select json_build_object('id', a.id::int, 'idUnique', a.id_unique, 'type', a.type,
      'name', a.name, 'imageUrl', a.image_url, 'hidden', a.hidden)
    from accounts a where a.id_unique = ${idUnique} limit 1)`;
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
    sql`select ${insightAccountJson(idUnique)} as "account",
        ${managementAccessJson(memberId)} as "managements"`,
  );
  return { account: row?.account ?? null, managements: row?.managements ?? [] };
}

/** An account with the managements of the member asking for it (findInsightAccountAccess). */
export interface InsightAccountAccess {
  account: InsightAccount | null;
  managements: MemberManagementAccess[];
}

const sessionAccessQuery = oncePerDatabase((db) =>
  db
    .select({
      ...sessionMemberFields,
      account: sql<InsightAccount | null>`${insightAccountJson(sql.placeholder('idUnique'))}`,
      managements: sql<MemberManagementAccess[]>`${managementAccessJson(memberSessions.memberId)}`,
    })
    .from(memberSessions)
    .innerJoin(members, eq(members.id, memberSessions.memberId))
    .where(liveSessionOfTokenHash())
    .limit(1)
    .prepare('session_member_access'),
);

/**
 * findSessionMember and findInsightAccountAccess (for the session's member) in one round trip:
 * what an insights call reads first when neither is kept in memory (issue 29). Null when the
 * token has no live session.
 */
export async function findSessionMemberWithAccess(
  db: Database,
  token: string,
  idUnique: string,
): Promise<{ session: SessionMember; access: InsightAccountAccess } | null> {
  const [row] = await sessionAccessQuery(db).execute({ tokenHash: hashToken(token), idUnique });
  if (!row) return null;
  return {
    session: sessionMemberOf(row),
    access: { account: row.account ?? null, managements: row.managements ?? [] },
  };
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
