import type { SQL } from 'drizzle-orm';
import type { Database } from './connect';

/** Runs raw SQL and returns its rows, the same way on PGlite and on node-postgres. */
export async function queryRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

/**
 * A PostgreSQL array literal for `= any(${pgArray(ids)}::bigint[])`: one parameter whatever the
 * number of values (a query can bind at most 65,535), with every text element quoted (numbers
 * need no quotes: the monitor sends hundreds of thousands a batch); null is SQL NULL.
 */
export function pgArray(values: readonly (string | number | null)[]): string {
  return `{${values
    .map((value) =>
      value === null
        ? 'NULL'
        : typeof value === 'number'
          ? String(value)
          : `"${value.replace(/["\\]/g, '\\$&')}"`,
    )
    .join(',')}}`;
}
