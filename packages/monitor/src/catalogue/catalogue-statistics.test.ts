import { type Connection, queryRows } from '@songstats/db';
import { openTestDatabase } from '@songstats/db/testing';
import { createWorld, startWorldServer, type WorldServer } from '@songstats/world';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monitorContext } from '../../test/monitor-fixture';
import { syncCatalogue } from './sync-catalogue';

// A first import writes the catalogue in bulk; until the tables are analysed the planner guesses,
// and the search (decision 017's 2 s budget) answered 503 on PostgreSQL for a demo world's
// station name. The import analyses what it wrote.

const world = createWorld({ seed: 13, scale: 0.01, days: 2 });
let connection: Connection;
let server: WorldServer;
beforeAll(async () => {
  connection = await openTestDatabase();
  server = await startWorldServer(world, { port: 0 });
});
afterAll(async () => {
  await server?.close();
  await connection?.close();
});

describe('catalogue import', () => {
  it('leaves the tables it filled analysed, with the row counts the planner uses', async () => {
    await syncCatalogue(monitorContext(connection.db, server.url));
    const tables = await queryRows<{ table: string; planned: number; rows: number }>(
      connection.db,
      sql`select c.relname as table, c.reltuples::float8 as planned,
            (xpath('/row/n/text()', query_to_xml(format('select count(*) as n from %I', c.relname),
              false, true, '')))[1]::text::float8 as rows
          from pg_class c
          where c.relname in ('accounts', 'tracks', 'track_artists', 'cities', 'radio_stations',
            'playlists', 'search_words')
          order by c.relname`,
    );
    expect(tables.map((table) => table.table)).toEqual([
      'accounts',
      'cities',
      'playlists',
      'radio_stations',
      'search_words',
      'track_artists',
      'tracks',
    ]);
    for (const table of tables) {
      expect(table.rows, table.table).toBeGreaterThan(0);
      // Not analysed, the planner counts 0 (or -1); analysed, the rows it sampled.
      expect(table.planned, table.table).toBe(table.rows);
    }
  });
});
