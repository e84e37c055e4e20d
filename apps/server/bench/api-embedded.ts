// The embedded case of `npm run bench:api` (issue 20): support/uptime_check on the embedded
// database (PGlite, one connection) alone, then while 10 clients search without pause. The app
// runs in its own process (api-server.ts with BENCH_API_SERVER_DATA_DIR) on a PGlite folder
// filled here with a catalogue of the demo world's size (scale 1: 1,500 artists, 150 labels,
// 300 creators, 15,000 tracks, 20,000 playlists, 5,000 stations, 500 cities).
//
// Target: uptime_check p99 under 250 ms while the searches run (issue 20 measured 1.2 s; a
// PGlite query holds the event loop while it runs, so the longest search query is the floor).

import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { encodeRequestStamp } from '@songstats/contract';
import { connect, type Database } from '@songstats/db';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const SEARCHERS = 10;
const TARGET_P99_MS = 250;

export const EMBEDDED_BENCH_SIZES = {
  artist: 1_500,
  label: 150,
  creator: 300,
  track: 15_000,
  playlist: 20_000,
  radio_station: 5_000,
  city: 500,
} as const;

const ADJECTIVES = `Midnight Golden Electric Silent Broken Wild Neon Lost Crystal Velvet Burning
Frozen Hidden Endless Fading Restless Sweet Bitter Lonely Crazy Holy Heavy Blue Red Black White
Silver Dark Bright Cosmic Digital Tropical Urban Wicked Gentle Purple Scarlet Secret Sacred Deep`;
const NOUNS = `Heart Night Dream Fire Rain River Ocean City Road Light Shadow Star Moon Sun Sky
Wave Storm Thunder Echo Mirror Garden Forest Desert Island Highway Train Radio Signal Rhythm Soul
Spirit Ghost Angel Kingdom Empire Castle Tower Bridge Valley Summer Winter Memory Promise Melody`;
const FIRST = `James Mary Robert Patricia John Jennifer Michael Linda David Elizabeth William
Barbara Richard Susan Joseph Jessica Thomas Sarah Charles Karen Daniel Nancy Matthew Lisa Mark`;
const LAST = `Smith Johnson Williams Brown Jones Garcia Miller Davis Rodriguez Martinez Lopez
Wilson Anderson Taylor Moore Jackson Martin Lee Perez Thompson White Harris Clark Lewis Walker`;
const SYLLABLES = 'ka lo mi ra ze vi no sa ta ri el an ko lu ma be do fi ga ha ju ky le ny po';

/** The queries the searching clients send in turn: prefixes, whole names, typos. */
const QUERIES = [
  'midnight',
  'heart',
  'the gold',
  'james',
  'radio',
  'summer of',
  'dj ka',
  'hart',
  'midnite',
  'lo',
  'blue moon',
  'sarah smith',
  'kalo',
  'storm',
  'echo valley',
  'secret garden',
  'ma',
  'neon dream',
  'william',
  'hits',
];

const words = (text: string) => `array['${text.split(/\s+/).filter(Boolean).join("','")}']`;
const pick = (array: string) => `(${array})[1 + floor(random() * array_length(${array}, 1))::int]`;

/** Fills the embedded database (PGlite's generate_series, a fixed seed). */
export async function fillCatalogue(db: Database) {
  const adjective = words(ADJECTIVES);
  const noun = words(NOUNS);
  const person = `${pick(words(FIRST))} || ' ' || ${pick(words(LAST))}`;
  const invented = `initcap(${pick(words(SYLLABLES))} || ${pick(words(SYLLABLES))})`;
  const sizes = EMBEDDED_BENCH_SIZES;
  await db.execute(sql`select setseed(0.2)`);
  let offset = 0;
  for (const [type, name] of [
    [
      'artist',
      `case when random() < 0.5 then ${person} else ${invented} || ' ' || ${pick(noun)} end`,
    ],
    ['label', `${pick(adjective)} || ' ' || ${pick(noun)} || ' Records'`],
    ['creator', `lower(${invented}) || 'tv'`],
  ] as const) {
    await db.execute(
      sql.raw(`insert into accounts (id_unique, type, name, country_code)
        select 'e' || lpad(to_hex(${offset} + g), 8, '0'), '${type}', ${name}, 'us'
        from generate_series(1, ${sizes[type]}) g`),
    );
    offset += sizes[type];
  }
  await db.execute(
    sql.raw(`insert into tracks (id_unique, title)
      select 't' || lpad(to_hex(g), 8, '0'), case when random() < 0.5
        then ${pick(adjective)} || ' ' || ${pick(noun)} else ${pick(noun)} || ' of the ' || ${pick(noun)} end
      from generate_series(1, ${sizes.track}) g`),
  );
  await db.execute(
    sql.raw(`insert into track_artists (track_id, account_id, role)
      select t.id, 1 + floor(random() * ${sizes.artist})::int, 'primary' from tracks t`),
  );
  await db.execute(
    sql.raw(`insert into cities (name, country_code, latitude, longitude)
      select distinct on (name) name, 'us', 0, 0 from (
        select ${pick(noun)} || ${pick(words('ville ton field ford port dale wood'))} || g as name
        from generate_series(1, ${sizes.city}) g) s`),
  );
  await db.execute(
    sql.raw(`insert into playlists (source, external_id, name, playlist_type, followers, owner_name)
      select 'spotify', 'p' || g, ${pick(adjective)} || ' ' || ${pick(noun)} || ' ' ||
        ${pick(words('Vibes Hits Mix Essentials Radio Chill'))}, 'listener',
        floor(random() * 100000)::int, ${pick(words(FIRST))}
      from generate_series(1, ${sizes.playlist}) g`),
  );
  await db.execute(
    sql.raw(`insert into radio_stations (external_id, name, kind, country_code)
      select 'r' || g, ${pick(words('Radio FM Hits Kiss Capital Energy'))} || ' ' || ${pick(noun)},
        'fm', 'us'
      from generate_series(1, ${sizes.radio_station}) g`),
  );
  await db.execute(sql`analyze`);
}

