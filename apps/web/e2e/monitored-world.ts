import type { Database } from '@songstats/db';
import { insertManagement, insertMember } from '@songstats/db/seed';
import { createWorld, startWorldServer, type World } from '@songstats/world';
import type { Page } from 'playwright-core';
import { monitorAccounts } from '../../../packages/monitor/src/catalogue/sync-catalogue';
import type { MonitorContext } from '../../../packages/monitor/src/context';
import { refreshCreatorPosts } from '../../../packages/monitor/src/creator-posts/refresh-creator-posts';
import {
  monitorContext,
  monitorSomeAccounts,
} from '../../../packages/monitor/test/monitor-fixture';
import { signIn } from './demo-world';
import { launchBrowser, startServer, type TestBrowser, type TestServer } from './harness';
import { type PreparedData, prepareData } from './prepared-data';

// The opening the monitor's browser tests share: a small world served while the monitor's jobs
// read it into a server's data (monitorSomeAccounts' artists and label), a member who manages
// one of them, and a browser signed in as that member on the server started on those data.

export interface MonitoredWorldRun {
  db: Database;
  context: MonitorContext;
  world: World;
}

/**
 * A server's data (prepareData: PGlite or a scratch PostgreSQL database) on which `fill` runs the
 * monitor's jobs against a world made of `worldOptions`; the world's server is closed when `fill`
 * ends.
 */
export function prepareWorldData(
  name: string,
  worldOptions: Parameters<typeof createWorld>[0],
  fill: (run: MonitoredWorldRun) => Promise<void>,
): Promise<PreparedData> {
  return prepareData(name, async (db) => {
    const world = createWorld(worldOptions);
    const worldServer = await startWorldServer(world, { port: 0 });
    try {
      await fill({ db, context: monitorContext(db, worldServer.url), world });
    } finally {
      await worldServer.close();
    }
  });
}

/** prepareWorldData after the catalogue import and monitorSomeAccounts (artists and a label). */
export function prepareMonitoredWorld(
  name: string,
  worldOptions: Parameters<typeof createWorld>[0],
  fill: (run: MonitoredWorldRun) => Promise<void>,
): Promise<PreparedData> {
  return prepareWorldData(name, worldOptions, async (run) => {
    await monitorSomeAccounts(run.context);
    await fill(run);
  });
}

/** Monitors the creators `idUniques` and reads their posts of the world's last ten days. */
export async function monitorCreatorPosts(
  { db, context, world }: MonitoredWorldRun,
  idUniques: string[],
) {
  await monitorAccounts(db, idUniques);
  for (let day = world.day - 9; day <= world.day; day++) {
    await refreshCreatorPosts(context, world.state.calendar.dateOf(day));
  }
}

/**
 * A world of `options` whose last day is today (the server shows the last 90 days), `days` days
 * long.
 */
export function worldEndingToday(options: { seed: number; scale: number }, days: number) {
  const today = Date.parse(new Date().toISOString().slice(0, 10));
  return {
    ...options,
    days,
    startDate: new Date(today - days * 86_400_000).toISOString().slice(0, 10),
  };
}

/** A member with a confirmed email who manages `accountId` on Songstats (a direct subscription). */
export async function insertArtistManager(
  db: Database,
  member: { email: string; name: string; accountId: number },
) {
  const inserted = await insertMember(db, {
    email: member.email,
    name: member.name,
    emailConfirmedAt: new Date(),
  });
  await insertManagement(db, {
    memberId: inserted.id,
    accountId: member.accountId,
    managementType: 'primary',
    subbedAt: new Date(),
    platform: 'web',
    accessHash: { songstats: 'direct' },
    usedProductType: ['songstats'],
  });
  return inserted;
}

export interface Session {
  data: PreparedData;
  server: TestServer;
  browser: TestBrowser;
  page: Page & { problems: string[] };
}

/**
 * Prepares the data while the browser starts, then the server on them (with the local outbox) and
 * a page, signed in as `email` if given.
 */
export async function startSession(
  prepare: () => Promise<PreparedData>,
  basePort: number,
  email?: string,
): Promise<Session> {
  const [data, browser] = await Promise.all([prepare(), launchBrowser()]);
  const server = await startServer({ basePort, env: { DEV_OUTBOX: '1', ...data.env } }).catch(
    async (error: unknown) => {
      await browser.close();
      await data.dispose();
      throw error;
    },
  );
  const session = { data, server, browser, page: await browser.newPage() };
  if (email) {
    await signIn(session.page, server, email).catch(async (error: unknown) => {
      await closeSession(session);
      throw error;
    });
  }
  return session;
}

/** Closes what `startSession` started, the browser first. */
export async function closeSession(session: Session | undefined) {
  await session?.browser.close();
  await session?.server.dispose();
  await session?.data.dispose();
}
