import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Connection } from './connect';
import { pgArray, queryRows } from './query-rows';
import { openTestDatabase } from './testing';

let connection: Connection;
beforeAll(async () => {
  connection = await openTestDatabase();
});
afterAll(async () => {
  await connection?.close();
});

describe('array parameters', () => {
  it('round-trips values with quotes, commas and backslashes as one text[] parameter', async () => {
    const values = ['plain', 'a,b', 'say "hi"', 'back\\slash', ''];
    const rows = await queryRows<{ value: string }>(
      connection.db,
      sql`select unnest(${pgArray(values)}::text[]) as value`,
    );
    expect(rows.map((row) => row.value)).toEqual(values);
  });

  it('binds numbers as a bigint[] parameter', async () => {
    const rows = await queryRows<{ total: string }>(
      connection.db,
      sql`select sum(x)::text as total from unnest(${pgArray([1, 2, 3])}::bigint[]) as x`,
    );
    expect(rows[0]?.total).toBe('6');
  });
});