function startServer(dataDir: string): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(HERE, 'api-server.ts')], {
    env: { ...process.env, BENCH_API_SERVER_DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.on('exit', (code) => reject(new Error(`the app exited (${code})`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      const port = /port (\d+)/.exec(chunk.toString())?.[1];
      if (port) resolve({ child, port: Number(port) });
    });
  });
}

const headers = () => ({ 'x-request-stamp': encodeRequestStamp(), 'x-frontend-version': '143' });

/** `SEARCHERS` clients sending search_all one after another until stopped. */
function searchWithoutPause(base: string) {
  let running = true;
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  let next = 0;
  const client = async () => {
    while (running) {
      const q = QUERIES[next++ % QUERIES.length]!;
      const started = performance.now();
      const response = await fetch(`${base}/api/v1/search/search_all?q=${encodeURIComponent(q)}`, {
        headers: headers(),
      });
      await response.arrayBuffer();
      latencies.push(performance.now() - started);
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    }
  };
  const clients = Array.from({ length: SEARCHERS }, client);
  return {
    async stop() {
      running = false;
      await Promise.all(clients);
      latencies.sort((a, b) => a - b);
      const at = (share: number) =>
        latencies[Math.min(latencies.length - 1, Math.floor(share * latencies.length))] ?? 0;
      return { count: latencies.length, p50: at(0.5), p99: at(0.99), statuses };
    },
  };
}

async function measureUptime(base: string, connections: number, duration: number) {
  const result = await autocannon({
    url: `${base}/api/v1/support/uptime_check`,
    connections,
    duration,
    headers: headers(),
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

/**
 * Runs the embedded case and prints its figures; true when every uptime check answered 200 (a
 * search may answer 503 when its time budget is spent: counted, not a failure).
 */
export async function runEmbeddedCase(options: { seconds: number; connections: number }) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'songstats-bench-embedded-'));
  let server: ChildProcess | null = null;
  try {
    const started = performance.now();
    const connection = await connect({ databaseUrl: '', dataDir });
    await fillCatalogue(connection.db);
    await connection.close();
    console.info(
      `embedded: PGlite filled in ${((performance.now() - started) / 1000).toFixed(0)} s (${Object.entries(
        EMBEDDED_BENCH_SIZES,
      )
        .map(([kind, n]) => `${n.toLocaleString('en')} ${kind}`)
        .join(', ')})`,
    );
    const app = await startServer(dataDir);
    server = app.child;
    const base = `http://127.0.0.1:${app.port}`;
    // Warm-up: every query once, and the uptime check.
    for (const q of QUERIES) {
      await fetch(`${base}/api/v1/search/search_all?q=${encodeURIComponent(q)}`, {
        headers: headers(),
      });
    }
    await measureUptime(base, options.connections, 3);

    const alone = await measureUptime(base, options.connections, options.seconds);
    const searching = searchWithoutPause(base);
    const during = await measureUptime(base, options.connections, options.seconds);
    const searches = await searching.stop();
    const row = (title: string, measured: typeof alone) =>
      console.info(
        `${title.padEnd(44)} ${measured.rps.toFixed(0).padStart(6)} req/s   p50 ${String(measured.p50).padStart(4)} ms   p99 ${String(measured.p99).padStart(5)} ms   failures ${measured.failures}`,
      );
    console.info(
      `\nembedded database (PGlite), ${options.connections} connections, ${options.seconds} s each`,
    );
    row('GET support/uptime_check', alone);
    row(`  ... while ${SEARCHERS} clients search without pause`, during);
    console.info(
      `  searches: ${searches.count} (${(searches.count / options.seconds).toFixed(1)}/s), p50 ${searches.p50.toFixed(0)} ms, p99 ${searches.p99.toFixed(0)} ms, answers ${[
        ...searches.statuses,
      ]
        .map(([status, n]) => `${status}: ${n}`)
        .join(', ')}`,
    );
    console.info(
      `target, uptime_check p99 while searching < ${TARGET_P99_MS} ms: ${during.p99 < TARGET_P99_MS ? 'met' : 'NOT met'}`,
    );
    return alone.failures + during.failures === 0;
  } finally {
    if (server && server.exitCode === null) {
      server.removeAllListeners('exit');
      const exited = new Promise((resolve) => server!.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}
