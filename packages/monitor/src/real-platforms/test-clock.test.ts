import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  readRealPlatformsTestHooks,
  TEST_CLOCK_VARIABLE,
  TEST_POLL_VARIABLE,
  testClockRefused,
} from './test-clock';

const folder = mkdtempSync(path.join(tmpdir(), 'test-clock-'));
const file = path.join(folder, 'clock');
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('the real platforms test clock (decision 065)', () => {
  it('is nothing when unset, in every mode', () => {
    expect(readRealPlatformsTestHooks({ NODE_ENV: 'production' })).toEqual({});
    expect(
      readRealPlatformsTestHooks({ [TEST_CLOCK_VARIABLE]: ' ', NODE_ENV: 'production' }),
    ).toEqual({});
  });

  it('is refused in production, in development and without NODE_ENV', () => {
    for (const NODE_ENV of ['production', 'development', undefined]) {
      expect(() => readRealPlatformsTestHooks({ [TEST_CLOCK_VARIABLE]: file, NODE_ENV })).toThrow(
        testClockRefused(TEST_CLOCK_VARIABLE),
      );
      expect(() => readRealPlatformsTestHooks({ [TEST_POLL_VARIABLE]: '200', NODE_ENV })).toThrow(
        testClockRefused(TEST_POLL_VARIABLE),
      );
    }
  });

  it('runs on from the instant written, and moves when another is written', async () => {
    writeFileSync(file, '2026-11-26T07:00:00Z\n');
    const hooks = readRealPlatformsTestHooks({
      [TEST_CLOCK_VARIABLE]: file,
      [TEST_POLL_VARIABLE]: '200',
      NODE_ENV: 'test',
    });
    expect(hooks.pollMs).toBe(200);
    const first = hooks.now!();
    expect(first - Date.parse('2026-11-26T07:00:00Z')).toBeLessThan(1000);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(hooks.now!()).toBeGreaterThan(first);
    writeFileSync(file, '2026-11-27T06:30:00Z');
    expect(new Date(hooks.now!()).toISOString().slice(0, 13)).toBe('2026-11-27T06');
    writeFileSync(file, 'tomorrow');
    expect(() => hooks.now!()).toThrow('must hold an ISO instant');
  });

  it('refuses a poll that is not a whole number of ms', () => {
    expect(() =>
      readRealPlatformsTestHooks({ [TEST_POLL_VARIABLE]: 'fast', NODE_ENV: 'test' }),
    ).toThrow(`${TEST_POLL_VARIABLE} must be a whole number of ms from 10, got "fast"`);
  });
});
