import { type Connection, pgArray, queryRows } from '@songstats/db';
import { openTestDatabase } from '@songstats/db/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dateOfDay,
  dayNumber,
  type Membership,
  membershipOf,
  packMembers,
  packMemberships,
  unpackMembers,
} from './packed-members';

/** A membership in the plain arrays `toEqual` compares. */
const plain = (membership: Membership) => ({
  trackIds: [...membership.trackIds],
  days: [...membership.days],
});

describe('packed playlist memberships', () => {
  const entries = [
    { trackId: 1, addedOn: '2026-11-23' },
    { trackId: 2_000_000_000, addedOn: '1970-01-01' },
    { trackId: 15_100, addedOn: '2024-02-29' },
  ];

  it('stores 8 bytes per entry in track order, track id then day, big-endian as int4send writes them', () => {
    const bytes = packMembers(membershipOf(entries));
    expect(bytes.byteLength).toBe(24);
    expect(bytes.subarray(0, 8).toString('hex')).toBe(
      `00000001${(20780).toString(16).padStart(8, '0')}`,
    );
    expect(bytes.readInt32BE(8)).toBe(15_100);
    expect(bytes.readInt32BE(16)).toBe(2_000_000_000);
    expect(bytes.readInt32BE(20)).toBe(0);
  });

  it('reads back what it wrote, from a view into a larger buffer too', () => {
    const packed = packMembers(membershipOf(entries));
    const larger = new Uint8Array(packed.byteLength + 5);
    larger.set(packed, 5);
    const expected = {
      trackIds: [1, 15_100, 2_000_000_000],
      days: [dayNumber('2026-11-23'), dayNumber('2024-02-29'), 0],
    };
    expect(plain(unpackMembers(packed))).toEqual(expected);
    expect(plain(unpackMembers(larger.subarray(5)))).toEqual(expected);
    expect(plain(unpackMembers(new Uint8Array(0)))).toEqual({ trackIds: [], days: [] });
  });

  it('puts a membership packed in playlist order in track order, a repeated track once', () => {
    const inPlaylistOrder = Buffer.alloc(32);
    [
      [30, 3],
      [10, 1],
      [30, 4],
      [20, 2],
    ].forEach(([trackId, day], index) => {
      inPlaylistOrder.writeInt32BE(trackId!, index * 8);
      inPlaylistOrder.writeInt32BE(day!, index * 8 + 4);
    });
    expect(plain(unpackMembers(inPlaylistOrder))).toEqual({
      trackIds: [10, 20, 30],
      days: [1, 2, 3],
    });
  });

  it('counts days since 1970 as Date does, leap days and centuries included', () => {
    for (let day = -800_000; day < 800_000; day += 97) {
      const date = new Date(day * 86_400_000).toISOString().slice(0, 10);
      if (!date.startsWith('+') && !date.startsWith('-')) expect(dayNumber(date)).toBe(day);
    }
    expect(dayNumber('1970-01-01')).toBe(0);
    for (const date of ['1970-01-01', '2000-02-29', '2026-11-23', '1969-12-31']) {
      expect(dateOfDay(dayNumber(date))).toBe(date);
    }
    expect(dayNumber('2000-02-29')).toBe(11_016);
    expect(dayNumber('2026-11-23')).toBe(20_780);
  });

  it('refuses bytes that are not whole entries', () => {
    expect(() => unpackMembers(new Uint8Array(9))).toThrow(/9 bytes/);
  });

  it('packs many one after another, with where each starts', () => {
    const packed = packMemberships([
      membershipOf([{ trackId: 2, addedOn: '1970-01-02' }]),
      membershipOf([]),
      membershipOf([
        { trackId: 5, addedOn: '1970-01-01' },
        { trackId: 3, addedOn: '1970-01-03' },
      ]),
    ]);
    expect(packed.offsets).toEqual([0, 8, 8, 24]);
    expect([...packed.bytes]).toEqual([
      ...[0, 0, 0, 2, 0, 0, 0, 1],
      ...[0, 0, 0, 3, 0, 0, 0, 2],
      ...[0, 0, 0, 5, 0, 0, 0, 0],
    ]);
  });
});

describe('packed memberships in the database', () => {
  let connection: Connection;
  beforeAll(async () => {
    connection = await openTestDatabase();
  });
  afterAll(() => connection.close());

  it('reads what the migration packs with int4send, and cuts a packed parameter up', async () => {
    const [migrated] = await queryRows<{ members: Uint8Array }>(
      connection.db,
      sql`select int4send(42) || int4send(20780) || int4send(7) || int4send(0) as members`,
    );
    expect(plain(unpackMembers(migrated!.members))).toEqual({
      trackIds: [7, 42],
      days: [0, dayNumber('2026-11-23')],
    });
    const packed = packMemberships([
      membershipOf([{ trackId: 9, addedOn: '2026-01-02' }]),
      membershipOf([]),
      membershipOf([
        { trackId: 70_000, addedOn: '2026-11-25' },
        { trackId: 1, addedOn: '2025-12-31' },
      ]),
    ]);
    const rows = await queryRows<{ members: Uint8Array }>(
      connection.db,
      sql`select substring(${packed.bytes}::bytea from x.start + 1 for x.stop - x.start) as members
          from unnest(${pgArray(packed.offsets.slice(0, -1))}::int[],
            ${pgArray(packed.offsets.slice(1))}::int[]) with ordinality as x(start, stop, n)
          order by n`,
    );
    expect(rows.map((row) => plain(unpackMembers(row.members)))).toEqual([
      { trackIds: [9], days: [dayNumber('2026-01-02')] },
      { trackIds: [], days: [] },
      { trackIds: [1, 70_000], days: [dayNumber('2025-12-31'), dayNumber('2026-11-25')] },
    ]);
  });
});
