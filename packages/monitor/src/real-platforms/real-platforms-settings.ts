import { z } from 'zod';
import { type SelectedConnectors, selectConnectors } from '../connectors/select-connectors';
import type { MonitorLog } from '../context';

const ZRealPlatformsSettings = z.object({
  REAL_PLATFORMS_LOOKUPS_PER_CYCLE: z.coerce.number().int().positive().default(500),
  REAL_PLATFORMS_RETRY_MISSES_DAYS: z.coerce.number().int().positive().default(30),
});

export interface RealPlatformsSettings {
  lookUpsPerCycle: number;
  retryMissesAfterDays: number;
}

type Environment = Readonly<Record<string, string | undefined>>;

/** Empty values count as unset, as for the connectors' own variables. */
export function readRealPlatformsSettings(environment: Environment): RealPlatformsSettings {
  const present = Object.fromEntries(
    Object.entries(environment).filter(([name, value]) => name.startsWith('REAL_') && value),
  );
  const parsed = ZRealPlatformsSettings.parse(present);
  return {
    lookUpsPerCycle: parsed.REAL_PLATFORMS_LOOKUPS_PER_CYCLE,
    retryMissesAfterDays: parsed.REAL_PLATFORMS_RETRY_MISSES_DAYS,
  };
}

let configured: { connectors: SelectedConnectors; settings: RealPlatformsSettings } | undefined;

/**
 * The connectors and settings of process.env, built once per process: the Spotify token and the
 * MusicBrainz rate limiter live in the clients and must outlast a cycle. A configuration that
 * does not parse turns the real platforms off with a warning rather than failing every cycle
 * after the demo jobs have run.
 */
export function configuredRealPlatforms(log: MonitorLog) {
  if (!configured) {
    try {
      configured = {
        connectors: selectConnectors(process.env),
        settings: readRealPlatformsSettings(process.env),
      };
    } catch (error) {
      configured = {
        connectors: { enabled: [], warnings: [`real platforms off: ${(error as Error).message}`] },
        settings: readRealPlatformsSettings({}),
      };
    }
    for (const warning of configured.connectors.warnings) log.warn(warning);
  }
  return configured;
}
