import { type Connection, type Database, queryRows } from '@songstats/db';
import { openTestDatabase } from '@songstats/db/testing';
import { startWorldServer, type World, type WorldServer } from '@songstats/world';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { monitorAccounts, syncCatalogue } from '../src/catalogue/sync-catalogue';
import type { MonitorContext } from '../src/context';
import { monitorContext } from './monitor-fixture';

export interface WorldDatabase {
  /** The test database (PGlite, or a scratch database on DATABASE_URL's PostgreSQL). */
  readonly db: Database;
  /** A monitor context on the test database, reading `world` through its server. */
  context(): MonitorContext;
}

/**
 * A test database and `world` served over HTTP, opened before the file's tests and closed after
 * them.
 */
export function useWorldDatabase(world: World): WorldDatabase {
  let connection: Connection | undefined;
  let server: WorldServer | undefined;
  beforeAll(async () => {
    connection = await openTestDatabase();
    server = await startWorldServer(world, { port: 0 });
  }, 180_000);
  afterAll(async () => {
    await server?.close();
    await connection?.close();
  });
  const opened = () => {
    if (!connection || !server) throw new Error('The world database is not open yet.');
    return { connection, server };
  };
  return {
    get db() {
      return opened().connection.db;
    },
    context: () => monitorContext(opened().connection.db, opened().server.url),
  };
}

/** Imports the catalogue and monitors every creator of the world. */
export async function monitorAllCreators(context: MonitorContext) {
  await syncCatalogue(context);
  const all = await queryRows<{ id_unique: string }>(
    context.db,
    sql`select id_unique from accounts where type = 'creator'`,
  );
  await monitorAccounts(
    context.db,
    all.map((row) => row.id_unique),
  );
}
