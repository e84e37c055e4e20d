import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { Connection } from '@songstats/db';
import { randomToken } from '@songstats/db';
import { openTestDatabase } from '@songstats/db/testing';
import { variantPorts } from '@songstats/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppInstance, buildApp } from './app';
import { logSerializers, redactUrl } from './log-serializers';
import { createMailer } from './mail/mailer';

// Issue 20: `GET /magic?token=...` (a working login link) was written to the server log.

const lines: string[] = [];
let connection: Connection;
let app: AppInstance;
let origin = '';
const outboxDir = mkdtempSync(path.join(tmpdir(), 'songstats-log-'));

beforeAll(async () => {
  connection = await openTestDatabase();
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  // The logger main.ts builds, writing to this test instead of stdout.
  app = await buildApp({
    db: connection.db,
    ports: variantPorts(),
    mailer: createMailer({ outboxDir }),
    logger: { level: 'info', serializers: logSerializers, stream },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await app?.close();
  await connection?.close();
  rmSync(outboxDir, { recursive: true, force: true });
});

describe('the request log (issue 20)', () => {
  it('names the request without the secrets in its URL', async () => {
    const magicToken = randomToken();
    const pathToken = randomToken();
    await fetch(`${origin}/magic?token=${magicToken}&next=%2Ffeed`);
    await fetch(`${origin}/settings/subscription-management?token=EC-7PAYPALORDER&PayerID=PAYER42`);
    await fetch(`${origin}/api/v1/anything/${pathToken}?access_token=abc123secret&Api-Key=k3y`);
    const log = lines.join('');
    expect(log).toContain('"url":"/magic?token=[redacted]&next=%2Ffeed"');
    expect(log).toContain('"url":"/api/v1/anything/[redacted]?access_token=[redacted]');
    for (const secret of [
      magicToken,
      pathToken,
      'EC-7PAYPALORDER',
      'PAYER42',
      'abc123secret',
      'k3y',
    ]) {
      expect(log).not.toContain(secret);
    }
  });

  it('keeps the URLs without secrets as they are', () => {
    for (const url of [
      '/api/v1/activities/index?page=2&source=spotify&idUnique=a1b2c3',
      '/track/the-long-and-winding-road-remastered-2009-edition',
      '/api/v1/search/search_all?q=daft%20punk',
    ]) {
      expect(redactUrl(url)).toBe(url);
    }
  });
});
