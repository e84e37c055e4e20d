import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Connection, queryRows } from '@songstats/db';
import { insertAccount, insertTrack } from '@songstats/db/seed';
import { openTestDatabase } from '@songstats/db/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorldClient } from '../world/world-client';
import { refreshTracklistsDay } from './refresh-tracklists';
import type { Tracklist } from './tracklist-activities';

const DATE = '2026-01-06';
/** The day's tracklists the platform publishes so far; a test adds more. */
let published: Tracklist[] = [];
let server: Server;
let connection: Connection;

beforeAll(async () => {
  connection = await openTestDatabase();
  // The 1001tracklists listing in the world's format: pages of up to `limit` sets of a date.
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const offset = Number(url.searchParams.get('offset') ?? 0);
    const limit = Number(url.searchParams.get('limit') ?? 100);
    const items = published
      .slice(offset, offset + limit)
      .map((list) => ({ ...list, date: url.searchParams.get('date') }));
    const next = offset + limit < published.length ? `offset=${offset + limit}` : null;
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ items, next, total: published.length }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await connection?.close();
});

const filler = (k: number): Tracklist => ({
  id: `filler-${k}`,
  dj: `DJ Filler ${k}`,
  tracks: [{ track_id: 'unmonitored' }],
});

describe("a day's DJ supports", () => {
  it('are one item per track across pages, updated in place as more sets of the day arrive', async () => {
    const artist = await insertAccount(connection.db);
    const track = await insertTrack(connection.db, { artistId: artist.id });
    const trackIds = new Map([['sp-track', track.id]]);
    const context = {
      db: connection.db,
      world: createWorldClient(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
      log: { info: () => {}, warn: () => {} },
      concurrency: 2,
    };
    const set = (id: string, dj: string): Tracklist => ({
      id,
      dj,
      tracks: [{ track_id: 'sp-track' }, { track_id: 'unmonitored' }],
    });
    // Two sets of the track 1,000 sets apart: on two pages of the listing.
    published = [
      set('tl-1', 'DJ Zoe Park'),
      ...Array.from({ length: 999 }, (_, k) => filler(k)),
      set('tl-2', 'DJ Ava Lind'),
    ];
    const item = async () =>
      queryRows<{ id: number; key: string; value: number; text: string; tier: number }>(
        connection.db,
        sql`select a.id::int as id, a.key, a.value::int as value, a.activity_text as text,
              aa.tier::int as tier
            from activities a join account_activities aa
              on aa.activity_id = a.id and aa.account_id = ${artist.id}
            where a.track_id = ${track.id} and a.activity_type = 'dj_support'`,
      );

    expect(await refreshTracklistsDay(context, trackIds, DATE)).toBe(1);
    const [first, ...others] = await item();
    expect(others).toEqual([]);
    expect(first).toMatchObject({
      key: `1001tracklists:dj_support:${track.id}:${DATE}`,
      value: 2,
      text: 'Supported by 2 DJs in 2 new tracklists, among them DJ Ava Lind',
      tier: 1,
    });

    // A rerun of the same day writes nothing.
    expect(await refreshTracklistsDay(context, trackIds, DATE)).toBe(0);

    // More sets of the day: the same item sums them up, and rises to the top of the day with a
    // new id (a set more is news: decision 081).
    published = [...published, set('tl-3', 'DJ Zoe Park')];
    expect(await refreshTracklistsDay(context, trackIds, DATE)).toBe(1);
    const [risen] = await item();
    expect(risen!.id).toBeGreaterThan(first!.id);
    expect(await item()).toEqual([
      {
        id: risen!.id,
        key: first!.key,
        value: 3,
        text: 'Supported by 2 DJs in 3 new tracklists, 2 by DJ Zoe Park',
        tier: 1,
      },
    ]);
  });
});
