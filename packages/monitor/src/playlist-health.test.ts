import { queryRows, refreshPlaylistHealth } from '@songstats/db';
import { openTestDatabase } from '@songstats/db/testing';
import { createWorld, startWorldServer, type WorldServer } from '@songstats/world';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monitorContext } from '../test/monitor-fixture';
import { monitorAccounts, syncCatalogue } from './catalogue/sync-catalogue';
import { loadStepInputs } from './cycle-steps';
import { refreshPlatformPlaylists } from './playlists/platform-playlists';
import { refreshAllPlaylists } from './playlists/refresh-all-playlists';

// Issue 28 "Playlist health": the world plants botted playlists (bought follower bursts, adds from
// one label, fast churn); the monitor reads every platform's playlists day by day and its verdicts
// are checked against that ground truth. Target: precision >= 0.9, recall >= 0.7 of "Botted".
const DAYS = 36;
let connection: Awaited<ReturnType<typeof openTestDatabase>>;
let server: WorldServer | undefined;
beforeAll(async () => {
  connection = await openTestDatabase();
}, 180_000);
afterAll(async () => {
  await server?.close();
  await connection?.close();
});

describe('playlist health against the world', () => {
  it(`over ${DAYS} days, "Botted" finds the planted botted playlists`, async () => {
    const world = createWorld({ seed: 28, scale: 0.04, days: 0 });
    server = await startWorldServer(world, { port: 0 });
    const context = monitorContext(connection.db, server.url);
    // Every label is monitored, so every track is: the adds and churn are seen on all of them.
    await syncCatalogue(context);
    const labels = await queryRows<{ id_unique: string }>(
      connection.db,
      sql`select id_unique from accounts where type = 'label'`,
    );
    expect(
      await monitorAccounts(
        connection.db,
        labels.map((row) => row.id_unique),
      ),
    ).toBe(labels.length);
    for (let day = 0; day <= DAYS; day++) {
      if (day > 0) world.advanceDay();
      await syncCatalogue(context);
      const { trackIds } = await loadStepInputs(context);
      await refreshAllPlaylists(context, trackIds, world.date);
      await refreshPlatformPlaylists(context, trackIds, world.date);
    }
    const verdicts = await refreshPlaylistHealth(connection.db, world.date);
    const rows = await queryRows<{ id: number; source: string; external_id: string }>(
      connection.db,
      sql`select id::int as id, source, external_id from playlists`,
    );
    const planted = new Set(world.bottedPlaylistIds());
    // Other platforms' playlists are stored under the platform's own id (the world's id, here).
    const truth = new Map(rows.map((row) => [row.id, planted.has(row.external_id)]));
    let truePositives = 0;
    let flagged = 0;
    let botted = 0;
    for (const [id, health] of verdicts) {
      const isBotted = truth.get(id) ?? false;
      if (isBotted) botted++;
      if (health.verdict === 'botted') {
        flagged++;
        if (isBotted) truePositives++;
      }
    }
    const precision = flagged === 0 ? 0 : truePositives / flagged;
    const recall = botted === 0 ? 0 : truePositives / botted;
    const counts = { suspicious: 0, clean: 0 };
    for (const health of verdicts.values()) {
      if (health.verdict !== 'botted') counts[health.verdict]++;
    }
    console.info(
      `playlist health over ${DAYS} days: ${verdicts.size} playlists, ${botted} planted botted, ${flagged} flagged Botted (${counts.suspicious} Suspicious, ${counts.clean} Clean): precision ${precision.toFixed(3)}, recall ${recall.toFixed(3)}`,
    );
    expect(botted).toBeGreaterThan(10);
    const missed = [...verdicts]
      .filter(([id, health]) => (truth.get(id) ?? false) !== (health.verdict === 'botted'))
      .slice(0, 10)
      .map(([id, health]) => `${id} ${health.verdict} ${JSON.stringify(health.signals)}`)
      .join('\n');
    expect(precision, missed).toBeGreaterThanOrEqual(0.9);
    expect(recall, missed).toBeGreaterThanOrEqual(0.7);
    // Stored once per playlist with its signals, as the feed reads them.
    const stored = await queryRows<{ n: number; botted: number }>(
      connection.db,
      sql`select count(*)::int as n, (count(*) filter (where verdict = 'botted'))::int as botted
          from playlist_health where day = ${world.date}::date`,
    );
    expect(stored[0]).toEqual({ n: verdicts.size, botted: flagged });
  }, 1_200_000);
});
