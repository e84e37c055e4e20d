import { describe, expect, it } from 'vitest';
import { dateOfDay, dayOfDate, EPOCH_MS, timestampOf } from './dates';

const reference = (day: number, second: number) =>
  `${new Date(EPOCH_MS + day * 86_400_000 + second * 1000).toISOString().slice(0, 19)}Z`;

describe('world dates', () => {
  it('prints timestamps as the Date API does, across days, leap years and negative seconds', () => {
    expect(timestampOf(0, 0)).toBe('2026-01-01T00:00:00Z');
    expect(timestampOf(0, 86_399)).toBe('2026-01-01T23:59:59Z');
    expect(timestampOf(0, 86_400)).toBe('2026-01-02T00:00:00Z');
    expect(timestampOf(0, -1)).toBe('2025-12-31T23:59:59Z');
    expect(timestampOf(789, 3_661)).toBe('2028-02-29T01:01:01Z');
    for (let day = -400; day < 1_200; day += 7) {
      for (const second of [0, 59, 3_599, 28_800, 43_261, 79_199, 86_399, 100_000, -5]) {
        expect(timestampOf(day, second)).toBe(reference(day, second));
      }
    }
  });

  it('converts days and dates both ways and refuses dates that do not exist', () => {
    expect(dateOfDay(58)).toBe('2026-02-28');
    expect(dayOfDate('2026-02-28')).toBe(58);
    expect(dayOfDate('2026-02-29')).toBeUndefined();
    expect(dayOfDate('26-02-28')).toBeUndefined();
  });
});
