import type { SelectedConnectors } from '../connectors/select-connectors';
import { finishAccountSetups } from './account-setup';
import type { PlatformJobContext } from './platform-result';
import {
  type RealModeSettings,
  readRealModeSettings,
  realDay,
  realRunDue,
  watchesRealPlatforms,
} from './real-mode-settings';
import { configuredRealPlatforms, type RealPlatformsSettings } from './real-platforms-settings';
import { type RealPlatformsResult, refreshRealPlatforms } from './refresh-real-platforms';
import { readRealPlatformsTestHooks } from './test-clock';

export interface RealScheduleOptions {
  mode?: RealModeSettings;
  connectors?: SelectedConnectors;
  settings?: RealPlatformsSettings;
  /** The real clock; tests move it a day. */
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

function resolve(context: PlatformJobContext, options: RealScheduleOptions) {
  const fromEnvironment =
    options.connectors && options.settings ? undefined : configuredRealPlatforms(context.log);
  return {
    mode: options.mode ?? readRealModeSettings(process.env),
    connectors: options.connectors ?? fromEnvironment!.connectors,
    settings: options.settings ?? fromEnvironment!.settings,
    now: options.now ?? Date.now,
  };
}

/**
 * The real platforms' daily run (decision 054): on the real calendar, never the demo world's
 * date; once a day per platform, from `REAL_PLATFORMS_HOUR` (UTC). Before that hour, on a day a
 * platform ran already, or with MONITOR_SOURCES=world, nothing is asked.
 */
export async function runRealPlatformsDay(
  context: PlatformJobContext,
  options: RealScheduleOptions = {},
): Promise<RealPlatformsResult> {
  const { mode, connectors, settings, now } = resolve(context, options);
  if (!watchesRealPlatforms(mode) || !realRunDue(mode, now())) return {};
  return refreshRealPlatforms(context, realDay(now()), {
    connectors,
    settings,
    now,
    oncePerDay: true,
    ...(options.sleep ? { sleep: options.sleep } : {}),
  });
}

/** One round of the real schedule: profiles being set up first, then the day's run if due. */
export async function realPlatformsTick(
  context: PlatformJobContext,
  options: RealScheduleOptions = {},
) {
  const { mode, connectors, settings, now } = resolve(context, options);
  const setups = await finishAccountSetups(context, {
    connectors,
    settings,
    realPlatforms: watchesRealPlatforms(mode),
    dailyRunDue: realRunDue(mode, now()),
    now,
    ...(options.sleep ? { sleep: options.sleep } : {}),
  });
  const day = await runRealPlatformsDay(context, { ...options, mode, connectors, settings, now });
  return { setups, day };
}

export interface RealPlatformsLoop {
  stop(): Promise<void>;
}

/**
 * Runs `realPlatformsTick` now and every `pollMs` (30 s by default): a profile added by a link
 * is set up within that, and each platform's daily run starts within it of its hour. A failed
 * round is logged and the next one tries again.
 */
export function startRealPlatformsLoop(
  context: PlatformJobContext,
  given: RealScheduleOptions & { pollMs?: number } = {},
): RealPlatformsLoop {
  // Tests only (decision 065): a moved clock and a faster round, refused unless NODE_ENV=test.
  const options = { ...readRealPlatformsTestHooks(process.env), ...given };
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();
  async function tick() {
    try {
      await realPlatformsTick(context, options);
    } catch (error) {
      if (!stopped) context.log.warn(`real platforms round failed: ${(error as Error).message}`);
    }
    if (!stopped)
      timer = setTimeout(() => {
        running = tick();
      }, options.pollMs ?? 30_000);
  }
  running = tick();
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
