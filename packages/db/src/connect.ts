import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { createQueryGate } from './query-lanes';
import * as schema from './schema';

export type Schema = typeof schema;
/** The Drizzle handle every query function takes first; the same type for PGlite and PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface Connection {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Where the data lives: the PGlite folder, or the PostgreSQL URL without its password. */
  location: string;
  close(): Promise<void>;
}

export interface ConnectOptions {
  /** PostgreSQL URL; when absent, embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** Folder for the embedded database; `memory://` keeps it in memory. */
  dataDir?: string | undefined;
  /** PGlite only: start from this dump of a data folder (`dumpDataDir`), as the tests do. */
  loadDataDir?: Blob | undefined;
  /** Run the SQL migrations before returning (the server does; tools may not). */
  migrate?: boolean;
  /**
   * PostgreSQL only: commit without waiting for the WAL flush (synchronous_commit off). For the
   * monitor's bulk writes: a server crash can lose the last moments of commits, which the
   * monitor redoes on its next run (its state and activities commit together).
   */
  asyncCommit?: boolean;
  /**
   * PostgreSQL only: how long getting a connection may take before the query fails (a server
   * that accepts and never answers). Without it a request would wait for ever in an outage.
   */
  connectionTimeoutMs?: number;
}

/** The default of `connectionTimeoutMs`. */
export const CONNECTION_TIMEOUT_MS = 5_000;

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../migrations', import.meta.url));

export function defaultDataDir(): string {
  return path.resolve(process.env.DATA_DIR ?? '.data');
}

function redact(url: string): string {
  return url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
}

/**
 * Opens the database: PostgreSQL when a URL is given (DATABASE_URL), otherwise embedded PGlite in
 * `<dataDir>/pglite` (DATA_DIR, `.data/` by default). Migrations run unless `migrate: false`.
 */
export async function connect(options: ConnectOptions = {}): Promise<Connection> {
  const databaseUrl = options.databaseUrl ?? process.env.DATABASE_URL;
  const shouldMigrate = options.migrate ?? true;
  if (databaseUrl) {
    const pool = new pg.Pool({
      connectionString: databaseUrl,
      max: 10,
      connectionTimeoutMillis: options.connectionTimeoutMs ?? CONNECTION_TIMEOUT_MS,
      ...(options.asyncCommit ? { options: '-c synchronous_commit=off' } : {}),
    });
    // An idle connection that the server ends (restart, failover) is replaced on next use; without
    // a listener its error would crash the process.
    pool.on('error', (error) => console.warn(`database connection lost: ${error.message}`));
    const db = drizzleNodePostgres({ client: pool, schema });
    try {
      if (shouldMigrate) await migrateNodePostgres(db, { migrationsFolder: MIGRATIONS_FOLDER });
    } catch (error) {
      await pool.end();
      throw error;
    }
    return { db, kind: 'postgres', location: redact(databaseUrl), close: () => pool.end() };
  }

  const dataDir = options.dataDir ?? defaultDataDir();
  const location = dataDir === 'memory://' ? dataDir : path.join(dataDir, 'pglite');
  if (location !== 'memory://') mkdirSync(location, { recursive: true });
  const client = await PGlite.create(location === 'memory://' ? undefined : location, {
    extensions: { pg_trgm },
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  // Every top-level query, exec and transaction of PGlite passes through this method (the
  // queries inside a transaction do not): the gate puts interactive work first (query-lanes.ts).
  const gate = createQueryGate();
  const runExclusive = client._runExclusiveTransaction.bind(client);
  client._runExclusiveTransaction = (operation) => gate.run(() => runExclusive(operation));
  const db = drizzlePglite({ client, schema });
  try {
    if (shouldMigrate) await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  } catch (error) {
    await client.close();
    throw error;
  }
  return { db, kind: 'pglite', location, close: () => client.close() };
}
