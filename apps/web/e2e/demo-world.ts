import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Connection, connect, type Database, queryRows } from '@songstats/db';
import { insertManagement, insertMember } from '@songstats/db/seed';
import { createScratchDatabase } from '@songstats/db/testing';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import type { Page } from 'playwright-core';
import { startEmbeddedMonitor } from '../../server/src/embedded/embedded-monitor';
import { DEMO_MEMBER_EMAIL } from '../../server/src/embedded/seed-demo-member';
import { startWorldProcess } from '../../server/src/embedded/world-process';
import type { TestServer } from './harness';

// The demo world of embedded mode, made before the server starts: the world process, the
// embedded monitor's catalogue import, demo accounts and first cycle, and its demo member, exactly
// as `npm start` makes them, at a small scale. The server then starts on these data with the
// monitor off, so nothing moves while a browser reads them, and the facts a test checks the
// screens against are read from the database first (an embedded PGlite folder is one process's
// at a time).

/** A twentieth of the world: about 1,000 playlists, one cycle in 15 to 30 s on 2 cores. */
const WORLD = { seed: 1, scale: 0.05, msPerDay: 86_400_000, historyDays: 90 } as const;

export { DEMO_MEMBER_EMAIL };
/** A member whose subscription to the demo artist leaves Songstats out (radio only). */
export const RESTRICTED_MEMBER_EMAIL = 'restricted@example.com';

export interface FeedFact {
  activityType: string;
  trackIdUnique: string;
  trackName: string;
  activityText: string;
  /** The playlist's followers now (playlist adds). */
  playlistFollowers: number | null;
  /**
   * The position the monitor recorded with a chart activity (the last one for an exit): the
   * chart's current entries cannot say it, a track moves daily over the 90 days of history.
   */
  chartPosition: number | null;
}

export interface PlaylistFact {
  name: string;
  followers: number;
}

export interface DemoFacts {
  artist: { idUnique: string; name: string };
  label: { idUnique: string; name: string };
  /** An artist of the demo world the demo member does not manage. */
  otherArtist: { idUnique: string; name: string };
  /** The artist's Spotify feed at the default tier (4: every tiered activity), newest first. */
  spotifyFeed: FeedFact[];
  /** The track of the feed's first playlist add, and its Spotify playlists, most followers first. */
  track: {
    idUnique: string;
    title: string;
    playlists: PlaylistFact[];
    /** Its Spotify series at their latest day, by metric. */
    series: Record<string, number>;
  };
  /** The artist's biggest Spotify city at the audience's latest day. */
  topCity: { name: string; listeners: number };
}

