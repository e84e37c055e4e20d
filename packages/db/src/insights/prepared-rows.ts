import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Database } from '../connect';
import { queryRows } from '../query-rows';

const dialect = new PgDialect();

/**
 * queryRows for the hottest reads (the feed, the access of every insights call): on PostgreSQL
 * the query is a named prepared statement, so each pool connection plans it once; planning cost
 * more than running the feed query (issue 6). The name is a hash of the text, so one text is one
 * statement. Only for queries of a bounded set of texts (values are parameters). PostgreSQL
 * keeps using the plan only when its generic plan costs no more than the ones made per call: a
 * LIMIT given as a parameter is guessed at a tenth of the rows, and `<> all($n)` at far fewer rows
 * kept than a known list, so such a statement is planned on every call (write a fixed page size
 * and a fixed list into the text, as listFeedActivities does; check `pg_prepared_statements`).
 * PGlite runs them as queryRows does.
 */
export async function queryRowsPrepared<Row>(db: Database, query: SQL): Promise<Row[]> {
  const client = (db as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool)) return queryRows<Row>(db, query);
  const { sql: text, params } = dialect.sqlToQuery(query);
  const name = `q_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
  const result = await client.query({ name, text, values: params as unknown[] });
  return result.rows as Row[];
}
