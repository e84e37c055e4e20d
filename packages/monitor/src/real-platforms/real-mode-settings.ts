import { z } from 'zod';

/** What the monitor watches: the demo world, the real platforms, or both (decision 054). */
export type MonitorSources = 'world' | 'real' | 'both';

export interface RealModeSettings {
  sources: MonitorSources;
  /**
   * The hour (UTC, 0-23) of the real day from which each real platform runs its daily job, once
   * a day: the platforms' figures of a day are dated with the real date, never the world's.
   */
  hourUtc: number;
}

const ZRealModeSettings = z.object({
  MONITOR_SOURCES: z
    .enum(['world', 'real', 'both'], {
      error: 'MONITOR_SOURCES must be world, real or both',
    })
    .default('world'),
  REAL_PLATFORMS_HOUR: z.coerce
    .number({ error: 'REAL_PLATFORMS_HOUR must be an hour from 0 to 23' })
    .int('REAL_PLATFORMS_HOUR must be an hour from 0 to 23')
    .min(0, 'REAL_PLATFORMS_HOUR must be an hour from 0 to 23')
    .max(23, 'REAL_PLATFORMS_HOUR must be an hour from 0 to 23')
    .default(6),
});

/** Empty values count as unset; a value that does not parse throws with a readable message. */
export function readRealModeSettings(
  environment: Readonly<Record<string, string | undefined>>,
): RealModeSettings {
  const present = {
    MONITOR_SOURCES: environment.MONITOR_SOURCES?.trim().toLowerCase() || undefined,
    REAL_PLATFORMS_HOUR: environment.REAL_PLATFORMS_HOUR?.trim() || undefined,
  };
  const parsed = ZRealModeSettings.safeParse(present);
  if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? 'bad settings');
  return { sources: parsed.data.MONITOR_SOURCES, hourUtc: parsed.data.REAL_PLATFORMS_HOUR };
}

export const watchesWorld = (settings: RealModeSettings) => settings.sources !== 'real';
export const watchesRealPlatforms = (settings: RealModeSettings) => settings.sources !== 'world';

/** The real calendar's day (UTC) at `now`: what real figures are dated with. */
export const realDay = (now: number) => new Date(now).toISOString().slice(0, 10);

/** Whether the daily real run is due at `now`: from `hourUtc` of the real day on. */
export const realRunDue = (settings: RealModeSettings, now: number) =>
  new Date(now).getUTCHours() >= settings.hourUtc;
