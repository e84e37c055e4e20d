import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../connect';
import { accountSetups, accounts, managements } from '../schema';
import type { AccountRow } from './list-member-accounts';

/** Finds the account whose external id on `source` is `externalId`. */
export async function findAccountByExternalId(
  db: Database,
  source: string,
  externalId: string,
): Promise<AccountRow | null> {
  const [row] = await db
    .select()
    .from(accounts)
    .where(sql`${accounts.externalIds} ->> ${source} = ${externalId}`)
    .limit(1);
  return row ?? null;
}

/**
 * spec §7 create_account: the member becomes primary manager of the account behind the link.
 * An artist the catalogue does not know yet is created as a setup in progress.
 */
export async function createAccountFromLink(
  db: Database,
  input: { memberId: number; source: string; externalId: string; link: string },
): Promise<{ account: AccountRow; setupInProgress: boolean; alreadyManaged: boolean }> {
  return db.transaction(async (tx) => {
    let account = await findAccountByExternalId(tx, input.source, input.externalId);
    let setupInProgress = false;
    if (!account) {
      const [created] = await tx
        .insert(accounts)
        .values({
          idUnique: randomBytes(6).toString('hex'),
          type: 'artist',
          name: 'New artist',
          externalIds: { [input.source]: input.externalId },
        })
        .returning();
      account = created!;
      await tx
        .insert(accountSetups)
        .values({ accountId: account.id, memberId: input.memberId, link: input.link });
      setupInProgress = true;
    }
    const inserted = await tx
      .insert(managements)
      .values({ memberId: input.memberId, accountId: account!.id, managementType: 'primary' })
      .onConflictDoNothing()
      .returning({ id: managements.id });
    return { account: account!, setupInProgress, alreadyManaged: inserted.length === 0 };
  });
}
