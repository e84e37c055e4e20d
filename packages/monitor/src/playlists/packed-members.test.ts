import { type Connection, queryRows } from '@songstats/db';
import { openTestDatabase } from '@songstats/db/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { byteaArray, dayNumber, packMembers, unpackMembers } from './packed-members';

describe('packed playlist memberships', () => {
  const entries = [
    { trackId: 1, addedOn: '2026-11-23' },
    { trackId: 2_000_000_000, addedOn: '1970-01-01' },
    { trackId: 15_100, addedOn: '2024-02-29' },
  ];

  it('stores 8 bytes per entry, track id then day, big-endian as int4send writes them', () => {
    const bytes = packMembers(entries);
    expect(bytes.byteLength).toBe(24);
    expect(bytes.subarray(0, 8).toString('hex')).toBe(
      `00000001${(20780).toString(16).padStart(8, '0')}`,
    );
    expect(bytes.readInt32BE(8)).toBe(2_000_000_000);
    expect(bytes.readInt32BE(12)).toBe(0);
  });

  it('reads back what it wrote, from a view into a larger buffer too', () => {
    const packed = packMembers(entries);
    const larger = new Uint8Array(packed.byteLength + 5);
    larger.set(packed, 5);
    const expected = new Map(entries.map((entry) => [entry.trackId, dayNumber(entry.addedOn)]));
    expect(unpackMembers(packed)).toEqual(expected);
    expect(unpackMembers(larger.subarray(5))).toEqual(expected);
    expect(unpackMembers(new Uint8Array(0))).toEqual(new Map());
  });

  it('counts days since 1970 as Date does, leap days and centuries included', () => {
    for (let day = -800_000; day < 800_000; day += 97) {
      const date = new Date(day * 86_400_000).toISOString().slice(0, 10);
      if (!date.startsWith('+') && !date.startsWith('-')) expect(dayNumber(date)).toBe(day);
    }
    expect(dayNumber('1970-01-01')).toBe(0);
    expect(dayNumber('2000-02-29')).toBe(11_016);
    expect(dayNumber('2026-11-23')).toBe(20_780);
  });

  it('refuses bytes that are not whole entries', () => {
    expect(() => unpackMembers(new Uint8Array(9))).toThrow(/9 bytes/);
  });

  it('writes many as one bytea[] literal', () => {
    expect(byteaArray([Buffer.from([1, 2]), new Uint8Array([255])])).toBe(
      '{"\\\\x0102","\\\\xff"}',
    );
    expect(byteaArray([])).toBe('{}');
  });
});

describe('packed memberships in the database', () => {
  let connection: Connection;
  beforeAll(async () => {
    connection = await openTestDatabase();
  });
  afterAll(() => connection.close());

  it('reads what the migration packs with int4send, and round-trips a bytea[] parameter', async () => {
    const [migrated] = await queryRows<{ members: Uint8Array }>(
      connection.db,
      sql`select int4send(42) || int4send(20780) || int4send(7) || int4send(0) as members`,
    );
    expect(unpackMembers(migrated!.members)).toEqual(
      new Map([
        [42, dayNumber('2026-11-23')],
        [7, 0],
      ]),
    );
    const packed = [packMembers([{ trackId: 9, addedOn: '2026-01-02' }]), packMembers([])];
    const rows = await queryRows<{ members: Uint8Array }>(
      connection.db,
      sql`select unnest(${byteaArray(packed)}::bytea[]) as members`,
    );
    expect(rows.map((row) => unpackMembers(row.members))).toEqual([
      new Map([[9, dayNumber('2026-01-02')]]),
      new Map(),
    ]);
  });
});
