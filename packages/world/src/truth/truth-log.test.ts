import { describe, expect, it } from 'vitest';
import { CITIES } from '../data/cities';
import { CHARTS } from '../model/markets';
import { stationSpins } from '../sim/radio';
import { createWorld } from '../world';

describe('truth log', () => {
  const world = createWorld({ seed: 41, scale: 0.05, days: 6 });
  const ids = world.state.tracks.ids;

  it('turns yesterday charts into today charts through entries, moves and exits', () => {
    const day = world.day;
    const events = world.truth.list({
      from: day,
      to: day,
      kinds: ['chart_entry', 'chart_move', 'chart_exit'],
    });
    const kinds = new Set(events.map((event) => event.kind));
    expect(kinds).toEqual(new Set(['chart_entry', 'chart_move', 'chart_exit']));
    for (const chart of CHARTS) {
      const positions = new Map<string, number>();
      world.state.history[day - 1]!.charts[chart.index]!.forEach((t, k) => {
        positions.set(ids[t]!, k + 1);
      });
      const cityId = chart.cityIndex === undefined ? null : CITIES[chart.cityIndex]!.id;
      for (const event of events) {
        if (
          event.kind !== 'chart_entry' &&
          event.kind !== 'chart_move' &&
          event.kind !== 'chart_exit'
        )
          continue;
        if (
          event.source !== chart.source ||
          event.country !== chart.country ||
          event.city_id !== cityId
        )
          continue;
        expect(positions.get(event.track_id) ?? null).toBe(event.previous);
        if (event.position === null) positions.delete(event.track_id);
        else positions.set(event.track_id, event.position);
      }
      const today = Array.from(world.state.history[day]!.charts[chart.index]!, (t) => ids[t]!);
      const rebuilt = [...positions].sort((a, b) => a[1] - b[1]).map(([id]) => id);
      expect(rebuilt).toEqual(today);
    }
  });

  it('lists each station spin with a time on its day, 50 to 300 a station', () => {
    const spins = world.truth.list({ from: 2, to: 2, kinds: ['radio_spin'] });
    let total = 0;
    world.state.stations.forEach((_, s) => {
      const count = stationSpins(world.state, s, 2).length;
      expect(count).toBeGreaterThanOrEqual(50);
      expect(count).toBeLessThanOrEqual(300);
      total += count;
    });
    expect(spins).toHaveLength(total);
    for (const spin of spins.slice(0, 500)) {
      if (spin.kind === 'radio_spin') expect(spin.played_at.startsWith('2026-01-03T')).toBe(true);
    }
  });

  it('announces concerts in the future and is the same when read twice', () => {
    const concerts = world.truth.list({ kinds: ['concert_announced'] });
    expect(concerts.length).toBeGreaterThan(0);
    for (const concert of concerts) {
      if (concert.kind === 'concert_announced')
        expect(concert.event_date > concert.date).toBe(true);
    }
    expect(world.truth.list({ kinds: ['concert_announced'] })).toEqual(concerts);
  });

  it('starts at day 1 and stops at the current day', () => {
    const days = new Set(
      world.truth.list({ kinds: ['playlist_add', 'dj_support'] }).map((e) => e.day),
    );
    expect([...days].sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
