import type { Database } from '../connect';
import { accountAuthorizations } from '../schema';

/** Stores (or keeps) an authorisation of the account's data on a provider. */
export async function saveAccountAuthorization(
  db: Database,
  input: {
    accountId: number;
    memberId: number;
    provider: 'google' | 'facebook' | 'twitter';
    subject: string;
  },
): Promise<void> {
  await db.insert(accountAuthorizations).values(input).onConflictDoNothing();
}
