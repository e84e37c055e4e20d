import { describe, expect, it } from 'vitest';
import { TRACK_METRICS, type TrackSource } from '../model/markets';
import { createWorld } from '../world';

describe('counters', () => {
  const world = createWorld({ seed: 21, scale: 0.03, days: 30 });
  const ids = world.state.tracks.ids;

  it('never decrease for any _total metric', () => {
    for (const source of Object.keys(TRACK_METRICS) as TrackSource[]) {
      for (let t = 0; t < ids.length; t += 3) {
        let previous: Record<string, number> = {};
        for (let day = 0; day <= world.day; day++) {
          const counters = world.counters(source, ids[t]!, day);
          for (const [metric, value] of Object.entries(counters)) {
            if (metric.endsWith('_total'))
              expect(value).toBeGreaterThanOrEqual(previous[metric] ?? 0);
          }
          previous = counters;
        }
      }
    }
  });

  it('are zero before a release and grow after it', () => {
    const released = world.truth.list({ kinds: ['track_released'] })[0]!;
    expect(world.counters('spotify', released.track_id, released.day - 1)).toEqual({});
    const later = world.counters('spotify', released.track_id, world.day);
    expect(later.streams_total!).toBeGreaterThan(0);
  });

  it('count DJ supports exactly as the truth log lists them', () => {
    const supports = new Map<string, number>();
    for (const event of world.truth.events({ from: 0, kinds: ['dj_support'] })) {
      supports.set(event.track_id, (supports.get(event.track_id) ?? 0) + 1);
    }
    // Day 0's sets are part of the initial state, not the change log.
    for (const t of world.state.history[0]!.tracklists.tracks) {
      const id = ids[t]!;
      supports.set(id, (supports.get(id) ?? 0) + 1);
    }
    expect(supports.size).toBeGreaterThan(0);
    for (const [id, count] of supports) {
      expect(world.counters('1001tracklists', id).total_support_total).toBe(count);
    }
  });

  it('make breakout tracks accelerate', () => {
    const bigger = createWorld({ seed: 21, scale: 0.2, days: 30 });
    const { tracks } = bigger.state;
    let found = false;
    for (let t = 0; t < tracks.length && !found; t++) {
      const start = tracks.breakoutDay[t]!;
      if (start < 1 || start > bigger.day - 15) continue;
      const daily = (day: number) =>
        bigger.counters('spotify', tracks.ids[t]!, day).streams_total! -
        bigger.counters('spotify', tracks.ids[t]!, day - 1).streams_total!;
      expect(daily(start + 14)).toBeGreaterThan(daily(start - 1) * 3);
      found = true;
    }
    expect(found).toBe(true);
  });
});
