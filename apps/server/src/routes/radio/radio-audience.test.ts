import {
  encodeRequestStamp,
  ZAccountAnalyticsBottomResponse,
  ZAudienceMapStatsResponse,
  ZSummaryStatsResponse,
  ZTrackBottomResponse,
} from '@songstats/contract';
import { RADIO_TEXTS } from '@songstats/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing';
import { seedRadioWorld } from './radio-fixture';

let test: TestApp;
let tokens: Record<string, string> = {};
let artist = '';
let other = '';
let song = '';

beforeAll(async () => {
  test = await startTestApp();
  const world = await seedRadioWorld(test.connection.db);
  tokens = world.tokens;
  artist = world.artist.idUnique;
  other = world.other.idUnique;
  song = world.song.idUnique;
  // Migrating a fresh PGlite takes long while other suites share the two cores.
}, 240_000);
afterAll(async () => {
  await test?.close();
});

function get(who: string | null, url: string) {
  return test.app.inject({
    method: 'GET',
    url: `/api/v1/${url}`,
    headers: {
      'x-request-stamp': encodeRequestStamp(),
      ...(who ? { authorization: `Bearer ${tokens[who]}` } : {}),
    },
  });
}

async function maps(who: string, source: string) {
  const response = await get(who, `audience/map_stats?idUnique=${artist}&source=${source}`);
  expect(response.statusCode).toBe(200);
  return ZAudienceMapStatsResponse.parse(response.json());
}

const values = (table: { rows: { value: unknown }[][] } | undefined) =>
  table?.rows.map((row) => row.map((item) => item.value));

describe('the Radio audience tab (issue 24)', () => {
  it("maps and tables the account's spins by city and by country, hidden stations left out", async () => {
    const body = await maps('owner', 'radio');
    expect(body.hasAccess).toBe(true);
    const [cities, countries] = body.mapStats.maps;
    expect(cities?.map((p) => [p.name, p.ranks.spins, p.scopeData?.countryCode])).toEqual([
      ['Berlin', 11, 'DE'],
      ['Paris', 3, 'FR'],
      ['Munich', 2, 'DE'],
    ]);
    expect(countries?.map((p) => [p.name, p.ranks.spins, p.ranks.stations])).toEqual([
      ['Germany', 13, 2],
      ['France', 3, 1],
    ]);
    // A country's point is the centre of its cities.
    expect(countries?.[0]?.latitude).toBeCloseTo((52.52 + 48.14) / 2, 5);
    const [cityTable, countryTable] = body.mapStats.tables;
    expect(cityTable?.title).toBe('Spins by City');
    expect(values(cityTable)).toEqual([
      [1, 'Berlin', 'Germany', 11, 1],
      [2, 'Paris', 'France', 3, 1],
      [3, 'Munich', 'Germany', 2, 1],
    ]);
    expect(values(countryTable)).toEqual([
      [1, 'Germany', 13, 2],
      [2, 'France', 3, 1],
    ]);
  });

  it('keeps SiriusXM to the satellite radio stations', async () => {
    const body = await maps('owner', 'siriusxm');
    expect(values(body.mapStats.tables[0])).toEqual([[1, 'Munich', 'Germany', 2, 1]]);
    expect(values(body.mapStats.tables[1])).toEqual([[1, 'Germany', 2, 1]]);
  });

  it('names the top city and country of the spins in the summary', async () => {
    const response = await get('owner', `audience/summary_stats?idUnique=${artist}&source=radio`);
    const body = ZSummaryStatsResponse.parse(response.json());
    // Each card tells where its figure comes from (issue 28): radio, the last day played.
    const provenance = expect.objectContaining({ sourceId: 'radio', day: '2026-03-02' });
    expect(body.summaryStats.filter((card) => card.sourceId === null)).toEqual([
      {
        id: 'topCity',
        title: 'Top City',
        value: 'Berlin (Germany)',
        delta: null,
        sourceId: null,
        provenance,
      },
      {
        id: 'topCountry',
        title: 'Top Country',
        value: 'Germany',
        delta: null,
        sourceId: null,
        provenance,
      },
    ]);
  });

  it('shows the teammate and the admin the same, and no one else', async () => {
    const owner = await maps('owner', 'radio');
    expect(await maps('teammate', 'radio')).toEqual(owner);
    expect(await maps('admin', 'radio')).toEqual(owner);
    for (const who of ['musicOnly', 'otherOwner', 'nobody']) {
      const body = await maps(who, 'radio');
      expect(body.hasAccess).toBe(false);
      expect(body.mapStats.maps.flat()).toEqual([]);
      expect(JSON.stringify(body)).not.toMatch(/Berlin|Paris|Munich/);
    }
    expect((await get(null, `audience/map_stats?idUnique=${artist}&source=radio`)).statusCode).toBe(
      401,
    );
  });

  it("gives another account's spins to its own members only", async () => {
    const theirs = await get('otherOwner', `audience/map_stats?idUnique=${other}&source=radio`);
    const body = ZAudienceMapStatsResponse.parse(theirs.json());
    // The other artist's track was played in Berlin only.
    expect(values(body.mapStats.tables[0])).toEqual([[1, 'Berlin', 'Germany', 9, 1]]);
    const owners = await get('owner', `audience/map_stats?idUnique=${other}&source=radio`);
    expect(ZAudienceMapStatsResponse.parse(owners.json()).hasAccess).toBe(false);
  });
});

