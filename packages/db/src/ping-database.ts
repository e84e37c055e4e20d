import { sql } from 'drizzle-orm';
import type { Database } from './connect';

/** True when the database answers a trivial query; the uptime check depends on it. */
export async function pingDatabase(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
