import { describe, expect, it } from 'vitest';
import {
  countSpins,
  type Station,
  type StationSpins,
  seriesBySource,
  spinsByTrack,
  trackTotals,
} from './aggregate-spins';
import { radioActivity, radioActivityText } from './radio-activity';

const station = (
  id: number,
  name: string,
  countryCode: string,
  kind: Station['kind'] = 'radio',
) => ({
  id,
  externalId: `s${id}`,
  name,
  kind,
  countryCode,
});
const stations = new Map(
  [
    station(1, 'Kiss FM', 'DE', 'digital'),
    station(2, 'Alpha', 'DE'),
    station(3, 'Radio One', 'GB'),
    station(4, 'Polskie', 'PL', 'sat_radio'),
    station(5, 'Lima 106.4 FM', 'PE'),
    station(6, 'Cusco Hits', 'PE'),
  ].map((s) => [s.externalId, s]),
);
const trackIds = new Map([
  ['tA', 10],
  ['tB', 20],
]);
const play = (station_id: string, track_id: string) => ({
  station_id,
  track_id,
  played_at: '2026-03-02T10:00:00Z',
});

function countedDay(): StationSpins[] {
  const counts = new Map<string, StationSpins>();
  countSpins(
    counts,
    [play('s1', 'tA'), play('s1', 'tA'), play('s2', 'tA'), play('s3', 'tA'), play('s1', 'tX')],
    trackIds,
    stations,
  );
  // A second page adds to the same counts.
  countSpins(counts, [play('s1', 'tA'), play('s4', 'tB'), play('s9', 'tB')], trackIds, stations);
  return [...counts.values()];
}

describe('radio spins of the monitored tracks', () => {
  it('counts per (track, station) over pages, ignoring other tracks and unknown stations', () => {
    expect(countedDay().map((c) => [c.trackId, c.station.id, c.spins])).toEqual([
      [10, 1, 3],
      [10, 2, 1],
      [10, 3, 1],
      [20, 4, 1],
    ]);
  });

  it('groups by track, busiest station and country first', () => {
    const [a] = spinsByTrack(countedDay());
    expect(a).toMatchObject({ trackId: 10, spins: 5 });
    expect(a?.stations.map((s) => [s.station.name, s.spins])).toEqual([
      ['Kiss FM', 3],
      ['Alpha', 1],
      ['Radio One', 1],
    ]);
    expect(a?.countries).toEqual([
      { countryCode: 'DE', spins: 4 },
      { countryCode: 'GB', spins: 1 },
    ]);
  });

  // Issue 24: SiriusXM had no spins; its series are the satellite radio stations' counts.
  it('gives SiriusXM the satellite radio spins, and radio every spin', () => {
    const bySource = seriesBySource(countedDay());
    expect(bySource.map(({ source, counts }) => [source, trackTotals(counts)])).toEqual([
      [
        'radio',
        [
          { trackId: 10, spins: 5, stations: 3, countries: 2 },
          { trackId: 20, spins: 1, stations: 1, countries: 1 },
        ],
      ],
      ['siriusxm', [{ trackId: 20, spins: 1, stations: 1, countries: 1 }]],
    ]);
  });

  it('totals spins, stations and countries per track for the series', () => {
    expect(trackTotals(countedDay())).toEqual([
      { trackId: 10, spins: 5, stations: 3, countries: 2 },
      { trackId: 20, spins: 1, stations: 1, countries: 1 },
    ]);
  });

  // Issue 21: the text named "(radio, 1)" where a country belongs, and a day of a track was an
  // item per country.
  it('words a day of one track as one sentence naming its countries', () => {
    const day = (plays: [string, string][]) => {
      const counts = new Map<string, StationSpins>();
      countSpins(
        counts,
        plays.map(([s, t]) => play(s, t)),
        trackIds,
        stations,
      );
      return spinsByTrack(counts.values());
    };
    expect(day([['s5', 'tA']]).map(radioActivityText)).toEqual([
      'Played once on Lima 106.4 FM, Peru',
    ]);
    expect(
      day([
        ['s5', 'tA'],
        ['s5', 'tA'],
        ['s5', 'tA'],
      ]).map(radioActivityText),
    ).toEqual(['Played 3 times on Lima 106.4 FM, Peru']);
    expect(
      day([
        ['s5', 'tA'],
        ['s6', 'tA'],
        ['s5', 'tA'],
      ]).map(radioActivityText),
    ).toEqual(['Played 3 times on 2 stations in Peru, most on Lima 106.4 FM']);
    const [a, b] = spinsByTrack(countedDay());
    expect(radioActivityText(a!)).toBe(
      'Played 5 times on 3 stations in 2 countries, most on Kiss FM, Germany',
    );
    expect(radioActivityText(b!)).toBe('Played once on Polskie, Poland');
  });

  it('keys the activity by track and day, and tiers it by its best market', () => {
    const [a, b] = spinsByTrack(countedDay());
    const activity = radioActivity(a!, '2026-03-02');
    expect(activity).toMatchObject({
      key: 'radio:radio_spins:10:2026-03-02',
      track_id: 10,
      value: 5,
      tier: 1,
      is_highlight: true,
      details: {
        stationCount: 3,
        countryCount: 2,
        countries: [
          { countryCode: 'DE', spins: 4 },
          { countryCode: 'GB', spins: 1 },
        ],
      },
    });
    expect(radioActivity(a!, '2026-03-02')).toEqual(activity);
    expect(radioActivity(b!, '2026-03-02')).toMatchObject({
      key: 'radio:radio_spins:20:2026-03-02',
      tier: 4,
      is_highlight: false,
    });
  });
});
