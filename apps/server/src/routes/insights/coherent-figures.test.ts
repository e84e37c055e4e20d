import { encodeRequestStamp } from '@songstats/contract';
import {
  insertAccount,
  insertChartEntry,
  insertManagement,
  insertMemberWithSession,
  insertTrack,
} from '@songstats/db/seed';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing';

// Issue 21 "coherent figures": one number means one thing everywhere. A track on more playlists
// than a table holds (500 rows) showed the table's cut as its count on its cards, and the
// account's Tracks table counted each track's playlists among the account's 500 biggest entries.

let test: TestApp;
let token = '';
const ids = { artist: '', big: '', small: '' };
// The big track is on 600 Spotify playlists and 3 Deezer ones; the small one on 20 of the big
// one's Spotify playlists and 10 of its own.
const BIG_SPOTIFY = 600;
const BIG_DEEZER = 3;
const SMALL_SHARED = 20;
const SMALL_OWN = 10;
const followersOf = (n: number) => n * 10;

beforeAll(async () => {
  test = await startTestApp();
  const { db } = test.connection;
  const artist = await insertAccount(db, { name: 'Coherent Artist' });
  const big = await insertTrack(db, { artistId: artist.id, title: 'Everywhere' });
  const small = await insertTrack(db, { artistId: artist.id, title: 'Somewhere' });
  Object.assign(ids, { artist: artist.idUnique, big: big.idUnique, small: small.idUnique });
  await db.execute(sql`
    insert into playlists (source, external_id, name, playlist_type, followers)
    select 'spotify', 'sp' || n, 'Spotify ' || n,
      case when n % 10 = 0 then 'editorial' else 'listener' end, n * 10
    from generate_series(1, ${BIG_SPOTIFY + SMALL_OWN}::int) as n`);
  await db.execute(sql`
    insert into playlists (source, external_id, name, playlist_type, followers)
    select 'deezer', 'dz' || n, 'Deezer ' || n, 'editorial', 5000 + n
    from generate_series(1, ${BIG_DEEZER}::int) as n`);
  await db.execute(sql`
    insert into playlist_entries (playlist_id, track_id, added_at)
    select p.id, ${big.id}, date '2026-02-01' from playlists p
    where p.external_id in (select 'sp' || n from generate_series(1, ${BIG_SPOTIFY}::int) n)
       or p.source = 'deezer'`);
  await db.execute(sql`
    insert into playlist_entries (playlist_id, track_id, added_at)
    select p.id, ${small.id}, date '2026-02-02' from playlists p
    where p.external_id in (select 'sp' || n from generate_series(1, ${SMALL_SHARED}::int) n)
       or p.external_id in (select 'sp' || n
                            from generate_series(${BIG_SPOTIFY + 1}::int, ${BIG_SPOTIFY + SMALL_OWN}::int) n)`);
  await insertChartEntry(db, { trackId: big.id, countryCode: 'DE', position: 9, peakPosition: 2 });
  await insertChartEntry(db, { trackId: big.id, countryCode: 'FR', position: 2, peakPosition: 1 });
  await insertChartEntry(db, { trackId: big.id, position: null, peakPosition: 4 });
  await insertChartEntry(db, { trackId: big.id, countryCode: 'GB', position: 40, peakPosition: 7 });
  const owner = await insertMemberWithSession(db);
  token = owner.token;
  await insertManagement(db, {
    memberId: owner.member.id,
    accountId: artist.id,
    accessHash: { songstats: 'direct' },
  });
});
afterAll(async () => {
  await test?.close();
});

async function get(url: string) {
  const response = await test.app.inject({
    method: 'GET',
    url: `/api/v1${url}`,
    headers: { 'x-request-stamp': encodeRequestStamp(), authorization: `Bearer ${token}` },
  });
  expect(response.statusCode, url).toBe(200);
  return response.json();
}

type Card = { id: string; title: string; value: number | null };
type Table = {
  id: string;
  title: string;
  columns: { id: string }[];
  rows: { value: unknown; order: unknown }[][];
  totalRows: number;
};
const card = (cards: Card[], title: string) => {
  const found = cards.find((item) => item.title === title);
  expect(found, `card ${title} of ${cards.map((item) => item.title).join(', ')}`).toBeDefined();
  return found!.value;
};
const table = (tables: Table[], id: string) => tables.find((item) => item.id === id)!;
const cell = (tableData: Table, rowName: string, columnId: string) => {
  const index = tableData.columns.findIndex((column) => column.id === columnId);
  const row = tableData.rows.find((cells) => cells[0]!.value === rowName)!;
  return row[index]!.value;
};

const spotifyReach = (from: number, to: number) => {
  let sum = 0;
  for (let n = from; n <= to; n++) sum += followersOf(n);
  return sum;
};
const BIG_SPOTIFY_REACH = spotifyReach(1, BIG_SPOTIFY);
const BIG_DEEZER_REACH = 3 * 5000 + 1 + 2 + 3;

