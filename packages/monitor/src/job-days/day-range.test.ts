import { describe, expect, it } from 'vitest';
import { addDays, daysToRun, lastWholeDay } from './day-range';

describe('the days a per-day job owes', () => {
  it('is only today for a job that never ran', () => {
    expect(daysToRun(null, '2026-03-01', 7)).toEqual(['2026-03-01']);
  });

  it('catches up on missed days, oldest first, across a month end', () => {
    expect(daysToRun('2026-02-26', '2026-03-01', 7)).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
    ]);
  });

  it('is nothing once today is done', () => {
    expect(daysToRun('2026-03-01', '2026-03-01', 7)).toEqual([]);
  });

  it('looks back at most maxDays', () => {
    expect(daysToRun('2026-01-01', '2026-03-01', 2)).toEqual(['2026-02-28', '2026-03-01']);
  });

  it('moves dates over a leap day', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
  });
});

describe('the last whole day of the platform', () => {
  it('is its current day unless a live platform is still publishing it', () => {
    expect(lastWholeDay({ date: '2026-03-01' })).toBe('2026-03-01');
    expect(lastWholeDay({ date: '2026-03-01', day_complete: true })).toBe('2026-03-01');
    expect(lastWholeDay({ date: '2026-03-01', day_complete: false })).toBe('2026-02-28');
  });
});
