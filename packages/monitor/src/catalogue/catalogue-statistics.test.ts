import { type Connection, queryRows } from '@songstats/db';
import { openTestDatabase } from '@songstats/db/testing';
import { createWorld, startWorldServer, type WorldServer } from '@songstats/world';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monitorContext } from '../../test/monitor-fixture';
import { analyzeChangedCatalogue, syncCatalogue } from './sync-catalogue';

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

  it('analyses again what a cycle changed much, as autovacuum would, and leaves the rest', async () => {
    // The first refresh names the playlists: the word dictionary grows with their words.
    await connection.db.execute(sql`
      update playlists set name = 'Renamed ' || md5(external_id) || ' ' || md5(id::text)`);
    const planned = async () => {
      const [row] = await queryRows<{ planned: number; rows: number }>(
        connection.db,
        sql`select (select reltuples::float8 from pg_class where relname = 'search_words') as planned,
              (select count(*)::float8 from search_words) as rows`,
      );
      return row!;
    };
    const before = await planned();
    expect(before.rows).toBeGreaterThan(before.planned);
    // The writes reach the statistics views within a second or so (PostgreSQL flushes them).
    let analysed: string[] = [];
    for (let wait = 0; wait < 40 && !analysed.includes('search_words'); wait++) {
      analysed = await analyzeChangedCatalogue(connection.db);
      if (!analysed.includes('search_words')) await new Promise((r) => setTimeout(r, 500));
    }
    expect(analysed).toContain('search_words');
    expect(analysed).not.toContain('radio_stations');
    const after = await planned();
    expect(after.planned).toBe(after.rows);
    // Nothing changed since: nothing to analyse.
    expect(await analyzeChangedCatalogue(connection.db)).toEqual([]);
  });

  it("does not analyse playlists again for a day's new follower counts, only when rows come", async () => {
    // A day of the world: a fifth of the playlists change their followers, none comes or goes.
    await connection.db.execute(sql`update playlists set followers = followers + 1`);
    const wait = () => new Promise((resolve) => setTimeout(resolve, 1500));
    await wait();
    expect(await analyzeChangedCatalogue(connection.db)).not.toContain('playlists');
    // Many new playlists: analysed again.
    await connection.db.execute(sql`
      insert into playlists (source, external_id, name, playlist_type, followers)
      select source, external_id || ':copy', name, playlist_type, followers from playlists`);
    let analysed: string[] = [];
    for (let tries = 0; tries < 20 && !analysed.includes('playlists'); tries++) {
      analysed = await analyzeChangedCatalogue(connection.db);
      if (!analysed.includes('playlists')) await wait();
    }
    expect(analysed).toContain('playlists');
  });
});
