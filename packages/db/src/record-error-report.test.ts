import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Connection } from './connect';
import { createHealthProbe } from './health-probe';
import { pingDatabase } from './ping-database';
import { recordErrorReport } from './record-error-report';
import { errorReports } from './schema';
import { openTestDatabase } from './testing';

let connection: Connection;
beforeAll(async () => {
  connection = await openTestDatabase();
});
afterAll(async () => {
  await connection?.close();
});

describe('the database (migrated on connect)', () => {
  it('answers a ping', async () => {
    expect(await pingDatabase(connection.db)).toBe(true);
  });

  it('stores an error report with its stacks and returns it with an id and a time', async () => {
    const stored = await recordErrorReport(connection.db, {
      error: 'TypeError: x is undefined',
      stack: 'at Feed (feed.tsx:10)',
      componentStack: '\n    at Feed',
      variant: 'radio',
    });
    expect(stored.id).toBeGreaterThan(0);
    expect(stored.createdAt).toBeInstanceOf(Date);
    const [latest] = await connection.db
      .select()
      .from(errorReports)
      .orderBy(desc(errorReports.id))
      .limit(1);
    expect(latest).toMatchObject({ error: 'TypeError: x is undefined', variant: 'radio' });
  });

  it('reports a closed database as down', async () => {
    const other = await openTestDatabase();
    await other.close();
    expect(await pingDatabase(other.db)).toBe(false);
  });
});

describe('the health probe', () => {
  it('asks the database at most once per interval and sees it go down after it', async () => {
    const other = await openTestDatabase();
    const isUp = createHealthProbe(other.db, 1000);
    expect(await isUp(10_000)).toBe(true);
    await other.close();
    expect(await isUp(10_500)).toBe(true);
    expect(await isUp(11_000)).toBe(false);
  });
});
