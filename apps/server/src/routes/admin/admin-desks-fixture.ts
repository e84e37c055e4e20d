import { adminAuditLog } from '@songstats/db';
import { insertAccount } from '@songstats/db/seed';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { startTestApp, type TestApp } from '../../testing';
import { callApi, insertEveryone, insertTeam, type Who } from './admin-test-fixture';

// Issue 26: the admin desks' calls through the real app on a real database: who may call them
// (anonymous 401; a member, a teammate and the owner 403; an admin 200), what they answer, and
// the audit log entry of every action.
let test: TestApp;
/** The app of the calling test file, once its `beforeAll` has run. */
export const app = () => test;
export let artistId = 0;
export let artistIdUnique = '';
export const tokens: Partial<Record<Who, string>> = {};
export const ids: Partial<Record<Who, number>> = {};

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';
export const call = (token: string | null, method: Method, path: string, input?: object) =>
  callApi(test, token, method, path, input);

export async function auditOf(memberId: number) {
  return test.connection.db
    .select()
    .from(adminAuditLog)
    .where(eq(adminAuditLog.memberId, memberId))
    .orderBy(adminAuditLog.id);
}

/** Starts the app with the fixture's members and data for the calling test file. */
export function useAdminDesksApp() {
  beforeAll(async () => {
    test = await startTestApp();
    const { db } = test.connection;
    const names: Record<Who, string> = {
      owner: 'Olivia Owner',
      teammate: 'Tom Teammate',
      other: 'Zed Other',
      admin: 'Ada Admin',
    };
    await insertEveryone(
      db,
      (who) => ({ name: names[who], email: `${who}-admin-desk@example.com` }),
      tokens,
      ids,
    );
    const artist = await insertAccount(db, { name: 'Desk Artist' });
    artistId = artist.id;
    artistIdUnique = artist.idUnique;
    await insertTeam(db, ids, artist.id);
    // Opening a fresh database takes long while the two cores are shared with other test runs.
  }, 240_000);
  afterAll(async () => {
    await test?.close();
  });
}
