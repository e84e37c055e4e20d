import { describe, expect, it } from 'vitest';
import {
  readRealModeSettings,
  realDay,
  realRunDue,
  watchesRealPlatforms,
  watchesWorld,
} from './real-mode-settings';

describe('readRealModeSettings (MONITOR_SOURCES, REAL_PLATFORMS_HOUR)', () => {
  it('watches the demo world only by default, from 6 UTC', () => {
    const settings = readRealModeSettings({});
    expect(settings).toEqual({ sources: 'world', hourUtc: 6 });
    expect([watchesWorld(settings), watchesRealPlatforms(settings)]).toEqual([true, false]);
    // Empty values count as unset.
    expect(readRealModeSettings({ MONITOR_SOURCES: '', REAL_PLATFORMS_HOUR: ' ' })).toEqual(
      settings,
    );
  });

  it('reads real, both and an hour', () => {
    const real = readRealModeSettings({ MONITOR_SOURCES: 'Real', REAL_PLATFORMS_HOUR: '0' });
    expect(real).toEqual({ sources: 'real', hourUtc: 0 });
    expect([watchesWorld(real), watchesRealPlatforms(real)]).toEqual([false, true]);
    const both = readRealModeSettings({ MONITOR_SOURCES: 'both', REAL_PLATFORMS_HOUR: '23' });
    expect([watchesWorld(both), watchesRealPlatforms(both)]).toEqual([true, true]);
  });

  it('refuses what does not parse with a readable message', () => {
    expect(() => readRealModeSettings({ MONITOR_SOURCES: 'spotify' })).toThrow(
      'MONITOR_SOURCES must be world, real or both',
    );
    for (const hour of ['24', '-1', '6.5', 'six']) {
      expect(() => readRealModeSettings({ REAL_PLATFORMS_HOUR: hour })).toThrow(
        'REAL_PLATFORMS_HOUR must be an hour from 0 to 23',
      );
    }
  });

  it('dates real figures with the real UTC day, due from the hour on', () => {
    const settings = readRealModeSettings({ REAL_PLATFORMS_HOUR: '6' });
    const at = (iso: string) => Date.parse(iso);
    expect(realDay(at('2026-11-26T23:59:59Z'))).toBe('2026-11-26');
    expect(realRunDue(settings, at('2026-11-26T05:59:59Z'))).toBe(false);
    expect(realRunDue(settings, at('2026-11-26T06:00:00Z'))).toBe(true);
  });
});
