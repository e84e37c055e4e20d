import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { connect, type Database } from '@songstats/db';
import { createScratchDatabase } from '@songstats/db/testing';

export interface PreparedData {
  /** DATA_DIR or DATABASE_URL for `startServer`. */
  env: Record<string, string>;
  dispose(): Promise<void>;
}

/**
 * A server's data, migrated and written by `fill` before the server starts: a fresh PGlite folder,
 * or a scratch database on the PostgreSQL of DATABASE_URL. The connection is closed before this
 * returns (an embedded PGlite folder is one process's at a time).
 */
export async function prepareData(
  name: string,
  fill: (db: Database) => Promise<unknown>,
): Promise<PreparedData> {
  if (process.env.DATABASE_URL) {
    const scratch = await createScratchDatabase(process.env.DATABASE_URL);
    const connection = await connect({ databaseUrl: scratch.url });
    try {
      await fill(connection.db);
    } finally {
      await connection.close();
    }
    return { env: { DATABASE_URL: scratch.url }, dispose: () => scratch.drop() };
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), `songstats-e2e-${name}-`));
  const connection = await connect({ dataDir });
  try {
    await fill(connection.db);
  } finally {
    await connection.close();
  }
  return {
    env: { DATA_DIR: dataDir },
    dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}
