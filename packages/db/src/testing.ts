import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Connection, connect } from './connect';

/**
 * A fresh, migrated database for one test file: an in-memory PGlite by default, or a new database
 * on the PostgreSQL server of DATABASE_URL (dropped again on close), so test files never share
 * rows and both engines run the same tests.
 */
export async function openTestDatabase(): Promise<Connection & { url?: string }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return connect({ dataDir: 'memory://' });
  const scratch = await createScratchDatabase(serverUrl);
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

/** A new, empty database on the server of `serverUrl`, for one test file or one test server. */
export async function createScratchDatabase(
  serverUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await withClient(serverUrl, (client) => client.query(`create database "${name}"`));
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
