import { and, desc, eq, ne } from 'drizzle-orm';
import type { Database } from '../connect';
import { accountSetups, accountSourceObjects, accounts, managements } from '../schema';

export type AccountRow = typeof accounts.$inferSelect;
export type ManagementRow = typeof managements.$inferSelect;
export type SourceObjectRow = typeof accountSourceObjects.$inferSelect;

export interface ManagedAccount {
  account: AccountRow;
  management: ManagementRow | null;
  sourceObjects: SourceObjectRow[];
  setupInProgress: boolean;
  /** The profile's latest setup unless it is done: its step, or why it failed (issue 27). */
  setup: { status: 'in_progress' | 'failed'; step: string | null; reason: string | null } | null;
}

async function withDetails(
  db: Database,
  rows: { account: AccountRow; management: ManagementRow | null }[],
): Promise<ManagedAccount[]> {
  return Promise.all(
    rows.map(async (row) => {
      const [sourceObjects, setups] = await Promise.all([
        db
          .select()
          .from(accountSourceObjects)
          .where(eq(accountSourceObjects.accountId, row.account.id))
          .orderBy(accountSourceObjects.id),
        db
          .select({
            status: accountSetups.status,
            step: accountSetups.step,
            reason: accountSetups.reason,
          })
          .from(accountSetups)
          .where(
            // A setup merged into this profile is another's history (decision 075).
            and(eq(accountSetups.accountId, row.account.id), ne(accountSetups.status, 'merged')),
          )
          .orderBy(desc(accountSetups.id))
          .limit(1),
      ]);
      const latest = setups[0];
      const setup =
        latest && (latest.status === 'in_progress' || latest.status === 'failed')
          ? { status: latest.status, step: latest.step, reason: latest.reason }
          : null;
      return { ...row, sourceObjects, setupInProgress: setup?.status === 'in_progress', setup };
    }),
  );
}

/** The accounts a member manages (primary or secondary), oldest management first. */
export async function listMemberAccounts(
  db: Database,
  memberId: number,
): Promise<ManagedAccount[]> {
  const rows = await db
    .select({ account: accounts, management: managements })
    .from(managements)
    .innerJoin(accounts, eq(accounts.id, managements.accountId))
    .where(eq(managements.memberId, memberId))
    .orderBy(managements.id);
  return withDetails(db, rows);
}

/** One account with the member's management of it, if any; null when it does not exist. */
export async function findAccountForMember(
  db: Database,
  idUnique: string,
  memberId: number | null,
): Promise<ManagedAccount | null> {
  const [account] = await db
    .select()
    .from(accounts)
    .where(eq(accounts.idUnique, idUnique))
    .limit(1);
  if (!account) return null;
  const [management] =
    memberId === null
      ? []
      : await db
          .select()
          .from(managements)
          .where(and(eq(managements.accountId, account.id), eq(managements.memberId, memberId)))
          .limit(1);
  const [detailed] = await withDetails(db, [{ account, management: management ?? null }]);
  return detailed ?? null;
}
