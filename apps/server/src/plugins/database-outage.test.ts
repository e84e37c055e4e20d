import { connect } from '@songstats/db';
import { describe, expect, it } from 'vitest';
import { buildTestApp, expectOutageAnswer, search } from './database-outage-fixture';

// Issue 20 (item 16): during a 4 s PostgreSQL restart 427 requests answered 500. A database
// outage answers 503 with Retry-After and a message, and the app recovers by itself after it
// (on PostgreSQL: database-outage.postgres.test.ts).

describe('the embedded database closed (PGlite)', () => {
  it('answers 503 with Retry-After and a message, not 500', async () => {
    // An empty URL: PGlite even when DATABASE_URL is set.
    const connection = await connect({ databaseUrl: '', dataDir: 'memory://' });
    const app = await buildTestApp(connection);
    try {
      expect((await search(app)).statusCode).toBe(200);
      await connection.close();
      expectOutageAnswer(await search(app));
    } finally {
      // The read cache's UNLISTEN on close fails on the closed database; nothing to undo there.
      await app.close().catch(() => undefined);
    }
  });
});
