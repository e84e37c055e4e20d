import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Connection } from '@songstats/db';
import { openTestDatabase } from '@songstats/db/testing';
import { variantPorts } from '@songstats/domain';
import { type AppInstance, buildApp } from './app';
import type { SocialVerifiers } from './auth/social/verified-identity';
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
  close(): Promise<void>;
}

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
  });
  await app.ready();
  return {
    app,
    connection,
    outboxDir,
    outbox: () => readOutbox(outboxDir),
    async close() {
      await app.close();
      await connection.close();
      rmSync(outboxDir, { recursive: true, force: true });
    },
  };
}
