import {
  DEFAULT_REPORT_NAME,
  type DownloadReportRequest,
  encodeRequestStamp,
  ZAccountAnalyticsBottomResponse,
  ZTrackBottomResponse,
} from '@songstats/contract';
import {
  insertAccount,
  insertActivity,
  insertManagement,
  insertMemberWithSession,
  insertPlaylist,
  insertPlaylistEntry,
  insertSeries,
  insertTrack,
} from '@songstats/db/seed';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing';
import { EXPORT_NOT_ALLOWED } from './download-report';

let test: TestApp;
const tokens: Record<string, string> = {};
const ids = { artist: '', other: '', track: '', otherTrack: '' };

// Only the other member's account has these: none may reach anyone else.
const SECRETS = ['Secret Song', '777777', 'Secret Playlist', 'Secret activity'];

beforeAll(async () => {
  test = await startTestApp();
  const { db } = test.connection;
  const artist = await insertAccount(db, { name: 'Björk Ärtist' });
  const other = await insertAccount(db, { name: 'Other Artist' });
  const alpha = await insertTrack(db, { artistId: artist.id, title: 'Alpha' });
  const beta = await insertTrack(db, { artistId: artist.id, title: 'Beta, "the" one' });
  const secret = await insertTrack(db, { artistId: other.id, title: 'Secret Song' });
  Object.assign(ids, {
    artist: artist.idUnique,
    other: other.idUnique,
    track: alpha.idUnique,
    otherTrack: secret.idUnique,
  });
  await insertSeries(db, {
    objectType: 'track',
    objectId: alpha.id,
    source: 'spotify',
    metric: 'streams_total',
    points: [
      ['2026-03-01', 900],
      ['2026-03-10', 1200],
    ],
  });
  await insertSeries(db, {
    objectType: 'track',
    objectId: beta.id,
    source: 'spotify',
    metric: 'streams_total',
    points: [['2026-03-10', 3400]],
  });
  for (const [name, followers, track, curatorName] of [
    ['Mint', 6_100_000, alpha, 'Spotify'],
    ['Indie Mix', 20_000, beta, 'Ann'],
    ['=cmd|calc', 300, alpha, '@curator'],
  ] as const) {
    const playlist = await insertPlaylist(db, { name, followers, curatorName });
    await insertPlaylistEntry(db, { playlistId: playlist.id, trackId: track.id });
  }
  const secretPlaylist = await insertPlaylist(db, { name: 'Secret Playlist', followers: 777777 });
  await insertPlaylistEntry(db, { playlistId: secretPlaylist.id, trackId: secret.id });
  for (const [text, day] of [
    ['Added to Mint', '2026-03-05'],
    ['Added to Indie Mix', '2026-03-07'],
  ] as const) {
    await insertActivity(db, { trackId: alpha.id, activityText: text, activityDate: day });
  }
  await insertActivity(db, { trackId: secret.id, activityText: 'Secret activity' });

  const manage = async (
    name: string,
    accountId: number,
    accessHash: Record<string, string>,
    canExport = false,
  ) => {
    const created = await insertMemberWithSession(db);
    tokens[name] = created.token;
    await insertManagement(db, { memberId: created.member.id, accountId, accessHash, canExport });
  };
  await manage('exporter', artist.id, { songstats: 'direct' }, true);
  await manage('owner', artist.id, { songstats: 'direct' });
  await manage('proExporter', other.id, { songstats: 'pro' }, true);
  await manage('pro', other.id, { songstats: 'pro' });
  await manage('otherOwner', other.id, { songstats: 'direct' }, true);
});
afterAll(async () => {
  await test?.close();
});

function download(who: string | null, body: Partial<DownloadReportRequest>) {
  return test.app.inject({
    method: 'POST',
    url: '/api/v1/scheduled_report_items/download_scheduled_report',
    headers: {
      'x-request-stamp': encodeRequestStamp(),
      ...(who ? { authorization: `Bearer ${tokens[who]}` } : {}),
    },
    payload: { id_unique: ids.artist, source: 'spotify', ...body },
  });
}

