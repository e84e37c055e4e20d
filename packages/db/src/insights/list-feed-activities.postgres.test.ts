import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Connection, Database } from '../connect';
import { openTestDatabase } from '../testing';
import { type FeedQuery, listFeedActivities } from './list-feed-activities';

// Issue 29, on PostgreSQL only (vitest.config.ts runs *.postgres.test.ts when DATABASE_URL is
// set): the feed page is a named prepared statement so that each connection plans it once. A
// page size or offset sent as a parameter made PostgreSQL plan it again on every call (its
// generic plan guessed a tenth of the feed for `limit $n`), about a third of the page's time.
// A page by offset (API callers without a cursor; the web app follows cursors) keeps its offset
// a parameter and is planned per call.

let connection: Connection & { url?: string };
/** One connection, so its prepared statements can be read back. */
let pool: pg.Pool;
let db: Database;

const ACCOUNT = 7;

beforeAll(async () => {
  connection = await openTestDatabase();
  // A feed long enough that PostgreSQL's guess for a page size it is not told (a tenth of the
  // rows) costs more than the page, as on a real installation.
  await connection.db.execute(sql`
    with inserted as (
      insert into activities (key, source, activity_type, activity_date, account_id, tier,
        activity_text)
      select 'feed-plan:' || n, (array['spotify', 'deezer', 'youtube', 'radio'])[1 + n % 4], 'playlist_add',
        date '2026-02-28' - (n / 40), ${ACCOUNT}, 1 + n % 4, 'Added to a playlist'
      from generate_series(1, 20000) n
      returning id, account_id, activity_date, source, tier)
    insert into account_activities (account_id, activity_date, activity_id, source, tier)
    select account_id, activity_date, id, source, tier from inserted`);
  await connection.db.execute('analyze activities, account_activities');
  pool = new pg.Pool({ connectionString: connection.url, max: 1 });
  db = drizzle({ client: pool }) as unknown as Database;
}, 60_000);

afterAll(async () => {
  await pool?.end();
  await connection?.close();
});

const first: FeedQuery = { accountId: ACCOUNT, sources: null, maxTier: 4, limit: 26 };

/** The feed statements this connection prepared, with how often each was planned. */
async function feedPlans() {
  const { rows } = await pool.query<{ generic: string; custom: string }>(
    `select generic_plans as generic, custom_plans as custom from pg_prepared_statements
     where statement like '%with page as%'`,
  );
  return rows.map((row) => ({ generic: Number(row.generic), custom: Number(row.custom) }));
}

describe('the feed page statement on PostgreSQL', () => {
  it('is planned a handful of times per connection, then runs its generic plan', async () => {
    const variants: FeedQuery[] = [
      first,
      { ...first, after: { date: '2026-02-20', id: 10_000_000 } },
      { ...first, sources: ['spotify'], maxTier: 2 },
      // A member without radio access: the feed leaves radio out (every overview page of most
      // members). As `<> all($n)` this one was planned on every call.
      { ...first, excludeSources: ['radio', 'siriusxm'] },
      {
        ...first,
        excludeSources: ['radio', 'siriusxm'],
        after: { date: '2026-02-20', id: 10_000_000 },
      },
    ];
    for (let call = 0; call < 12; call += 1) {
      for (const query of variants) await listFeedActivities(db, query);
    }
    const plans = await feedPlans();
    expect(plans).toHaveLength(variants.length);
    for (const plan of plans) {
      expect(plan.generic + plan.custom).toBe(12);
      expect(plan.custom).toBeLessThanOrEqual(5);
    }
  });

  it('answers the same rows from its generic plan as from a plan made for the call', async () => {
    const next: FeedQuery = { ...first, after: { date: '2026-02-20', id: 10_000_000 } };
    const planned = await listFeedActivities(connection.db, next);
    for (let call = 0; call < 8; call += 1) await listFeedActivities(db, next);
    const generic = await listFeedActivities(db, next);
    expect(generic.map((row) => row.id)).toEqual(planned.map((row) => row.id));
    expect(generic).toHaveLength(26);
    expect(generic.every((row) => row.activityDate <= '2026-02-20')).toBe(true);
    expect(generic.map((row) => row.activityDate)).toEqual(
      [...generic.map((row) => row.activityDate)].sort().reverse(),
    );
  });

  it('leaves the excluded sources out, from its generic plan too', async () => {
    const withoutRadio: FeedQuery = { ...first, excludeSources: ['radio', 'siriusxm'] };
    const planned = await listFeedActivities(connection.db, withoutRadio);
    for (let call = 0; call < 8; call += 1) await listFeedActivities(db, withoutRadio);
    const generic = await listFeedActivities(db, withoutRadio);
    expect(generic.map((row) => row.id)).toEqual(planned.map((row) => row.id));
    expect(generic).toHaveLength(26);
    expect(new Set(generic.map((row) => row.source))).toEqual(
      new Set(['spotify', 'deezer', 'youtube']),
    );
    const everything = await listFeedActivities(db, first);
    expect(everything.some((row) => row.source === 'radio')).toBe(true);
  });

  it('refuses a source id that is not a word instead of writing it into the text', async () => {
    await expect(
      listFeedActivities(db, { ...first, excludeSources: ["radio') or (true"] }),
    ).rejects.toThrow('not a source id');
  });
});
