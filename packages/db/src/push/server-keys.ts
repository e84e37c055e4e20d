import { eq } from 'drizzle-orm';
import type { Database } from '../connect';
import { serverKeys } from '../schema';

/**
 * The stored key `name`, made by `make` the first time. The first process to insert wins, so
 * several servers starting together still share one key.
 */
export async function ensureServerKey(
  db: Database,
  name: string,
  make: () => string,
): Promise<string> {
  await db.insert(serverKeys).values({ name, value: make() }).onConflictDoNothing();
  const [row] = await db.select().from(serverKeys).where(eq(serverKeys.name, name));
  return row!.value;
}