async function readFacts(db: Database): Promise<DemoFacts> {
  const managed = await queryRows<{ id: number; idUnique: string; name: string; type: string }>(
    db,
    sql`select a.id::int as id, a.id_unique as "idUnique", a.name, a.type
        from managements m join members mb on mb.id = m.member_id
        join accounts a on a.id = m.account_id
        where mb.email = ${DEMO_MEMBER_EMAIL} order by m.id`,
  );
  const artist = managed.find((account) => account.type === 'artist');
  const label = managed.find((account) => account.type === 'label');
  if (!artist || !label) throw new Error('The demo member manages no artist and label.');
  const [other] = await queryRows<{ idUnique: string; name: string }>(
    db,
    sql`select id_unique as "idUnique", name from accounts
        where type = 'artist' and monitored_since is not null and not hidden
          and id <> ${artist.id} order by id limit 1`,
  );
  const spotifyFeed = await queryRows<FeedFact>(
    db,
    sql`select a.activity_type as "activityType", t.id_unique as "trackIdUnique",
          t.title as "trackName",
          a.activity_text as "activityText", p.followers as "playlistFollowers",
          coalesce((a.details->>'position')::int, (a.details->>'previousPosition')::int)
            as "chartPosition"
        from account_activities aa
        join activities a on a.id = aa.activity_id
        join tracks t on t.id = a.track_id
        left join playlists p on a.activity_type like 'playlist%' and p.source = a.source
          and p.external_id = a.details->>'playlistExternalId'
        where aa.account_id = ${artist.id} and aa.source = 'spotify'
          and aa.tier is not null and aa.tier <= 4
        order by aa.activity_date desc, aa.activity_id desc
        limit 500`,
  );
  const firstAdd = spotifyFeed.find((fact) => fact.activityType === 'playlist_add');
  if (!firstAdd) throw new Error("The demo artist's Spotify feed has no playlist add.");
  const [track] = await queryRows<{ id: number; idUnique: string; title: string }>(
    db,
    sql`select id::int as id, id_unique as "idUnique", title from tracks
        where id_unique = ${firstAdd.trackIdUnique}`,
  );
  if (!track) throw new Error(`No track ${firstAdd.trackIdUnique}.`);
  const playlists = await queryRows<PlaylistFact>(
    db,
    sql`select p.name, p.followers from playlist_entries pe
        join playlists p on p.id = pe.playlist_id
        where pe.track_id = ${track.id} and p.source = 'spotify'
        order by p.followers desc, p.name`,
  );
  const seriesRows = await queryRows<{ metric: string; value: number }>(
    db,
    sql`select distinct on (metric) metric, value::float8 as value from series
        where object_type = 'track' and object_id = ${track.id} and source = 'spotify'
        order by metric, day desc`,
  );
  // Its Spotify playlists by day (issue 21, decision 062) chart as two more series, ending on the
  // playlists the track is on now.
  const [history] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from track_playlist_days
        where track_id = ${track.id} and source = 'spotify'`,
  );
  if (Number(history?.n) > 0) {
    seriesRows.push(
      { metric: 'playlists_current', value: playlists.length },
      {
        metric: 'playlist_reach_current',
        value: playlists.reduce((sum, playlist) => sum + Number(playlist.followers), 0),
      },
    );
  }
  const [topCity] = await queryRows<{ name: string; listeners: number }>(
    db,
    sql`select c.name, a.value::float8 as listeners from audience a
        join cities c on c.id::text = a.place
        where a.account_id = ${artist.id} and a.source = 'spotify' and a.scope = 'city'
          and a.metric = 'current_listeners'
          and a.day = (select max(day) from audience where account_id = ${artist.id}
            and source = 'spotify' and scope = 'city')
        order by a.value desc limit 1`,
  );
  if (!topCity) throw new Error('The demo artist has no Spotify audience by city.');
  return {
    artist: { idUnique: artist.idUnique, name: artist.name },
    label: { idUnique: label.idUnique, name: label.name },
    otherArtist: other!,
    spotifyFeed,
    track: {
      idUnique: track.idUnique,
      title: track.title,
      playlists,
      series: Object.fromEntries(seriesRows.map((row) => [row.metric, row.value])),
    },
    topCity,
  };
}

/** Runs the embedded monitor until its first cycle has seeded the demo member, then stops it. */
async function runEmbeddedMonitor(db: Database, dataDir: string) {
  const errors: string[] = [];
  const log = pino(
    { level: 'warn' },
    {
      write(line: string) {
        const entry = JSON.parse(line) as { level: number; msg: string };
        if (entry.level >= 50) errors.push(entry.msg);
      },
    },
  );
  const monitor = await startEmbeddedMonitor(db, dataDir, WORLD, log);
  try {
    const deadline = Date.now() + 150_000;
    for (;;) {
      if (errors.length > 0) throw new Error(`The embedded monitor failed: ${errors.join('; ')}`);
      const [seeded] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from managements m join members mb on mb.id = m.member_id
            where mb.email = ${DEMO_MEMBER_EMAIL}`,
      );
      if (Number(seeded?.n) > 0) return;
      if (Date.now() > deadline) throw new Error('The demo member was not seeded within 150 s.');
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  } finally {
    await monitor.stop();
  }
}

