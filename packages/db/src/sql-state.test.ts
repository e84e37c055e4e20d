import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Connection, Database } from './connect';
import { queryRows } from './query-rows';
import { insertExpectingNoDuplicates, type OnDuplicate, sqlState } from './sql-state';
import { openTestDatabase } from './testing';

let connection: Connection;
beforeAll(async () => {
  connection = await openTestDatabase();
  await connection.db.execute(sql`create table dedup_probe (id int primary key, note text)`);
});
afterAll(async () => {
  await connection?.close();
});

const insertPair = (db: Database, ids: [number, number], onDuplicate: OnDuplicate) =>
  db.execute(sql`insert into dedup_probe (id, note)
    select id, 'pair' from unnest(${`{${ids.join(',')}}`}::int[]) as id
    ${onDuplicate === 'skip' ? sql`on conflict (id) do nothing` : sql``}`);

const notes = async () =>
  (
    await queryRows<{ id: number; note: string }>(
      connection.db,
      sql`select id, note from dedup_probe order by id`,
    )
  ).map((row) => `${row.id}:${row.note}`);

describe('inserting rows expected to be new', () => {
  it('inserts with duplicates failing when none is there', async () => {
    const modes: OnDuplicate[] = [];
    await connection.db.transaction(async (tx) => {
      await insertExpectingNoDuplicates(tx as unknown as Database, async (db, onDuplicate) => {
        modes.push(onDuplicate);
        await insertPair(db, [1, 2], onDuplicate);
      });
    });
    expect(modes).toEqual(['fail']);
    expect(await notes()).toEqual(['1:pair', '2:pair']);
  });

  it('redoes the inserts skipping duplicates when one is there, keeping the rest of the transaction', async () => {
    const modes: OnDuplicate[] = [];
    await connection.db.transaction(async (tx) => {
      const db = tx as unknown as Database;
      await db.execute(sql`insert into dedup_probe (id, note) values (10, 'before')`);
      await insertExpectingNoDuplicates(db, async (savepoint, onDuplicate) => {
        modes.push(onDuplicate);
        await savepoint.execute(sql`insert into dedup_probe (id, note) values (3, 'first')`);
        await insertPair(savepoint, [2, 4], onDuplicate);
      });
      await db.execute(sql`insert into dedup_probe (id, note) values (11, 'after')`);
    });
    expect(modes).toEqual(['fail', 'skip']);
    expect(await notes()).toEqual([
      '1:pair',
      '2:pair',
      '3:first',
      '4:pair',
      '10:before',
      '11:after',
    ]);
  });

  it('lets any other failure through, rolling the transaction back', async () => {
    const before = await notes();
    const failing = connection.db.transaction(async (tx) => {
      await tx.execute(sql`insert into dedup_probe (id, note) values (20, 'rolled back')`);
      await insertExpectingNoDuplicates(tx as unknown as Database, (db) =>
        db.execute(sql`insert into dedup_probe (id, note) values (null, 'no id')`),
      );
    });
    const error = await failing.then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(sqlState(error)).toBe('23502');
    expect(await notes()).toEqual(before);
  });
});