function get(who: string, url: string) {
  return test.app.inject({
    method: 'GET',
    url: `/api/v1/${url}`,
    headers: { 'x-request-stamp': encodeRequestStamp(), authorization: `Bearer ${tokens[who]}` },
  });
}

type Table = ReturnType<typeof ZAccountAnalyticsBottomResponse.parse>['tableData'][number];

/** The table as the analytics call gives it: header and values of its data columns. */
function expectedSheet(table: Table) {
  const kept = table.columns
    .map((column, index) => ({ column, index }))
    .filter(
      ({ index }) => !table.rows.some((row) => ['share', 'button'].includes(row[index]!.kind)),
    );
  return {
    header: kept.map(({ column }) => column.title),
    rows: table.rows.map((row) => kept.map(({ index }) => row[index]!.value)),
  };
}

async function accountTable(who: string, id: string, query: string) {
  const response = await get(
    who,
    `analytics/bottom?idUnique=${ids.artist}&source=spotify&${query}`,
  );
  const body = ZAccountAnalyticsBottomResponse.parse(response.json());
  return body.tableData.find((table) => table.id === id)!;
}

/** RFC 4180 fields, quoted or not. */
function parseCsv(text: string): string[][] {
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 1; index < text.length; index++) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      index++;
    } else field += char;
  }
  expect(field).toBe('');
  return rows;
}

/** How a value reads in the CSV: numbers as digits, formula-like text defused with a quote. */
const asCsv = (value: string | number | null) =>
  value === null
    ? ''
    : typeof value === 'number'
      ? String(value)
      : value.replace(/^([=+\-@])/, "'$1");

async function parseXlsx(buffer: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const rows: (string | number | null)[][] = [];
  sheet.eachRow((row) => {
    // Empty cells are holes in ExcelJS's (1-based) row values.
    const values = (row.values as (string | number | undefined)[]).slice(1);
    rows.push(Array.from(values, (item) => item ?? null));
  });
  return { name: sheet.name, rows };
}

