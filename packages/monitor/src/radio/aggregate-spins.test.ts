import { describe, expect, it } from 'vitest';
import {
  countSpins,
  type Station,
  type StationSpins,
  spinsByCountry,
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

  it('groups by (track, country) with the busiest station first', () => {
    const germany = spinsByCountry(countedDay()).find((e) => e.countryCode === 'DE');
    expect(germany).toMatchObject({ trackId: 10, spins: 4 });
    expect(germany?.stations.map((s) => [s.station.name, s.spins])).toEqual([
      ['Kiss FM', 3],
      ['Alpha', 1],
    ]);
  });

  it('totals spins, stations and countries per track for the series', () => {
    expect(trackTotals(countedDay())).toEqual([
      { trackId: 10, spins: 5, stations: 3, countries: 2 },
      { trackId: 20, spins: 1, stations: 1, countries: 1 },
    ]);
  });

  it('words one station and several stations', () => {
    const [germany, britain, poland] = spinsByCountry(countedDay());
    expect(radioActivityText(germany!)).toBe(
      'Played 4 times on 2 stations in Germany, most on Kiss FM (digital radio, 3)',
    );
    expect(radioActivityText(britain!)).toBe('Played once on Radio One (radio, United Kingdom)');
    expect(radioActivityText(poland!)).toBe('Played once on Polskie (satellite radio, Poland)');
  });

  it('keys an activity by track, country and day, and tiers it by the station market', () => {
    const [germany, , poland] = spinsByCountry(countedDay());
    const activity = radioActivity(germany!, '2026-03-02');
    expect(activity).toMatchObject({
      key: 'radio:radio_spins:10:DE:2026-03-02',
      track_id: 10,
      value: 4,
      tier: 1,
      is_highlight: true,
    });
    expect(radioActivity(germany!, '2026-03-02')).toEqual(activity);
    expect(radioActivity(poland!, '2026-03-02')).toMatchObject({ tier: 4, is_highlight: false });
  });
});
