import type { Database } from './connect';

/** The SQLSTATE of a failed query (`23505`), wherever Drizzle or the driver put it in `cause`. */
export function sqlState(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 3; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** What an insert does with a row its unique constraint already holds. */
export type OnDuplicate = 'fail' | 'skip';

const UNIQUE_VIOLATION = '23505';

/**
 * Runs inserts that should meet no duplicates with `'fail'`, in a savepoint: PostgreSQL then
 * checks uniqueness only as it inserts, with no look-up before each row as `on conflict` makes.
 * If a duplicate is there all the same, the savepoint is rolled back and the inserts run again
 * with `'skip'`, so the outcome is the same as with `on conflict` throughout.
 */
export async function insertExpectingNoDuplicates<T>(
  db: Database,
  insert: (db: Database, onDuplicate: OnDuplicate) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction((savepoint) => insert(savepoint as unknown as Database, 'fail'));
  } catch (error) {
    if (sqlState(error) !== UNIQUE_VIOLATION) throw error;
    return insert(db, 'skip');
  }
}