describe('scheduled_report_items/download_scheduled_report (spec §7)', () => {
  it('gives the CSV of the table the analytics call shows, in its sort order', async () => {
    const table = await accountTable('exporter', 'playlists', 'sortBy=followers&sortOrder=asc');
    const response = await download('exporter', {
      filter: 'playlists',
      file_type: 'csv',
      sort_hash: { followers: 'asc' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const expected = expectedSheet(table);
    expect(expected.header).not.toContain('Share');
    expect(expected.rows.map((row) => row[0])).toEqual(['=cmd|calc', 'Indie Mix', 'Mint']);
    const csv = parseCsv(response.rawPayload.toString('utf8'));
    expect(csv).toEqual([expected.header, ...expected.rows.map((row) => row.map(asCsv))]);
    // A cell that would run as a formula in a spreadsheet is defused.
    expect(csv[1]![0]).toBe("'=cmd|calc");
  });

  it('gives the same rows as XLSX', async () => {
    const table = await accountTable('exporter', 'tracks', 'sortBy=streams_total&sortOrder=desc');
    const response = await download('exporter', {
      filter: 'tracks',
      file_type: 'xlsx',
      sort_hash: { streams_total: 'desc' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const { name, rows } = await parseXlsx(response.rawPayload);
    expect(name).toBe('Tracks');
    const expected = expectedSheet(table);
    const width = expected.header.length;
    const padded = rows.map((row) => [...row, ...Array(width - row.length).fill(null)]);
    expect(padded).toEqual([expected.header, ...expected.rows]);
    expect(expected.rows.map((row) => row.slice(0, 1).concat(row[3]!))).toEqual([
      ['Beta, "the" one', 3400],
      ['Alpha', 1200],
    ]);
  });

  it("exports a track's table, and only the rows with the keyword", async () => {
    const response = await get(
      'exporter',
      `analytics_track/${ids.track}/bottom?idUnique=${ids.artist}&source=spotify`,
    );
    const table = ZTrackBottomResponse.parse(response.json()).tableData.find(
      (candidate) => candidate.id === 'activities',
    )!;
    const all = await download('exporter', { track_id_unique: ids.track, filter: 'activities' });
    expect(all.statusCode).toBe(200);
    const expected = expectedSheet(table);
    expect(parseCsv(all.rawPayload.toString('utf8'))).toEqual([
      expected.header,
      ...expected.rows.map((row) => row.map(asCsv)),
    ]);
    expect(expected.rows.map((row) => row[1])).toEqual(['Added to Indie Mix', 'Added to Mint']);
    const filtered = await download('exporter', {
      track_id_unique: ids.track,
      filter: 'activities',
      filter_keyword: 'MINT',
    });
    expect(parseCsv(filtered.rawPayload.toString('utf8'))).toEqual([
      expected.header,
      ['2026-03-05', 'Added to Mint', 'Spotify'],
    ]);
    expect(filtered.headers['content-disposition']).toContain(
      `filename="${DEFAULT_REPORT_NAME} - Alpha - Spotify Activities.csv"`,
    );
  });

  it('names the file after the product, the account and the table, in ASCII and UTF-8', async () => {
    const response = await download('exporter', { filter: 'playlists', file_type: 'xlsx' });
    const name = `${DEFAULT_REPORT_NAME} - Björk Ärtist - Spotify Playlist Placements.xlsx`;
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${name.replace(/[öÄ]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    );
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('exports for the Professional plan with exports, on any artist', async () => {
    const response = await download('proExporter', { filter: 'playlists' });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.toString('utf8')).toContain('Mint');
  });

  it('refuses export without the Professional plan or an account that allows it (spec §6)', async () => {
    for (const who of ['owner', 'pro']) {
      for (const body of [
        { filter: 'playlists' },
        { filter: 'activities', track_id_unique: ids.track },
      ]) {
        const response = await download(who, body);
        expect(response.statusCode).toBe(403);
        expect(response.json().message).toBe(EXPORT_NOT_ALLOWED);
        expect(response.body).not.toContain('Mint');
      }
    }
  });

  it("never gives member A a report of member B's account or track (issue 6 acceptance)", async () => {
    const attempts: Partial<DownloadReportRequest>[] = [
      { id_unique: ids.other, filter: 'playlists' },
      { id_unique: ids.other, filter: 'tracks', file_type: 'xlsx' },
      { id_unique: ids.other, track_id_unique: ids.otherTrack, filter: 'activities' },
      { id_unique: ids.other, source: 'overview', filter: 'playlists' },
    ];
    for (const body of attempts) {
      const response = await download('exporter', body);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe("You've discovered Songstats!");
      for (const secret of SECRETS) expect(response.body).not.toContain(secret);
      // B's member gets it: the secrets really are there to leak.
      const own = await download('otherOwner', body);
      expect(own.statusCode).toBe(200);
    }
    // B's track named under A's account is not in A's catalogue.
    const underOwn = await download('exporter', {
      track_id_unique: ids.otherTrack,
      filter: 'activities',
    });
    expect(underOwn.statusCode).toBe(404);
    expect(underOwn.body).not.toContain('Secret activity');
    // And A's report is not B's member's either.
    const reverse = await download('otherOwner', { filter: 'playlists' });
    expect(reverse.statusCode).toBe(403);
    expect(reverse.body).not.toContain('Mint');
  });

  it.each([
    [{ filter: 'nope' }, 400, /There is no "nope" table.*tracks, playlists/],
    [{ filter: '' }, 400, /Please choose a table/],
    [{ filter: 'tracks', file_type: 'pdf' }, 400, /csv or xlsx/],
    [{ filter: 'tracks', source: 'myspace' }, 400, /known source/],
    [{ filter: 'tracks', sort_hash: { followers: 'up' } }, 400, /asc or desc/],
    [{ filter: 'tracks', id_unique: 'nope' }, 404, /does not exist/],
  ] as [Partial<DownloadReportRequest>, number, RegExp][])(
    'answers %j with %i and a message',
    async (body, status, message) => {
      const response = await download('exporter', body);
      expect(response.statusCode).toBe(status);
      expect(response.json().message).toMatch(message);
    },
  );

  it('refuses anonymous callers', async () => {
    const response = await download(null, { filter: 'tracks' });
    expect(response.statusCode).toBe(401);
    expect(response.body).not.toContain('Alpha');
  });
});
