import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { encodeRequestStamp } from '@songstats/contract';
import { type Connection, ROW_CHANGES_CHANNEL } from '@songstats/db';
import { openTestDatabase } from '@songstats/db/testing';
import { variantPorts } from '@songstats/domain';
import { sql } from 'drizzle-orm';
import { type AppInstance, buildApp } from './app';
import type { SocialVerifiers } from './auth/social/verified-identity';
import type { DemoWorldStatus } from './embedded/demo-world-status';
import type { SocialIntegrations } from './integrations/provider-connection';
import { createMailer, readOutbox, type StoredMail } from './mail/mailer';
import type { Payments } from './payments/payments-config';
import type { WorldImageSource } from './routes/images/world-images';

export interface TestApp {
  app: AppInstance;
  connection: Connection;
  outboxDir: string;
  /** The mail the app sent, newest first. */
  outbox(): StoredMail[];
  /**
   * Resolves once the app has heard every row change committed before the call. A test that
   * writes through `connection` stands for another process (the monitor, billing), whose changes
   * reach the app's read caches as notifications a few milliseconds later.
   */
  rowChangesHeard(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A call to the app's API as the member of `token` (null: logged out), through real HTTP
 * (inject), with the request stamp the web sends; `url` is under /api/v1 and holds its query.
 */
export function injectApi(
  test: TestApp,
  token: string | null | undefined,
  method: string,
  url: string,
  payload?: object,
  /** The product's host (e.g. `localhost:8005` for the social product); the main one without. */
  host?: string,
) {
  return test.app.inject({
    method: method as 'GET',
    url: `/api/v1${url}`,
    headers: {
      ...(host ? { host } : {}),
      'x-request-stamp': encodeRequestStamp(),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(payload ? { payload } : {}),
  });
}

/** An account id no test row reaches: the row change `rowChangesHeard` waits to hear. */
const HEARD_SENTINEL_ID = 2_147_483_647;

/** A minimal built web app, so page serving can be tested without running the web build. */
export function writeTestWebDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'songstats-web-'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><title>App</title></head><body><div id="root"></div></body></html>',
  );
  return dir;
}

/** The real app on a fresh real database (PGlite, or PostgreSQL when DATABASE_URL is set). */
export async function startTestApp(
  options: {
    webDist?: string;
    devOutbox?: boolean;
    social?: SocialVerifiers;
    integrations?: SocialIntegrations;
    payments?: Payments;
    adminEmails?: readonly string[];
    worldImages?: WorldImageSource;
    demoWorld?: DemoWorldStatus;
  } = {},
): Promise<TestApp> {
  const connection = await openTestDatabase();
  const outboxDir = mkdtempSync(path.join(tmpdir(), 'songstats-outbox-'));
  const app = await buildApp({
    db: connection.db,
    ports: variantPorts(),
    mailer: createMailer({ outboxDir }),
    devOutboxDir: options.devOutbox ? outboxDir : undefined,
    ...(options.social ? { social: options.social } : {}),
    ...(options.integrations ? { integrations: options.integrations } : {}),
    ...(options.payments ? { payments: options.payments } : {}),
    ...(options.adminEmails ? { adminEmails: options.adminEmails } : {}),
    ...(options.webDist ? { webDist: options.webDist } : {}),
    ...(options.worldImages ? { worldImages: options.worldImages } : {}),
    ...(options.demoWorld ? { demoWorld: options.demoWorld } : {}),
  });
  await app.ready();
  return {
    app,
    connection,
    outboxDir,
    outbox: () => readOutbox(outboxDir),
    async rowChangesHeard() {
      // Notifications arrive in commit order, so once this one is heard the earlier ones are.
      const changes = app.readCache.changes;
      const mark = changes.mark();
      const sentinel = ['feed', HEARD_SENTINEL_ID] as const;
      await connection.db.execute(
        sql`select pg_notify(${ROW_CHANGES_CHANNEL}, ${`feed:${HEARD_SENTINEL_ID}`})`,
      );
      const deadline = Date.now() + 5_000;
      while (changes.isLive() && changes.unchangedSince(mark, sentinel)) {
        if (Date.now() > deadline) throw new Error('rowChangesHeard: no notification in 5 s');
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
    },
    async close() {
      await app.close();
      await connection.close();
      rmSync(outboxDir, { recursive: true, force: true });
    },
  };
}
