import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Connection, connect } from './connect';

/**
 * A fresh, migrated database for one test file: an in-memory PGlite by default, or a new database
 * on the PostgreSQL server of DATABASE_URL (dropped again on close), so test files never share
 * rows and both engines run the same tests.
 */
export async function openTestDatabase(): Promise<Connection> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return connect({ dataDir: 'memory://' });

  const name = `test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const connection = await connect({ databaseUrl: url.toString() });
  return {
    ...connection,
    async close() {
      await connection.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      try {
        await dropper.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}