export interface DemoWorld {
  /** DATA_DIR or DATABASE_URL for `startServer`. */
  env: Record<string, string>;
  facts: DemoFacts;
  /** The folder whose world.json names the world's calendar (the PGlite data's, if so). */
  dataDir: string;
  dispose(): Promise<void>;
}

/**
 * The demo world's process on the same settings and calendar, held at the day the monitor
 * watched, for the artwork it draws: a server started with its `env` (WORLD_URL) answers
 * /images/... as `npm start` does, where without it every picture is a 404 and a console error
 * (bench:web, issue 29). Nothing moves: the world is held and the server's monitor is off.
 */
export async function startArtworkWorld(world: DemoWorld) {
  const held = await startWorldProcess(world.dataDir, { ...WORLD });
  return { env: { WORLD_URL: held.url }, stop: () => held.stop() };
}

/**
 * The demo world's data in a fresh PGlite folder, or a scratch database on the PostgreSQL of
 * DATABASE_URL, with the demo member and a restricted member, and the facts read from them.
 */
export async function prepareDemoWorld(): Promise<DemoWorld> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'songstats-e2e-insights-'));
  const scratch = process.env.DATABASE_URL
    ? await createScratchDatabase(process.env.DATABASE_URL)
    : null;
  let connection: Connection | null = null;
  const dispose = async () => {
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    connection = await connect(scratch ? { databaseUrl: scratch.url } : { dataDir });
    const { db } = connection;
    await runEmbeddedMonitor(db, dataDir);
    const facts = await readFacts(db);
    // spec §2, §6: a subscription without Songstats (radio only) leaves the account's Songstats
    // tabs locked behind the premium prompt.
    const [artist] = await queryRows<{ id: number }>(
      db,
      sql`select id::int as id from accounts where id_unique = ${facts.artist.idUnique}`,
    );
    const restricted = await insertMember(db, {
      email: RESTRICTED_MEMBER_EMAIL,
      name: 'Rita Restricted',
      emailConfirmedAt: new Date(),
    });
    await insertManagement(db, {
      memberId: restricted.id,
      accountId: artist!.id,
      managementType: 'primary',
      subbedAt: new Date(),
      platform: 'web',
      accessHash: { songstats: 'none', radiostats: 'direct' },
      usedProductType: ['radiostats'],
    });
    await connection.close();
    connection = null;
    return {
      env: scratch ? { DATABASE_URL: scratch.url } : { DATA_DIR: dataDir },
      facts,
      dataDir,
      dispose,
    };
  } catch (error) {
    await connection?.close();
    await dispose();
    throw error;
  }
}

/**
 * A page's errors, but for the demo world's artwork: the world does not run beside a server started
 * on prepared data (its monitor is off), so /images/... answers 404 and the app shows its fallback
 * image (decision 025, spec §8). Any other error still counts.
 */
export function problemsBesidesArtwork(page: { problems: string[] }): string[] {
  return page.problems.filter(
    (problem) => !/404 \(Not Found\) \(\S+\/images\/\w+\/[\w-]+\.svg\)$/.test(problem),
  );
}

/** Logs `email` in through the login page and the local outbox's magic link. */
export async function signIn(page: Page, server: TestServer, email: string) {
  await page.goto(server.url('main', '/login'));
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Email me a login link' }).click();
  // The login page's own status (a faster demo world's banner is a status too).
  await page.getByRole('status').filter({ hasText: email }).waitFor();
  await page.getByRole('link', { name: 'local outbox' }).click();
  await page.waitForURL('**/dev/outbox');
  // The mail leaves after the answer (mail-login-link.ts): on a busy server (a live world cycle)
  // it may reach the outbox after the page was read, so the page is read again until it is there.
  const link = page
    .locator('article', { hasText: `To ${email}` })
    .first()
    .getByRole('link', { name: /\/magic\?token=/ });
  for (let attempt = 0; attempt < 12 && (await link.count()) === 0; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    await page.reload();
  }
  await link.click();
  await page.getByTestId('user-menu').waitFor();
}
