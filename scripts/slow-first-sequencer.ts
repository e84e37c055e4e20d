import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that take minutes (most run the demo world through the monitor for weeks of days),
 * longest first: started first, so that on a clean clone, where Vitest has no timings yet, none
 * of them starts last and leaves the other worker idle at the end (up to 8 minutes of a CI run).
 */
export const SLOW_TEST_FILES = [
  'packages/monitor/src/fidelity.test.ts',
  'apps/server/src/embedded/demo-world-catch-up.test.ts',
  'packages/monitor/src/why-it-moved.test.ts',
  'packages/monitor/src/crash.test.ts',
  'packages/monitor/src/catch-up.test.ts',
  // a minute or less each (docs/benchmarks.md, "Test suite")
  'apps/server/src/routes/subscriptions/billing-schedule.test.ts',
  'packages/monitor/src/playlist-health.test.ts',
  'packages/monitor/src/creator-posts/audience-quality.test.ts',
];

const rank = (spec: TestSpecification) => {
  const at = SLOW_TEST_FILES.findIndex((file) => spec.moduleId.endsWith(file));
  return at === -1 ? SLOW_TEST_FILES.length : at;
};

export default class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // Array.prototype.sort is stable: the rest keep Vitest's order (its timings once it has them).
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}
