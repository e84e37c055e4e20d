import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Connection } from '@songstats/db';
import { variantPorts } from '@songstats/domain';
import { expect } from 'vitest';
import { type AppInstance, buildApp } from '../app';
import { createMailer } from '../mail/mailer';
import { DATABASE_UNAVAILABLE_MESSAGE } from './errors';

// What the database-outage tests share (database-outage.test.ts on PGlite,
// database-outage.postgres.test.ts on PostgreSQL): the app on a connection, and its answer
// during an outage.

export async function buildTestApp(connection: Connection): Promise<AppInstance> {
  const app = await buildApp({
    db: connection.db,
    ports: variantPorts(),
    mailer: createMailer({ outboxDir: mkdtempSync(path.join(tmpdir(), 'songstats-outage-')) }),
  });
  await app.ready();
  return app;
}

export const search = (app: AppInstance) =>
  app.inject({ url: '/api/v1/search/search_all?q=daft%20punk' });

export function expectOutageAnswer(response: Awaited<ReturnType<typeof search>>) {
  expect(response.statusCode).toBe(503);
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  expect(response.json()).toEqual({
    message: DATABASE_UNAVAILABLE_MESSAGE,
    error: 'Service Unavailable',
    statusCode: 503,
  });
}