describe('coherent figures (issue 21)', () => {
  it("gives a track's overview card the count and reach of its playlists table, uncut", async () => {
    const top = await get(`/analytics_track/${ids.big}/top?source=overview&idUnique=${ids.artist}`);
    const stats = top.top.overview.stats as Card[];
    const bottom = await get(
      `/analytics_track/${ids.big}/bottom?source=overview&idUnique=${ids.artist}`,
    );
    const playlists = table(bottom.tableData, 'playlists');
    expect(card(stats, 'Playlists')).toBe(BIG_SPOTIFY + BIG_DEEZER);
    expect(playlists.totalRows).toBe(BIG_SPOTIFY + BIG_DEEZER);
    expect(card(stats, 'Playlist Reach')).toBe(BIG_SPOTIFY_REACH + BIG_DEEZER_REACH);
    // The breakdown by type adds up to the reach.
    const breakdown = top.top.overview.followerBreakdown as { value: number }[];
    expect(breakdown.reduce((sum, item) => sum + item.value, 0)).toBe(
      BIG_SPOTIFY_REACH + BIG_DEEZER_REACH,
    );
  });

  it("gives a track's source cards the count of that source's playlists table", async () => {
    const top = await get(`/analytics_track/${ids.big}/top?source=spotify&idUnique=${ids.artist}`);
    const bottom = await get(
      `/analytics_track/${ids.big}/bottom?source=spotify&idUnique=${ids.artist}`,
    );
    expect(card(top.top.stats, 'Playlists')).toBe(BIG_SPOTIFY);
    expect(table(bottom.tableData, 'playlists').totalRows).toBe(BIG_SPOTIFY);
    expect(card(top.top.stats, 'Playlist Reach')).toBe(BIG_SPOTIFY_REACH);
  });

  it("shows each track in the account's Tracks table with its own card's figures", async () => {
    for (const source of ['overview', 'spotify']) {
      const bottom = await get(`/analytics/bottom?idUnique=${ids.artist}&source=${source}`);
      const tracks = table(bottom.tableData, 'tracks');
      for (const [idUnique, title] of [
        [ids.big, 'Everywhere'],
        [ids.small, 'Somewhere'],
      ] as const) {
        const top = await get(`/analytics_track/${idUnique}/top?source=${source}`);
        const stats = (source === 'overview' ? top.top.overview.stats : top.top.stats) as Card[];
        expect(cell(tracks, title, 'playlists'), `${source} ${title}`).toBe(
          card(stats, 'Playlists'),
        );
        expect(cell(tracks, title, 'playlistReach'), `${source} ${title}`).toBe(
          card(stats, 'Playlist Reach'),
        );
        if (source === 'overview') {
          expect(cell(tracks, title, 'charts'), title).toBe(card(stats, 'Current Charts'));
        }
      }
    }
  });

  it("counts an account's playlists once each, and names its table of placements so", async () => {
    const top = await get(`/analytics/top?idUnique=${ids.artist}&source=spotify`);
    const distinct = BIG_SPOTIFY + SMALL_OWN;
    expect(card(top.top.stats, 'Spotify Playlists')).toBe(distinct);
    // A playlist holding both tracks counts once in the reach, as in the count.
    expect(card(top.top.stats, 'Spotify Playlist Reach')).toBe(spotifyReach(1, distinct));
    const bottom = await get(`/analytics/bottom?idUnique=${ids.artist}&source=spotify`);
    const placements = table(bottom.tableData, 'playlists');
    expect(placements.title).toBe('Playlist Placements');
    expect(placements.totalRows).toBe(BIG_SPOTIFY + SMALL_SHARED + SMALL_OWN);
  });

  it('names the charts a track is on today apart from the charts table, which keeps those it left', async () => {
    const top = await get(`/analytics_track/${ids.big}/top?source=overview&idUnique=${ids.artist}`);
    expect(card(top.top.overview.stats, 'Current Charts')).toBe(3);
    expect(top.top.overview.tooltips).toHaveProperty('Current Charts');
    const bottom = await get(
      `/analytics_track/${ids.big}/bottom?source=overview&idUnique=${ids.artist}`,
    );
    const charts = table(bottom.tableData, 'charts');
    expect(charts.title).toBe('Charts');
    expect(charts.totalRows).toBe(4);
    const account = await get(`/analytics/bottom?idUnique=${ids.artist}&source=overview`);
    expect(table(account.tableData, 'tracks').columns.map((column) => column.id)).toContain(
      'charts',
    );
    expect(table(account.tableData, 'charts').totalRows).toBe(4);
  });

  it('sorts chart tables best position first, also when the position column is asked for', async () => {
    for (const query of ['', '&sortBy=position']) {
      const bottom = await get(
        `/analytics_track/${ids.big}/bottom?source=overview&idUnique=${ids.artist}${query}`,
      );
      const charts = table(bottom.tableData, 'charts');
      const index = charts.columns.findIndex((column) => column.id === 'position');
      expect(
        charts.rows.map((row) => row[index]!.value),
        query,
      ).toEqual(['#2', '#9', '#40', 'Off chart']);
      expect(bottom.tableData.find((t: Table) => t.id === 'charts').sortOrder, query).toBe('asc');
    }
  });
});
