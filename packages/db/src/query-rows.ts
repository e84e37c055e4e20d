import type { SQL } from 'drizzle-orm';
import type { Database } from './connect';

/** Runs raw SQL and returns its rows, the same way on PGlite and on node-postgres. */
export async function queryRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
