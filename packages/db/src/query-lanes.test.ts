import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Connection, connect } from './connect';
import { BACKGROUND_TURN_EVERY, QueryBudgetExceededError, runInBackground } from './query-lanes';
import { queryRows } from './query-rows';

// The lanes matter on the embedded database only (one connection), so this file opens PGlite
// whatever DATABASE_URL says.
let connection: Connection;
beforeAll(async () => {
  // An empty URL, not DATABASE_URL's: connect() then opens PGlite.
  connection = await connect({ databaseUrl: '', dataDir: 'memory://', migrate: false });
  await connection.db.execute(sql`create table lane_probe (note text)`);
});
afterAll(async () => {
  await connection?.close();
});

// Drizzle's queries are lazy: `then` starts them.
const slowQuery = () => connection.db.execute(sql`select pg_sleep(0.02)`).then(() => undefined);
/** Lets the queries asked so far reach the gate (and the first of them start). */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('query lanes on the embedded database (issue 20)', () => {
  it('runs a cheap query asked while ten slow background queries wait after at most one of them', async () => {
    const finished: string[] = [];
    const slow = Array.from({ length: 10 }, (_, index) =>
      runInBackground(async () => {
        await slowQuery();
        finished.push(`slow ${index}`);
      }),
    );
    await settle();
    await connection.db.execute(sql`select 1`);
    finished.push('cheap');
    await Promise.all(slow);
    expect(finished.indexOf('cheap')).toBeLessThanOrEqual(1);
    expect(finished).toHaveLength(11);
  });

  it('gives the background lane one turn in BACKGROUND_TURN_EVERY while both lanes wait', async () => {
    const finished: string[] = [];
    const background = Array.from({ length: 3 }, (_, index) =>
      runInBackground(async () => {
        await slowQuery();
        finished.push(`background ${index}`);
      }),
    );
    const interactive = Array.from({ length: 12 }, async (_, index) => {
      await slowQuery();
      finished.push(`interactive ${index}`);
    });
    await Promise.all([...background, ...interactive]);
    // All were asked at once: BACKGROUND_TURN_EVERY - 1 interactive queries went first, then a
    // background one, and so on.
    const positions = finished
      .map((name, position) => (name.startsWith('background') ? position : -1))
      .filter((position) => position >= 0);
    const every = BACKGROUND_TURN_EVERY;
    expect(positions).toEqual([every - 1, 2 * every - 1, 3 * every - 1]);
  });

  it('refuses the queries of background work whose time budget is spent, and says so', async () => {
    const ahead = Array.from({ length: 10 }, () => slowQuery());
    const late = runInBackground(
      () => connection.db.execute(sql`insert into lane_probe (note) values ('too late')`),
      { budgetMs: 50 },
    );
    await expect(late).rejects.toBeInstanceOf(QueryBudgetExceededError);
    await Promise.all(ahead);
    const rows = await queryRows(connection.db, sql`select note from lane_probe`);
    expect(rows).toEqual([]);
  });

  it('answers within the budget as usual', async () => {
    const rows = await runInBackground(() => queryRows(connection.db, sql`select 1 as one`), {
      budgetMs: 5_000,
    });
    expect(rows).toEqual([{ one: 1 }]);
  });
});
