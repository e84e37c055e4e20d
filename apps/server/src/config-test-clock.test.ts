import { TEST_CLOCK_VARIABLE, testClockRefused } from '@songstats/monitor';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

// Decision 065: the real platforms' test clock moves real dates; a production server refuses it.
describe('the real platforms test clock in the server settings', () => {
  it('stops a production server from starting', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', [TEST_CLOCK_VARIABLE]: '/tmp/clock' }),
    ).toThrow(testClockRefused(TEST_CLOCK_VARIABLE));
  });

  it('is accepted under NODE_ENV=test, and not needed anywhere', () => {
    expect(loadConfig({ NODE_ENV: 'test', [TEST_CLOCK_VARIABLE]: '/tmp/clock' }).host).toBe(
      '127.0.0.1',
    );
    expect(loadConfig({ NODE_ENV: 'production' }).host).toBe('127.0.0.1');
  });
});
