import { describe, expect, it } from 'vitest';
import { formatDay } from './format';

describe('formatDay', () => {
  it('shows a day as 22 Nov 2026, and an unknown one (a platform without add dates) as a dash', () => {
    expect(formatDay('2026-11-22')).toBe('22 Nov 2026');
    expect(formatDay(null)).toBe('–');
  });

  it('formats each day as toLocaleDateString did, with one formatter for all (issue 29)', () => {
    const days = ['2026-01-01', '2026-02-28', '2024-02-29', '1999-12-31', '2026-07-04T23:59:59Z'];
    expect(days.map(formatDay)).toEqual([
      '1 Jan 2026',
      '28 Feb 2026',
      '29 Feb 2024',
      '31 Dec 1999',
      '4 Jul 2026',
    ]);
    for (const day of days) {
      expect(formatDay(day)).toBe(
        new Date(`${day.slice(0, 10)}T00:00:00Z`).toLocaleDateString('en-GB', {
          day: 'numeric',
          month: 'short',
          year: 'numeric',
          timeZone: 'UTC',
        }),
      );
    }
    // Not a day: shown as it came.
    expect(formatDay('soon')).toBe('soon');
  });
});
