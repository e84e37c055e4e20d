import { eq } from 'drizzle-orm';
import type { Database } from '../connect';
import { managements } from '../schema';

/** The access hashes of every management of a member (spec §6 radio access of search). */
export async function listMemberAccessHashes(db: Database, memberId: number) {
  const rows = await db
    .select({ accessHash: managements.accessHash })
    .from(managements)
    .where(eq(managements.memberId, memberId));
  return rows.map((row) => row.accessHash);
}
