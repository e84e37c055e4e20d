import { spawnSync } from 'node:child_process';
import {
  accessSync,
  chmodSync,
  constants,
  createReadStream,
  createWriteStream,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { createBrotliDecompress } from 'node:zlib';

// The browser the end-to-end tests drive (decision 018), in this order: CHROMIUM_PATH; a
// Chromium or Chrome of the machine; the headless Chromium that the npm package
// @sparticuz/chromium ships compressed (Linux x64), unpacked once into node_modules/.cache.

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/** Names looked up on PATH, then the usual install paths, in order. */
export const SYSTEM_CHROMIUM_NAMES = [
  'chromium',
  'chromium-browser',
  'google-chrome',
  'google-chrome-stable',
  'chrome',
];
export const SYSTEM_CHROMIUM_PATHS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/opt/google/chrome/chrome',
  '/snap/bin/chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
];

export const NO_CHROMIUM_MESSAGE =
  'No Chromium for the browser tests: install Chromium or Google Chrome (Debian: apt-get install chromium), set CHROMIUM_PATH to one, or run `npm install` on Linux x64 to get the one in @sparticuz/chromium.';

export type ChromiumSource = 'CHROMIUM_PATH' | 'system' | '@sparticuz/chromium';

export type ChromiumLocation =
  | { source: 'CHROMIUM_PATH' | 'system'; executablePath: string }
  /** The package's folder of compressed files, still to unpack. */
  | { source: '@sparticuz/chromium'; binDir: string; version: string };

export interface ChromiumLookup {
  env: Record<string, string | undefined>;
  isExecutable(file: string): boolean;
  /** @sparticuz/chromium's bin folder and version if it is installed and fits this machine. */
  packageBrowser(): { binDir: string; version: string } | null;
}

/** Where the browser comes from; throws one line saying what to do when there is none. */
export function locateChromium(lookup: ChromiumLookup): ChromiumLocation {
  const configured = lookup.env.CHROMIUM_PATH;
  if (configured) {
    // Set on purpose, so a wrong one is an error rather than a silent fallback.
    if (!lookup.isExecutable(configured))
      throw new Error(`CHROMIUM_PATH=${configured} is not an executable file.`);
    return { source: 'CHROMIUM_PATH', executablePath: configured };
  }
  const onPath = (lookup.env.PATH ?? '').split(path.delimiter).filter(Boolean);
  const candidates = [
    ...SYSTEM_CHROMIUM_NAMES.flatMap((name) => onPath.map((dir) => path.join(dir, name))),
    ...SYSTEM_CHROMIUM_PATHS,
  ];
  const system = candidates.find((file) => lookup.isExecutable(file));
  if (system) return { source: 'system', executablePath: system };
  const packaged = lookup.packageBrowser();
  if (packaged) return { source: '@sparticuz/chromium', ...packaged };
  throw new Error(NO_CHROMIUM_MESSAGE);
}

export function isExecutable(file: string) {
  try {
    accessSync(file, constants.X_OK);
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

export function packageBrowser() {
  // The package ships only the Linux x64 build.
  if (process.platform !== 'linux' || process.arch !== 'x64') return null;
  let entry: string;
  try {
    entry = createRequire(import.meta.url).resolve('@sparticuz/chromium');
  } catch {
    return null;
  }
  // .../@sparticuz/chromium/build/cjs/index.cjs
  const packageDir = path.resolve(path.dirname(entry), '..', '..');
  const binDir = path.join(packageDir, 'bin');
  if (!existsSync(path.join(binDir, 'chromium.br'))) return null;
  const { version } = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {
    version: string;
  };
  return { binDir, version };
}

export interface Chromium {
  source: ChromiumSource;
  executablePath: string;
  /** Variables the browser process needs on top of ours. */
  env: Record<string, string>;
}

async function unbrotli(file: string, to: string) {
  await pipeline(createReadStream(file), createBrotliDecompress(), createWriteStream(to));
}

function untar(archive: string, into: string) {
  mkdirSync(into, { recursive: true });
  const result = spawnSync('tar', ['-xf', archive, '-C', into], { encoding: 'utf8' });
  if (result.status !== 0)
    throw new Error(`tar could not unpack ${archive}: ${result.stderr || result.error}`);
  rmSync(archive);
}

/**
 * Unpacks the package's browser, with the NSS and expat libraries it links (so a machine
 * without them can run it) and its fonts, into a folder named by the package's version. It is
 * built aside and renamed into place, so an interrupted unpack is never taken for a finished one.
 */
async function unpack(binDir: string, version: string): Promise<string> {
  const cacheDir = path.join(ROOT, 'node_modules', '.cache', 'songstats-chromium');
  const target = path.join(cacheDir, version);
  if (existsSync(path.join(target, 'chromium'))) return target;
  const building = `${target}.${process.pid}.tmp`;
  rmSync(building, { recursive: true, force: true });
  mkdirSync(building, { recursive: true });
  try {
    await unbrotli(path.join(binDir, 'chromium.br'), path.join(building, 'chromium'));
    await unbrotli(path.join(binDir, 'al2023.tar.br'), path.join(building, 'al2023.tar'));
    await unbrotli(path.join(binDir, 'fonts.tar.br'), path.join(building, 'fonts.tar'));
    untar(path.join(building, 'al2023.tar'), building);
    untar(path.join(building, 'fonts.tar'), path.join(building, 'fonts'));
    // The package's fonts.conf names Lambda's folders; ours adds its fonts to the machine's.
    writeFileSync(
      path.join(building, 'fonts', 'fonts.conf'),
      `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
  <dir>${path.join(target, 'fonts', 'fonts')}</dir>
  <cachedir>${path.join(target, 'fonts-cache')}</cachedir>
</fontconfig>
`,
    );
    chmodSync(path.join(building, 'chromium'), 0o755);
    try {
      renameSync(building, target);
    } catch (error) {
      // Another process unpacked it first.
      if (!existsSync(path.join(target, 'chromium'))) throw error;
    }
  } finally {
    rmSync(building, { recursive: true, force: true });
  }
  return target;
}

/** The browser for the end-to-end tests, unpacked if it comes from the package. */
export async function findChromium(
  env: Record<string, string | undefined> = process.env,
  machine: Omit<ChromiumLookup, 'env'> = { isExecutable, packageBrowser },
): Promise<Chromium> {
  const location = locateChromium({ env, ...machine });
  if (location.source !== '@sparticuz/chromium') return { ...location, env: {} };
  const dir = await unpack(location.binDir, location.version);
  return {
    source: location.source,
    executablePath: path.join(dir, 'chromium'),
    env: {
      LD_LIBRARY_PATH: [path.join(dir, 'lib'), env.LD_LIBRARY_PATH].filter(Boolean).join(':'),
      FONTCONFIG_PATH: path.join(dir, 'fonts'),
    },
  };
}
