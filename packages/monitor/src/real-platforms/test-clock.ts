import { readFileSync } from 'node:fs';

/**
 * Tests only (decision 065): a file holding an instant (ISO 8601) that the real platforms'
 * schedule reads as "now", running on from it; writing another instant moves the real day. A
 * server or monitor started with it outside NODE_ENV=test refuses to start.
 */
export const TEST_CLOCK_VARIABLE = 'REAL_PLATFORMS_TEST_CLOCK_FILE';
/** Tests only: the schedule's round every this many ms instead of 30 s. */
export const TEST_POLL_VARIABLE = 'REAL_PLATFORMS_TEST_POLL_MS';

export const testClockRefused = (name: string) =>
  `${name} moves the real platforms' clock and schedule for tests only; it is refused unless NODE_ENV=test`;

export interface RealPlatformsTestHooks {
  now?: () => number;
  pollMs?: number;
}

/**
 * The test-only hooks of `environment`: none when unset; an error when set and NODE_ENV is not
 * `test`, so a production installation never runs on a moved clock.
 */
export function readRealPlatformsTestHooks(
  environment: Readonly<Record<string, string | undefined>>,
): RealPlatformsTestHooks {
  const file = environment[TEST_CLOCK_VARIABLE]?.trim() || undefined;
  const poll = environment[TEST_POLL_VARIABLE]?.trim() || undefined;
  if (!file && !poll) return {};
  if (environment.NODE_ENV !== 'test') {
    throw new Error(testClockRefused(file ? TEST_CLOCK_VARIABLE : TEST_POLL_VARIABLE));
  }
  const hooks: RealPlatformsTestHooks = {};
  if (poll) {
    const pollMs = Number(poll);
    if (!Number.isInteger(pollMs) || pollMs < 10) {
      throw new Error(`${TEST_POLL_VARIABLE} must be a whole number of ms from 10, got "${poll}"`);
    }
    hooks.pollMs = pollMs;
  }
  if (file) {
    // The clock runs on from the instant written, from the moment it was first read.
    let seen = { text: '', at: 0, instant: 0 };
    hooks.now = () => {
      const text = readFileSync(file, 'utf8').trim();
      if (text !== seen.text) {
        const instant = Date.parse(text);
        if (Number.isNaN(instant)) throw new Error(`${file} must hold an ISO instant`);
        seen = { text, at: Date.now(), instant };
      }
      return seen.instant + (Date.now() - seen.at);
    };
  }
  return hooks;
}
