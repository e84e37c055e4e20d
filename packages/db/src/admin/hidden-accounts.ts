import { eq, sql } from 'drizzle-orm';
import type { Database } from '../connect';
import { queryRows } from '../query-rows';
import { accounts } from '../schema';
import { type AdminActor, recordAdminAction } from './audit-log';
import {
  type DeskPage,
  type DeskPageRequest,
  deskOrderAndPage,
  iso,
  likePattern,
  toDeskPage,
} from './desk-page';

export type AccountDeskSort = 'name' | 'type' | 'createdAt' | 'managements';
export type AccountDeskVisibility = 'hidden' | 'visible' | 'all';
const COLUMNS: Record<AccountDeskSort, string> = {
  name: 'lower(a.name)',
  type: 'a.type',
  createdAt: 'a.created_at',
  managements: 'managements',
};

export interface AccountDeskRow {
  id: number;
  idUnique: string;
  name: string;
  type: 'artist' | 'label' | 'creator';
  hidden: boolean;
  monitoredSince: string | null;
  managements: number;
  createdAt: string;
}

interface Row {
  id: number;
  id_unique: string;
  name: string;
  type: AccountDeskRow['type'];
  hidden: boolean;
  monitored_since: string | null;
  managements: number;
  created_at: string;
  total_rows: number;
}

/** Issue 26, Hidden Accounts desk: profiles by name or id, hidden ones by default. */
export async function listAccountsForAdmin(
  db: Database,
  request: DeskPageRequest<AccountDeskSort> & {
    visibility: AccountDeskVisibility;
    type?: 'artist' | 'label' | 'creator' | undefined;
  },
): Promise<DeskPage<AccountDeskRow>> {
  const q = request.q?.trim() || null;
  const rows = await queryRows<Row>(
    db,
    sql`select a.id, a.id_unique, a.name, a.type, a.hidden, a.monitored_since, a.created_at,
          (select count(*)::int from managements g where g.account_id = a.id) as managements,
          count(*) over () as total_rows
        from accounts a
        where (${q}::text is null or a.name ilike ${likePattern(q ?? '')} or a.id_unique = ${q ?? ''})
          and (${request.visibility} = 'all' or a.hidden = (${request.visibility} = 'hidden'))
          and (${request.type ?? null}::text is null or a.type = ${request.type ?? null})
        ${deskOrderAndPage(COLUMNS, request, 'a.id')}`,
  );
  return toDeskPage(rows, request, (row) => ({
    id: Number(row.id),
    idUnique: row.id_unique,
    name: row.name,
    type: row.type,
    hidden: row.hidden,
    monitoredSince: iso(row.monitored_since),
    managements: Number(row.managements),
    createdAt: iso(row.created_at)!,
  }));
}

/** Hides or shows a profile (spec §3 Account.hidden), logged; null when there is none. */
export async function setAccountHidden(
  db: Database,
  admin: AdminActor,
  accountId: number,
  hidden: boolean,
): Promise<{ name: string; hidden: boolean } | null> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ name: accounts.name, hidden: accounts.hidden })
      .from(accounts)
      .where(eq(accounts.id, accountId))
      .for('update');
    if (!before) return null;
    await tx.update(accounts).set({ hidden }).where(eq(accounts.id, accountId));
    await recordAdminAction(tx as unknown as Database, admin, {
      action: hidden ? 'account.hide' : 'account.unhide',
      targetType: 'account',
      targetId: accountId,
      before: { hidden: before.hidden },
      after: { hidden },
    });
    return { name: before.name, hidden };
  });
}
