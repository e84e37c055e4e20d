import { describe, expect, it } from 'vitest';
import {
  daysToReach,
  FORECAST_METHOD,
  forecastMilestone,
  forecastText,
  MILESTONE_LADDER,
  nextMilestone,
  trimmedMean,
} from './milestone-forecast';
import { dateOfDayNumber, dayNumber } from './why-it-moved';

const series = (start: number, increment: (k: number) => number, days = 40) => {
  const points = [];
  let value = start;
  for (let k = 0; k < days; k++) {
    if (k > 0) value += increment(k);
    points.push({ date: dateOfDayNumber(dayNumber('2026-08-01') + k), value });
  }
  return points;
};

describe('milestone forecasts (issue 28)', () => {
  it('the next step of the ladder', () => {
    expect(MILESTONE_LADDER[3]).toBe(1_000_000);
    expect(nextMilestone(0)).toBe(1_000);
    expect(nextMilestone(1_000)).toBe(10_000);
    expect(nextMilestone(950_000)).toBe(1_000_000);
    expect(nextMilestone(2_000_000_000)).toBeNull();
  });

  it('the rate leaves out the largest and smallest day', () => {
    expect(trimmedMean([10, 10, 10, 10, 10, 10, 500])).toBe(10);
    expect(trimmedMean([1, 3])).toBe(2);
  });

  it('says the forecast in words', () => {
    expect(forecastText(12, 8, 19)).toBe('about 12 days, 8 to 19');
    expect(forecastText(1, 1, 2)).toBe('about 1 day, 1 to 2');
  });

  it('adds up the projected daily rates, damped trend included', () => {
    expect(daysToReach(0, 100, 10, 0)).toBe(10);
    expect(daysToReach(0, 100, 10, 0.05)!).toBeLessThan(10);
    expect(daysToReach(0, 100, 10, -0.05)!).toBeGreaterThan(10);
    expect(daysToReach(0, 1e12, 1, 0)).toBeNull();
  });

  it('a steady count: the milestone when the steady rate gets there, a narrow interval', () => {
    // 990,000 + 1,000 a day (with a wobble that cancels within a week): 10,000 to go.
    const points = series(951_000, (k) => 1_000 + (k % 2 ? 100 : -100));
    const forecast = forecastMilestone(points)!;
    expect(forecast.current).toBe(points.at(-1)!.value);
    expect(forecast.milestone).toBe(1_000_000);
    expect(forecast.days).toBe(Math.ceil((1_000_000 - forecast.current) / 1_000));
    expect(forecast.low).toBeLessThanOrEqual(forecast.days);
    expect(forecast.high).toBeGreaterThanOrEqual(forecast.days);
    expect(forecast.high - forecast.low).toBeLessThanOrEqual(2);
    expect(forecast.from).toBe(points.at(-1)!.date);
    expect(forecast.date).toBe(dateOfDayNumber(dayNumber(forecast.from) + forecast.days));
    expect(forecast.text).toBe(forecastText(forecast.days, forecast.low, forecast.high));
  });

  it('a fading count: later than the last week alone says, with a wider interval', () => {
    const points = series(500_000, (k) => 20_000 * Math.exp(-k / 20) * (1 + 0.2 * Math.sin(k)));
    const forecast = forecastMilestone(points)!;
    const lastWeek = (points.at(-1)!.value - points.at(-8)!.value) / 7;
    const naive = Math.ceil((forecast.milestone - forecast.current) / lastWeek);
    expect(forecast.days).toBeGreaterThan(naive);
    expect(forecast.high - forecast.low).toBeGreaterThan(2);
  });

  it('no forecast: too young, not growing, beyond the horizon, past the ladder', () => {
    expect(forecastMilestone([])).toBeNull();
    expect(forecastMilestone(series(500_000, () => 1_000, 27))).toBeNull();
    expect(forecastMilestone(series(500_000, () => 1_000, 28))).not.toBeNull();
    expect(forecastMilestone(series(500_000, () => 0))).toBeNull();
    expect(forecastMilestone(series(2_000, () => 0.01))).toBeNull();
    expect(forecastMilestone(series(1_500_000_000, () => 1_000))).toBeNull();
    // A count growing so slowly that the horizon ends first.
    expect(FORECAST_METHOD.horizon).toBe(730);
  });
});
