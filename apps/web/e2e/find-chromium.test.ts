import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  type ChromiumLookup,
  findChromium,
  isExecutable,
  locateChromium,
  NO_CHROMIUM_MESSAGE,
  packageBrowser,
} from './find-chromium';

// Issue 20: `npm test` must find or bring its own browser (decision 018).

const PACKAGED = { binDir: '/pkg/bin', version: '143.0.4' };

function lookup(
  executables: string[],
  env: ChromiumLookup['env'] = {},
  packaged: ChromiumLookup['packageBrowser'] = () => PACKAGED,
): ChromiumLookup {
  return { env, isExecutable: (file) => executables.includes(file), packageBrowser: packaged };
}

describe('where the browser tests find Chromium', () => {
  it('takes CHROMIUM_PATH first, before a system Chromium and the package', () => {
    expect(
      locateChromium(
        lookup(['/custom/chrome', '/usr/bin/chromium'], {
          CHROMIUM_PATH: '/custom/chrome',
          PATH: '/usr/bin',
        }),
      ),
    ).toEqual({ source: 'CHROMIUM_PATH', executablePath: '/custom/chrome' });
  });

  it('says so when CHROMIUM_PATH names no executable, rather than using another', () => {
    expect(() =>
      locateChromium(lookup(['/usr/bin/chromium'], { CHROMIUM_PATH: '/nonexistent' })),
    ).toThrow('CHROMIUM_PATH=/nonexistent is not an executable file.');
  });

  it('takes a Chromium or Chrome on PATH next, then one at a usual path, before the package', () => {
    expect(
      locateChromium(
        lookup(['/opt/bin/google-chrome', '/usr/bin/chromium'], { PATH: '/opt/bin:/nothing' }),
      ),
    ).toEqual({ source: 'system', executablePath: '/opt/bin/google-chrome' });
    expect(locateChromium(lookup(['/usr/bin/chromium'], { PATH: '/nothing' }))).toEqual({
      source: 'system',
      executablePath: '/usr/bin/chromium',
    });
    expect(locateChromium(lookup(['/opt/google/chrome/chrome'], {}))).toEqual({
      source: 'system',
      executablePath: '/opt/google/chrome/chrome',
    });
  });

  it('takes the package last', () => {
    expect(locateChromium(lookup([], { PATH: '/usr/bin' }))).toEqual({
      source: '@sparticuz/chromium',
      ...PACKAGED,
    });
  });

  it('names what to install in one line when there is none', () => {
    expect(() => locateChromium(lookup([], { PATH: '/usr/bin' }, () => null))).toThrow(
      NO_CHROMIUM_MESSAGE,
    );
    expect(NO_CHROMIUM_MESSAGE).not.toContain('\n');
  });

  it("unpacks the package's Chromium, which then runs with the libraries it brings", async () => {
    // Only the package: neither CHROMIUM_PATH nor any system browser counts here.
    const browser = await findChromium({}, { isExecutable: () => false, packageBrowser });
    expect(browser.source).toBe('@sparticuz/chromium');
    expect(isExecutable(browser.executablePath)).toBe(true);
    const lib = browser.env.LD_LIBRARY_PATH!.split(':')[0]!;
    expect(existsSync(path.join(lib, 'libnss3.so'))).toBe(true);
    const version = spawnSync(browser.executablePath, ['--version'], {
      env: { ...process.env, ...browser.env },
      encoding: 'utf8',
    });
    expect(version.stdout).toMatch(/^Chromium 143\./);
  });
});
