import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// spec §8: every picture of the web app swaps in the fallback when it fails, so every one is
// the shared Image component: a bare <img> anywhere else is a picture without one.

const SRC = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx$/.test(entry.name) && !/\.test\.tsx$/.test(entry.name) ? [full] : [];
  });
}

describe('pictures of the web app', () => {
  it('are all the Image component with its fallback', () => {
    const files = sources(SRC);
    expect(files.length).toBeGreaterThan(20);
    const bare = files
      .filter((file) => path.relative(SRC, file) !== path.join('lib', 'Image.tsx'))
      .filter((file) => /<img[\s>]/.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(SRC, file));
    expect(bare).toEqual([]);
  });
});
