import { sql } from 'drizzle-orm';
import type { Database } from '../connect';
import { queryRows } from '../query-rows';
import { adminAuditLog } from '../schema';
import {
  type DeskPage,
  type DeskPageRequest,
  deskOrderAndPage,
  iso,
  likePattern,
  toDeskPage,
} from './desk-page';

export interface AdminActor {
  id: number;
  email: string;
}

export interface AdminActionEntry {
  action: string;
  targetType: string;
  targetId: string | number;
  /** The member the action concerns, shown in their trail on the Members desk. */
  memberId?: number | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/** Issue 26: writes one admin action to the audit log (who, when, what, before and after). */
export async function recordAdminAction(
  db: Database,
  admin: AdminActor,
  entry: AdminActionEntry,
): Promise<void> {
  await db.insert(adminAuditLog).values({
    adminMemberId: admin.id,
    adminEmail: admin.email,
    action: entry.action,
    targetType: entry.targetType,
    targetId: String(entry.targetId),
    memberId: entry.memberId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

export interface AuditEntry {
  id: number;
  adminEmail: string;
  action: string;
  targetType: string;
  targetId: string;
  memberId: number | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  createdAt: string;
}

export type AuditSort = 'createdAt' | 'action' | 'adminEmail';
const AUDIT_COLUMNS: Record<AuditSort, string> = {
  createdAt: 'created_at',
  action: 'action',
  adminEmail: 'admin_email',
};

interface AuditRow {
  id: number;
  admin_email: string;
  action: string;
  target_type: string;
  target_id: string;
  member_id: number | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  created_at: string;
  total_rows: number;
}

/** The audit log, newest first by default; searched by action, admin or target. */
export async function listAuditLog(
  db: Database,
  request: DeskPageRequest<AuditSort> & { memberId?: number | undefined },
): Promise<DeskPage<AuditEntry>> {
  const q = request.q?.trim();
  const rows = await queryRows<AuditRow>(
    db,
    sql`select *, count(*) over () as total_rows from admin_audit_log
        where (${request.memberId ?? null}::bigint is null or member_id = ${request.memberId ?? null})
          and (${q || null}::text is null or action ilike ${likePattern(q ?? '')}
               or admin_email ilike ${likePattern(q ?? '')} or target_id = ${q ?? ''})
        ${deskOrderAndPage(AUDIT_COLUMNS, request, 'id')}`,
  );
  return toDeskPage(rows, request, (row) => ({
    id: Number(row.id),
    adminEmail: row.admin_email,
    action: row.action,
    targetType: row.target_type,
    targetId: row.target_id,
    memberId: row.member_id === null ? null : Number(row.member_id),
    before: row.before,
    after: row.after,
    createdAt: iso(row.created_at)!,
  }));
}
