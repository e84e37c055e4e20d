import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { forgetInstall, installState, removeInstall } from './install-state.mjs';

// Issue 20: an interrupted first `npm start` left node_modules that `npm start` never repaired,
// since it only compared the dates of package-lock.json and node_modules/.package-lock.json.

const ROOT = fileURLToPath(new URL('..', import.meta.url));

let root = '';
const write = (file: string, value: unknown) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), JSON.stringify(value));
};
const LOCKED = {
  '': { name: 'app', workspaces: ['apps/*'] },
  'apps/web': { name: '@app/web' },
  'node_modules/@app/web': { resolved: 'apps/web', link: true },
  'node_modules/left-pad': { version: '1.3.0' },
  'node_modules/fsevents': { version: '2.3.3', optional: true, os: ['darwin'] },
  'apps/web/node_modules/react': { version: '19.1.0' },
};

/** A project as a finished `npm install` leaves it (fsevents left out: another platform). */
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'songstats-install-'));
  write('package-lock.json', { lockfileVersion: 3, packages: LOCKED });
  const { '': _root, 'apps/web': _web, 'node_modules/fsevents': _fsevents, ...installed } = LOCKED;
  write('node_modules/.package-lock.json', { lockfileVersion: 3, packages: installed });
  write('node_modules/left-pad/package.json', { version: '1.3.0' });
  write('apps/web/package.json', { name: '@app/web' });
  write('apps/web/node_modules/react/package.json', { version: '19.1.0' });
  // npm links the workspace; a folder serves as well here.
  write('node_modules/@app/web/package.json', { name: '@app/web' });
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('whether npm start must install', () => {
  it('is complete after a finished install', () => {
    expect(installState(root).state).toBe('complete');
  });

  it('is complete for this checkout, installed by npm', () => {
    expect(installState(ROOT)).toEqual({
      state: 'complete',
      reason: 'node_modules matches package-lock.json',
    });
  });

  it('finds nothing installed', () => {
    rmSync(path.join(root, 'node_modules'), { recursive: true });
    expect(installState(root).state).toBe('missing');
  });

  it('is incomplete when a package folder is gone, though the record is newer than the lockfile', () => {
    rmSync(path.join(root, 'node_modules/left-pad'), { recursive: true });
    const later = new Date(Date.now() + 60_000);
    utimesSync(path.join(root, 'node_modules/.package-lock.json'), later, later);
    expect(installState(root)).toEqual({
      state: 'incomplete',
      reason: 'node_modules/left-pad is missing',
    });
  });

  it('is incomplete when npm was interrupted before its record of a finished install', () => {
    // What an interrupted install leaves: folders, some half unpacked, and no record.
    rmSync(path.join(root, 'node_modules/left-pad/package.json'));
    forgetInstall(root);
    expect(installState(root).state).toBe('incomplete');
  });

  it('is outdated when the lockfile changed since the last finished install', () => {
    write('package-lock.json', {
      lockfileVersion: 3,
      packages: { ...LOCKED, 'node_modules/left-pad': { version: '1.4.0' } },
    });
    expect(installState(root)).toEqual({
      state: 'outdated',
      reason: 'node_modules/left-pad differs from package-lock.json',
    });
    const { 'node_modules/left-pad': _gone, ...fewer } = LOCKED;
    write('package-lock.json', { lockfileVersion: 3, packages: fewer });
    expect(installState(root).state).toBe('outdated');
  });

  it('removes node_modules and the workspaces’ own before installing again from nothing', () => {
    removeInstall(root);
    expect(installState(root)).toEqual({ state: 'missing', reason: 'no node_modules' });
    expect(existsSync(path.join(root, 'apps/web/node_modules'))).toBe(false);
    expect(existsSync(path.join(root, 'apps/web/package.json'))).toBe(true);
  });
});
