import { sql } from 'drizzle-orm';
import type { Database } from '../connect';
import { queryRows } from '../query-rows';
import {
  type DeskPage,
  type DeskPageRequest,
  deskOrderAndPage,
  iso,
  likePattern,
  toDeskPage,
} from './desk-page';

export type MemberDeskFilter = 'all' | 'admins' | 'betaTesters' | 'subscribers';
export type MemberDeskSort = 'name' | 'email' | 'createdAt' | 'lastSeenAt' | 'managements';

const MEMBER_COLUMNS: Record<MemberDeskSort, string> = {
  name: 'lower(m.name)',
  email: 'm.email',
  createdAt: 'm.created_at',
  lastSeenAt: 'last_seen_at',
  managements: 'managements',
};

export interface MemberDeskRow {
  id: number;
  name: string;
  email: string;
  isAdmin: boolean;
  isBetaTester: boolean;
  createdAt: string;
  /** The newest use of any of their sessions; null when they have none. */
  lastSeenAt: string | null;
  sessions: number;
  managements: number;
  liveSubscriptions: number;
}

interface Row {
  id: number;
  name: string;
  email: string;
  is_admin: boolean;
  is_beta_tester: boolean;
  created_at: string;
  last_seen_at: string | null;
  sessions: number;
  managements: number;
  live_subscriptions: number;
  total_rows: number;
}

/** Issue 26, Members and Beta Testers desks: members by name or email, filtered, sorted, paged. */
export async function listMembersForAdmin(
  db: Database,
  request: DeskPageRequest<MemberDeskSort> & { filter: MemberDeskFilter },
): Promise<DeskPage<MemberDeskRow>> {
  const q = request.q?.trim() || null;
  const pattern = likePattern(q ?? '');
  const rows = await queryRows<Row>(
    db,
    sql`select m.id, m.name, m.email, m.is_admin, m.is_beta_tester, m.created_at,
          s.last_seen_at, coalesce(s.sessions, 0)::int as sessions,
          (select count(*)::int from managements g where g.member_id = m.id) as managements,
          (select count(*)::int from subscriptions u
            where u.member_id = m.id and u.state in ('trial', 'active')) as live_subscriptions,
          count(*) over () as total_rows
        from members m
        left join lateral (
          select max(last_used_at) as last_seen_at, count(*) as sessions
          from member_sessions where member_id = m.id
        ) s on true
        where (${q}::text is null or m.name ilike ${pattern} or m.email ilike ${pattern})
          and (${request.filter} <> 'admins' or m.is_admin)
          and (${request.filter} <> 'betaTesters' or m.is_beta_tester)
          and (${request.filter} <> 'subscribers' or exists (
            select 1 from subscriptions u where u.member_id = m.id and u.state in ('trial', 'active')))
        ${deskOrderAndPage(MEMBER_COLUMNS, request, 'm.id')}`,
  );
  return toDeskPage(rows, request, (row) => ({
    id: Number(row.id),
    name: row.name,
    email: row.email,
    isAdmin: row.is_admin,
    isBetaTester: row.is_beta_tester,
    createdAt: iso(row.created_at)!,
    lastSeenAt: iso(row.last_seen_at),
    sessions: Number(row.sessions),
    managements: Number(row.managements),
    liveSubscriptions: Number(row.live_subscriptions),
  }));
}
