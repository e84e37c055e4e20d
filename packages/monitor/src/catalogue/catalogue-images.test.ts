import { type Connection, queryRows } from '@songstats/db';
import { openTestDatabase } from '@songstats/db/testing';
import { createWorld, startWorldServer, type WorldServer } from '@songstats/world';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monitorContext } from '../../test/monitor-fixture';
import { runCycle } from '../cycle';
import { monitorAccounts, syncCatalogue } from './sync-catalogue';

// Issue 21 (docs/decisions/025): the world's artwork is kept as its path on our own origin,
// `/images/{kind}/{id}.svg`, which the server answers from its world; never the world's
// loopback address (another port after a restart) nor a host nobody can resolve.

const world = createWorld({ seed: 12, scale: 0.01, days: 2 });
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

const images = (table: string, key: string) =>
  queryRows<{ key: string; image_url: string | null }>(
    connection.db,
    sql`select ${sql.raw(key)} as key, image_url from ${sql.raw(table)}`,
  );

describe('catalogue images', () => {
  it('keeps every artist, label, creator, track, station and playlist image as its path', async () => {
    const context = monitorContext(connection.db, server.url);
    // A playlist kept from before, with the artwork address the world used to give.
    const playlistId = world.state.playlists.ids[0]!;
    await connection.db.execute(sql`
      insert into playlists (source, external_id, name, playlist_type, followers, image_url)
      values ('spotify', ${playlistId}, 'Old', 'listener', 1,
        ${`https://i.world.example/${playlistId}.jpg`})`);
    await syncCatalogue(context);

    for (const [table, key, kind] of [
      ['accounts', "type || ':' || (external_ids->>'spotify')", null],
      ['tracks', "external_ids->>'spotify'", 'track'],
      ['radio_stations', 'external_id', 'station'],
      ['playlists', 'external_id', 'playlist'],
    ] as const) {
      const rows = await images(table, key);
      expect(rows.length, table).toBeGreaterThan(0);
      for (const row of rows) {
        const [type, id] = kind ? [kind, row.key] : row.key.split(':');
        expect(row.image_url, `${table} ${row.key}`).toBe(`/images/${type}/${id}.svg`);
      }
    }
    // The path is served by the world it came from.
    const [one] = await images('tracks', "external_ids->>'spotify'");
    const response = await fetch(`${server.url}${one!.image_url}`);
    expect(response.headers.get('content-type')).toContain('image/svg+xml');
    await response.arrayBuffer();
  });

  it('keeps the path when a playlist is read in full on its first refresh', async () => {
    const context = monitorContext(connection.db, server.url);
    const [artist] = await queryRows<{ id_unique: string }>(
      connection.db,
      sql`select id_unique from accounts where type = 'artist' order by id limit 1`,
    );
    await monitorAccounts(connection.db, [artist!.id_unique]);
    await runCycle(context);
    const rows = await queryRows<{ n: number; bad: number }>(
      connection.db,
      sql`select count(*)::int as n,
            count(*) filter (where image_url not like '/images/playlist/%.svg'
              or image_url is null)::int as bad
          from playlists where name <> external_id`,
    );
    expect(rows[0]!.n).toBeGreaterThan(0);
    expect(rows[0]!.bad).toBe(0);
  });
});
