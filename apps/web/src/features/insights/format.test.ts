import { describe, expect, it } from 'vitest';
import { formatDay } from './format';

describe('formatDay', () => {
  it('shows a day as 22 Nov 2026, and an unknown one (a platform without add dates) as a dash', () => {
    expect(formatDay('2026-11-22')).toBe('22 Nov 2026');
    expect(formatDay(null)).toBe('–');
  });
});
