import { describe, expect, it } from 'vitest';
import { crossedMilestones } from './milestones';

describe('milestones', () => {
  it.each([
    [999, 1_000, [1_000]],
    [950_000, 1_200_000, [1_000_000]],
    [900, 12_000, [1_000, 10_000]],
    [1_000, 5_000, []],
    [null, 2_000_000, []],
    [5_000, 4_000, []],
  ])('from %s to %s crosses %j', (before, after, expected) => {
    expect(crossedMilestones(before, after)).toEqual(expected);
  });

  it('follows a configured ladder', () => {
    expect(crossedMilestones(40, 60, [50, 100])).toEqual([50]);
  });
});
