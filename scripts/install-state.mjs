// Whether node_modules holds what package-lock.json lists (issue 20). Plain JavaScript: `npm
// start` asks before anything is installed.
//
// npm writes its record of the installed tree, node_modules/.package-lock.json, as the last step
// of an install that finished. An interrupted install leaves folders without it, some of them
// half unpacked (no package.json), and a plain `npm install` over them fails or leaves them so.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

function readPackages(file) {
  return JSON.parse(readFileSync(file, 'utf8')).packages ?? {};
}

/**
 * 'missing': nothing installed; 'incomplete': an install that did not finish, or a package
 * folder gone since; 'outdated': the last finished install was of another lockfile; 'complete'.
 * @param {string} root the folder of package-lock.json
 * @returns {{ state: 'missing' | 'incomplete' | 'outdated' | 'complete', reason: string }}
 */
export function installState(root) {
  const modules = path.join(root, 'node_modules');
  if (!existsSync(modules)) return { state: 'missing', reason: 'no node_modules' };
  const recordFile = path.join(modules, '.package-lock.json');
  if (!existsSync(recordFile))
    return { state: 'incomplete', reason: 'no record of a finished install in node_modules' };
  const locked = readPackages(path.join(root, 'package-lock.json'));
  const installed = readPackages(recordFile);
  for (const [key, entry] of Object.entries(locked)) {
    if (!key.includes('node_modules/')) continue;
    const got = installed[key];
    // Optional packages for other platforms are never installed.
    if (!got && entry.optional) continue;
    if (!got || got.version !== entry.version || got.resolved !== entry.resolved)
      return { state: 'outdated', reason: `${key} differs from package-lock.json` };
  }
  for (const key of Object.keys(installed)) {
    if (key.includes('node_modules/') && !locked[key])
      return { state: 'outdated', reason: `${key} is not in package-lock.json` };
  }
  for (const key of Object.keys(installed)) {
    if (key.includes('node_modules/') && !existsSync(path.join(root, key, 'package.json')))
      return { state: 'incomplete', reason: `${key} is missing` };
  }
  return { state: 'complete', reason: 'node_modules matches package-lock.json' };
}

/** Before an install over node_modules: an interruption then shows as 'incomplete'. */
export function forgetInstall(root) {
  rmSync(path.join(root, 'node_modules', '.package-lock.json'), { force: true });
}

/** Removes node_modules, and the workspaces' own, so the next install starts from nothing. */
export function removeInstall(root) {
  const workspaces = Object.keys(readPackages(path.join(root, 'package-lock.json'))).filter(
    (key) => key !== '' && !key.includes('node_modules/'),
  );
  for (const dir of ['', ...workspaces]) {
    const modules = path.join(root, dir, 'node_modules');
    if (existsSync(modules)) rmSync(modules, { recursive: true, force: true });
  }
}
