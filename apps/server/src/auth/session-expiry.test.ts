import { encodeRequestStamp } from '@songstats/contract';
import { memberSessions } from '@songstats/db';
import { insertMemberWithSession } from '@songstats/db/seed';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing';
import { NOT_LOGGED_IN } from './require-member';

// Issue 20: sessions never ended. Now one ends 30 days after its last use and a year after it
// started, however often it is used.

let test: TestApp;
beforeAll(async () => {
  test = await startTestApp();
});
afterAll(async () => {
  await test?.close();
});

const me = (token: string) =>
  test.app.inject({
    method: 'GET',
    url: '/api/v1/members/me',
    headers: { authorization: `Bearer ${token}`, 'x-request-stamp': encodeRequestStamp() },
  });

/** A session whose start and last use lie this long ago (SQL intervals). */
async function sessionAged(ages: { started: string; lastUsed: string }) {
  const session = await insertMemberWithSession(test.connection.db);
  await test.connection.db
    .update(memberSessions)
    .set({
      createdAt: sql`now() - ${ages.started}::interval`,
      lastUsedAt: sql`now() - ${ages.lastUsed}::interval`,
    })
    .where(eq(memberSessions.id, session.sessionId));
  return session;
}

async function lastUsedAgoMs(sessionId: number) {
  const [row] = await test.connection.db
    .select({ ago: sql<string>`extract(epoch from now() - ${memberSessions.lastUsedAt}) * 1000` })
    .from(memberSessions)
    .where(eq(memberSessions.id, sessionId));
  return Number(row!.ago);
}

describe('session lifetimes (issue 20)', () => {
  it('ends a session unused for 30 days, and keeps one used 29 days ago', async () => {
    const idle = await sessionAged({ started: '40 days', lastUsed: '30 days 1 minute' });
    const ended = await me(idle.token);
    expect(ended.statusCode).toBe(401);
    expect(ended.json().message).toBe(NOT_LOGGED_IN);
    const recent = await sessionAged({ started: '40 days', lastUsed: '29 days' });
    expect((await me(recent.token)).statusCode).toBe(200);
  });

  it('ends a session a year after it started, however often it is used', async () => {
    const old = await sessionAged({ started: '365 days 1 minute', lastUsed: '1 minute' });
    expect((await me(old.token)).statusCode).toBe(401);
    const younger = await sessionAged({ started: '364 days', lastUsed: '1 minute' });
    expect((await me(younger.token)).statusCode).toBe(200);
  });

  it('does not serve a session kept in memory past its end', async () => {
    const agedAt = Date.now();
    const ending = await sessionAged({ started: '365 days -5 seconds', lastUsed: '1 second' });
    // Until the change of the row written above is heard (on PostgreSQL, asynchronously), the
    // session is read again each time; then it is served from memory.
    const servedFromMemory = async () => {
      const hits = test.app.readCache.sessions.stats().hits;
      expect((await me(ending.token)).statusCode).toBe(200);
      return test.app.readCache.sessions.stats().hits > hits;
    };
    while (!(await servedFromMemory())) {
      expect(Date.now() - agedAt).toBeLessThan(3_000);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await new Promise((resolve) => setTimeout(resolve, agedAt + 5_500 - Date.now()));
    expect((await me(ending.token)).statusCode).toBe(401);
  });

  it('notes the last use at most once an hour, so requests do not each write', async () => {
    const stale = await sessionAged({ started: '3 hours', lastUsed: '61 minutes' });
    await me(stale.token);
    expect(await lastUsedAgoMs(stale.sessionId)).toBeLessThan(60_000);
    const fresh = await sessionAged({ started: '3 hours', lastUsed: '30 minutes' });
    await me(fresh.token);
    expect(await lastUsedAgoMs(fresh.sessionId)).toBeGreaterThan(29 * 60_000);
  });
});
