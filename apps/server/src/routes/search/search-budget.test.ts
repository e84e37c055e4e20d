import { seedDemoCatalogue } from '@songstats/db/seed';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing';
import { SEARCH_BUDGET_MS, SEARCH_BUSY_MESSAGE } from './within-search-budget';

let test: TestApp;
beforeAll(async () => {
  test = await startTestApp();
  await seedDemoCatalogue(test.connection.db);
});
afterAll(async () => {
  await test?.close();
});

describe('search within its time budget (issue 20)', () => {
  it.each([
    '/api/v1/search/search_all?q=daft',
    '/api/v1/subscriptions/artist_label_search?q=daft&searchType=all',
    '/api/v1/playlist_checker/search?q=hits',
  ])(
    '%s answers 503 with Retry-After when its budget is spent waiting, then 200 again',
    async (url) => {
      // Another transaction holds what the search needs for longer than its budget: PGlite's one
      // connection, or (PostgreSQL) the searched tables.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let holding = false;
      const holder = test.connection.db.transaction(async (tx) => {
        await tx.execute(
          sql`lock table accounts, playlists, search_words in access exclusive mode`,
        );
        holding = true;
        await held;
      });
      await expect.poll(() => holding).toBe(true);
      try {
        const started = performance.now();
        const response = await test.app.inject({ url });
        expect(response.statusCode).toBe(503);
        expect(response.headers['retry-after']).toBe('1');
        expect(response.json()).toMatchObject({ message: SEARCH_BUSY_MESSAGE, statusCode: 503 });
        expect(performance.now() - started).toBeGreaterThanOrEqual(SEARCH_BUDGET_MS - 50);
      } finally {
        release();
        await holder;
      }
      expect((await test.app.inject({ url })).statusCode).toBe(200);
    },
  );
});
