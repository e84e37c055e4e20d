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

/**
 * SQLSTATEs of a database that is going away or not there yet: connection exceptions (class
 * 08), too many connections (53300), admin / crash shutdown and "cannot connect now" while it
 * starts or stops (57P01, 57P02, 57P03), and a database dropped under us (57P04).
 */
const UNAVAILABLE_STATES = new Set([
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '53300',
  '57P01',
  '57P02',
  '57P03',
  '57P04',
]);
/** The socket errors of a server that is down, restarting or unreachable. */
const UNAVAILABLE_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
/**
 * The driver's own words when it has no code to give: node-postgres on a dropped connection or
 * a connection timeout, PGlite once closed.
 */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /^Client has encountered a connection error and is not queryable/,
  /^PGlite is closed/,
];

/**
 * True when a query failed because the database is not reachable (down, restarting, its
 * connection dropped), not because of the query: the request may succeed a few seconds later.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 4; depth += 1) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_STATES.has(code) || UNAVAILABLE_ERRNOS.has(code)))
      return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((known) => known.test(message)))
      return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