describe('the account page radio tables and the `radio` report (issue 24)', () => {
  async function bottom(who: string, source = 'radio') {
    const response = await get(who, `analytics/bottom?idUnique=${artist}&source=${source}`);
    expect(response.statusCode).toBe(200);
    return ZAccountAnalyticsBottomResponse.parse(response.json());
  }

  it('gives spins per station per day, newest day first, each station linking to its page', async () => {
    const body = await bottom('owner');
    const report = body.tableData.find((table) => table.id === 'radio');
    expect(report?.title).toBe('Spins per Station per Day');
    expect(values(report)).toEqual([
      ['2026-03-02', 'Berlin 99.1 FM', 'Radio', 'Berlin', 'Germany', 7, 2],
      ['2026-03-02', 'Paris Music TV', 'TV', 'Paris', 'France', 3, 1],
      ['2026-03-02', 'Orbit Sat Rock', 'Satellite Radio', 'Munich', 'Germany', 2, 1],
      ['2026-03-01', 'Berlin 99.1 FM', 'Radio', 'Berlin', 'Germany', 4, 1],
    ]);
    expect(report?.rows[0]?.[1]).toMatchObject({ kind: 'link', url: '/stations/st-berlin-fm' });
    expect(body.tableData.map((table) => table.id)).toEqual(
      expect.arrayContaining(['stations', 'radio', 'radio_countries', 'radio_cities']),
    );
    expect(values(body.tableData.find((table) => table.id === 'radio_countries'))).toEqual([
      [1, 'Germany', 13, 2],
      [2, 'France', 3, 1],
    ]);
  });

  it('keeps the SiriusXM tab to satellite radio, kind named', async () => {
    const body = await bottom('owner', 'siriusxm');
    expect(values(body.tableData.find((table) => table.id === 'radio'))).toEqual([
      ['2026-03-02', 'Orbit Sat Rock', 'Satellite Radio', 'Munich', 'Germany', 2, 1],
    ]);
    const stations = body.tableData.find((table) => table.id === 'stations');
    expect(stations?.rows.map((row) => row[0]?.value)).toEqual(['Orbit Sat Rock']);
  });

  it('downloads the report as CSV and XLSX for a member who may export', async () => {
    const download = (who: string | null, fileType: 'csv' | 'xlsx') =>
      test.app.inject({
        method: 'POST',
        url: '/api/v1/scheduled_report_items/download_scheduled_report',
        headers: {
          'x-request-stamp': encodeRequestStamp(),
          ...(who ? { authorization: `Bearer ${tokens[who]}` } : {}),
        },
        payload: { id_unique: artist, source: 'radio', filter: 'radio', file_type: fileType },
      });
    const csv = await download('owner', 'csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toContain('Spins per Station per Day');
    expect(csv.body.trim().split(/\r?\n/)).toEqual([
      'Day,Station,Kind,City,Country,Spins,Tracks',
      '2026-03-02,Berlin 99.1 FM,Radio,Berlin,Germany,7,2',
      '2026-03-02,Paris Music TV,TV,Paris,France,3,1',
      '2026-03-02,Orbit Sat Rock,Satellite Radio,Munich,Germany,2,1',
      '2026-03-01,Berlin 99.1 FM,Radio,Berlin,Germany,4,1',
    ]);
    const xlsx = await download('owner', 'xlsx');
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    // The teammate may see but not export; the others may not see.
    for (const who of ['teammate', 'musicOnly', 'otherOwner']) {
      const refused = await download(who, 'csv');
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toEqual(expect.any(String));
    }
    expect((await download(null, 'csv')).statusCode).toBe(401);
    expect((await download('admin', 'csv')).statusCode).toBe(200);
  });

  it("gives a track's SiriusXM tab its satellite spins, and its Radio tab every station", async () => {
    const tables = async (who: string, source: string) => {
      const response = await get(
        who,
        `analytics_track/${song}/bottom?idUnique=${artist}&source=${source}`,
      );
      expect(response.statusCode).toBe(200);
      return ZTrackBottomResponse.parse(response.json()).tableData;
    };
    const sirius = await tables('owner', 'siriusxm');
    expect(values(sirius.find((table) => table.id === 'radio'))).toEqual([
      ['2026-03-02', 'Orbit Sat Rock', 'Satellite Radio', 'Munich', 'Germany', 2, 1],
    ]);
    const radio = await tables('teammate', 'radio');
    expect(values(radio.find((table) => table.id === 'radio_countries'))).toEqual([
      [1, 'Germany', 12, 2],
      [2, 'France', 3, 1],
    ]);
    const locked = await get(
      'musicOnly',
      `analytics_track/${song}/bottom?idUnique=${artist}&source=radio`,
    );
    expect(JSON.stringify(locked.json())).not.toMatch(/Orbit|Berlin 99/);
  });

  it('words an empty radio tab with the radio texts', async () => {
    // The other artist was never played on satellite radio.
    const response = await get('otherOwner', `analytics/bottom?idUnique=${other}&source=siriusxm`);
    const body = ZAccountAnalyticsBottomResponse.parse(response.json());
    const cities = body.tableData.find((table) => table.id === 'radio_cities');
    expect(cities?.rows).toEqual([]);
    expect(cities?.emptyText).toBe(RADIO_TEXTS.noSpins);
  });
});
