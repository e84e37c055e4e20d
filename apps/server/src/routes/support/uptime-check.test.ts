import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Connection, connect } from '@songstats/db';
import { seedDemoCatalogue } from '@songstats/db/seed';
import { variantPorts } from '@songstats/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppInstance, buildApp } from '../../app';
import { createMailer } from '../../mail/mailer';

// Issue 20: on the embedded database (one connection) ten searches in flight made the uptime
// check wait for all of their queries. This file opens PGlite whatever DATABASE_URL says
// (an empty URL), since the queue is the embedded database's.
let connection: Connection;
let app: AppInstance;
beforeAll(async () => {
  connection = await connect({ databaseUrl: '', dataDir: 'memory://' });
  await seedDemoCatalogue(connection.db);
  app = await buildApp({
    db: connection.db,
    ports: variantPorts(),
    mailer: createMailer({ outboxDir: mkdtempSync(path.join(tmpdir(), 'songstats-uptime-')) }),
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await connection?.close();
});

const QUERIES = ['daft', 'punk', 'the', 'mo', 'radio', 'hits', 'love', 'paris', 'one more', 'star'];

describe('the uptime check on the embedded database (issue 20)', () => {
  it('answers while ten searches are queued, before all but at most one of them', async () => {
    const finished: string[] = [];
    const searches = QUERIES.map(async (q) => {
      const response = await app.inject({
        url: `/api/v1/search/search_all?q=${encodeURIComponent(q)}`,
      });
      expect(response.statusCode).toBe(200);
      finished.push(`search ${q}`);
    });
    await new Promise((resolve) => setImmediate(resolve));
    const uptime = await app.inject({ url: '/api/v1/support/uptime_check' });
    finished.push('uptime check');
    await Promise.all(searches);
    expect(uptime.statusCode).toBe(200);
    expect(finished).toHaveLength(11);
    expect(finished.indexOf('uptime check')).toBeLessThanOrEqual(1);
  });
});
