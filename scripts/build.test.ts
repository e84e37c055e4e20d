import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkoutStamp, isBuildCurrent, stampBuild } from './build.mjs';

// CI's second `npm test` built the web app again from the same clean commit (3.5 min on a slow
// machine): a finished build of a clean checkout is now stamped with its commit and reused.

let root = '';
const git = (...args: string[]) =>
  execFileSync('git', ['-c', 'user.email=t@songstats.test', '-c', 'user.name=t', ...args], {
    cwd: root,
    encoding: 'utf8',
  });
const dist = () => path.join(root, 'dist');
/** A finished build: vite's files and the pre-rendered pages. */
const build = () => {
  mkdirSync(dist(), { recursive: true });
  writeFileSync(path.join(dist(), 'index.html'), '<div id="root"></div>');
  writeFileSync(path.join(dist(), 'prerendered.json'), '{}');
};

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'songstats-build-'));
  git('init', '-q');
  writeFileSync(path.join(root, '.gitignore'), 'dist/\n');
  writeFileSync(path.join(root, 'app.ts'), 'export const a = 1;\n');
  git('add', '.');
  git('commit', '-qm', 'first');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the build of a clean checkout', () => {
  it('is stamped with the commit and reused for it', () => {
    const stamp = checkoutStamp(root);
    expect(stamp).toContain(git('rev-parse', 'HEAD').trim());
    expect(isBuildCurrent(dist(), stamp)).toBe(false);
    build();
    stampBuild(dist(), stamp);
    expect(isBuildCurrent(dist(), checkoutStamp(root))).toBe(true);
  });

  it('is built again for another commit', () => {
    build();
    stampBuild(dist(), checkoutStamp(root));
    writeFileSync(path.join(root, 'app.ts'), 'export const a = 2;\n');
    git('commit', '-qam', 'second');
    expect(isBuildCurrent(dist(), checkoutStamp(root))).toBe(false);
  });

  it('is built again, and never stamped, while the checkout has changes', () => {
    build();
    stampBuild(dist(), checkoutStamp(root));
    writeFileSync(path.join(root, 'app.ts'), 'export const a = 3;\n');
    expect(checkoutStamp(root)).toBeNull();
    expect(isBuildCurrent(dist(), checkoutStamp(root))).toBe(false);
    git('checkout', 'app.ts');
    writeFileSync(path.join(root, 'new.ts'), 'export const b = 1;\n');
    expect(checkoutStamp(root)).toBeNull();
  });

  it('is built again when its pre-rendered pages are missing', () => {
    build();
    stampBuild(dist(), checkoutStamp(root));
    rmSync(path.join(dist(), 'prerendered.json'));
    expect(isBuildCurrent(dist(), checkoutStamp(root))).toBe(false);
  });

  it('is not stamped without its pre-rendered pages (the pre-render could not run)', () => {
    mkdirSync(dist(), { recursive: true });
    stampBuild(dist(), checkoutStamp(root));
    writeFileSync(path.join(dist(), 'prerendered.json'), '{}');
    expect(isBuildCurrent(dist(), checkoutStamp(root))).toBe(false);
  });

  it('outside a git checkout is always new', () => {
    rmSync(path.join(root, '.git'), { recursive: true, force: true });
    expect(checkoutStamp(root)).toBeNull();
  });
});
