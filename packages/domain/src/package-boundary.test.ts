import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// ARCHITECTURE: the domain is pure; its modules import each other and zod, nothing else.
const root = import.meta.dirname;
const modules = (readdirSync(root, { recursive: true }) as string[]).filter(
  (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
);

describe('package boundary', () => {
  it.each(modules)('%s imports only the package itself and zod', (file) => {
    const source = readFileSync(join(root, file), 'utf8');
    const specifiers = [...source.matchAll(/from\s+'([^']+)'/g)].map((match) => match[1] ?? '');
    for (const specifier of specifiers) {
      const inside = specifier.startsWith('./') || specifier.startsWith('../');
      expect(inside || specifier === 'zod', `${file} imports ${specifier}`).toBe(true);
      if (inside) {
        const target = relative(root, join(root, file, '..', specifier));
        expect(target.startsWith('..'), `${file} reaches outside with ${specifier}`).toBe(false);
      }
    }
  });
});
