import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { type Connection, connect } from './connect';

/**
 * A fresh, migrated database for one test file: an in-memory PGlite by default, or a new database
 * on the PostgreSQL server of DATABASE_URL (dropped again on close), so test files never share
 * rows and both engines run the same tests.
 */
export async function openTestDatabase(): Promise<Connection & { url?: string }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    // The run's migrated database (scripts/test-database-template.ts), when Vitest built one.
    const dump = process.env[TEST_PGLITE_DUMP_ENV];
    return connect({
      dataDir: 'memory://',
      ...(dump ? { loadDataDir: new Blob([readFileSync(dump)]) } : {}),
    });
  }
  const scratch = await createScratchDatabase(serverUrl, process.env[TEST_TEMPLATE_DATABASE_ENV]);
  const connection = await connect({ databaseUrl: scratch.url });
  return {
    ...connection,
    /** The scratch database's URL, for a second client (a queue) on the same database. */
    url: scratch.url,
    async close() {
      await connection.close();
      await scratch.drop();
    },
  };
}

async function withClient(url: string, run: (client: pg.Client) => Promise<unknown>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}

/**
 * Where the test run's migrated database is (scripts/test-database-template.ts): the file of a
 * PGlite dump, and the name of a PostgreSQL template database.
 */
export const TEST_PGLITE_DUMP_ENV = 'SONGSTATS_TEST_PGLITE_DUMP';
export const TEST_TEMPLATE_DATABASE_ENV = 'SONGSTATS_TEST_TEMPLATE_DATABASE';

/**
 * A new database on the server of `serverUrl`, for one test file or one test server: empty, or
 * a copy of `template`.
 */
export async function createScratchDatabase(
  serverUrl: string,
  template?: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await withClient(serverUrl, (client) =>
    client.query(`create database "${name}"${template ? ` template "${template}"` : ''}`),
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      withClient(serverUrl, (client) =>
        client.query(`drop database if exists "${name}" with (force)`),
      ),
  };
}
