import { NO_BREAKOUT, type TrackTable } from '../model/track-table';

// Daily Spotify streams of a track at time t (days, fractional allowed):
//   base * (1 + LAUNCH * e^(-age / LAUNCH_DAYS))       the release bump, then a steady level
// + peak * ramp(t - breakoutDay)                        a breakout: linear rise, then slow decay
// Both terms integrate in closed form, so totals for any day cost O(1) and never decrease.
const LAUNCH = 2.5;
const LAUNCH_DAYS = 18;
const RAMP_DAYS = 14;
const DECAY_DAYS = 75;

function breakoutRate(x: number): number {
  if (x <= 0) return 0;
  if (x < RAMP_DAYS) return x / RAMP_DAYS;
  return Math.exp(-(x - RAMP_DAYS) / DECAY_DAYS);
}

function breakoutIntegral(x: number): number {
  if (x <= 0) return 0;
  if (x < RAMP_DAYS) return (x * x) / (2 * RAMP_DAYS);
  return RAMP_DAYS / 2 + DECAY_DAYS * (1 - Math.exp(-(x - RAMP_DAYS) / DECAY_DAYS));
}

export function dailyStreams(tracks: TrackTable, index: number, time: number): number {
  const age = time - tracks.releaseDay[index]!;
  if (age < 0) return 0;
  const base = tracks.base[index]! * (1 + LAUNCH * Math.exp(-age / LAUNCH_DAYS));
  const breakoutDay = tracks.breakoutDay[index]!;
  if (breakoutDay === NO_BREAKOUT) return base;
  return base + tracks.breakoutPeak[index]! * breakoutRate(time - breakoutDay);
}

/** All-time streams at time t: the integral of dailyStreams from release to t. */
export function cumulativeStreams(tracks: TrackTable, index: number, time: number): number {
  const release = tracks.releaseDay[index]!;
  const age = time - release;
  if (age <= 0) return 0;
  let total =
    tracks.base[index]! * (age + LAUNCH * LAUNCH_DAYS * (1 - Math.exp(-age / LAUNCH_DAYS)));
  const breakoutDay = tracks.breakoutDay[index]!;
  if (breakoutDay !== NO_BREAKOUT) {
    // Only the part of the breakout after release counts.
    const start = Math.max(breakoutDay, release);
    total +=
      tracks.breakoutPeak[index]! *
      (breakoutIntegral(time - breakoutDay) - breakoutIntegral(start - breakoutDay));
  }
  return total;
}

export function isBreakingOut(tracks: TrackTable, index: number, time: number): boolean {
  const x = time - tracks.breakoutDay[index]!;
  return x > 0 && x < RAMP_DAYS + DECAY_DAYS;
}
