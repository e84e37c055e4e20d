// `npm run build`: the web app (vite build) and its pre-rendered public pages
// (scripts/prerender-web.ts). A build that finished on a clean checkout is stamped with the
// commit it is of; on the same clean commit it is not built again. CI's second `npm test` (on
// PostgreSQL) so reuses the first one's build: the build does not depend on the database.
// Any change in the checkout (modified or untracked files), another commit or another Node, or a
// build without its pre-rendered pages, builds again.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const STAMP_FILE = '.build-of';

/**
 * What a build of this checkout is stamped with: its commit and Node's version; null when the
 * checkout has changes or is no git checkout (then every build is a new one).
 * @param {string} root
 * @returns {string | null}
 */
export function checkoutStamp(root) {
  const git = (...args) =>
    execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  try {
    if (git('status', '--porcelain', '--untracked-files=normal').trim() !== '') return null;
    return `${git('rev-parse', 'HEAD').trim()} node ${process.version}\n`;
  } catch {
    return null;
  }
}

/**
 * Whether `dist` holds a finished build (with its pre-rendered pages) of this checkout.
 * @param {string} dist
 * @param {string | null} stamp
 */
export function isBuildCurrent(dist, stamp) {
  if (stamp === null) return false;
  const stampFile = path.join(dist, STAMP_FILE);
  if (!existsSync(stampFile) || !existsSync(path.join(dist, 'prerendered.json'))) return false;
  return readFileSync(stampFile, 'utf8') === stamp;
}

/** @param {string} dist @param {string | null} stamp */
export function stampBuild(dist, stamp) {
  if (stamp !== null && existsSync(path.join(dist, 'prerendered.json')))
    writeFileSync(path.join(dist, STAMP_FILE), stamp);
}

function run(command, args, root) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const dist = path.join(root, 'apps', 'web', 'dist');
  const stamp = checkoutStamp(root);
  if (isBuildCurrent(dist, stamp)) {
    console.info(
      `build: apps/web/dist is already the build of ${stamp.split(' ')[0]}; not built again`,
    );
    process.exit(0);
  }
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  // vite empties dist first, so a build that stops halfway leaves no stamp.
  run(npm, ['run', 'build', '--workspace', 'apps/web'], root);
  run(
    path.join(root, 'node_modules', '.bin', 'tsx'),
    [path.join(root, 'scripts', 'prerender-web.ts')],
    root,
  );
  stampBuild(dist, stamp);
}
