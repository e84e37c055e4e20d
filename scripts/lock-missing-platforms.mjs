// The registry this project installs from has only the Linux glibc builds of Biome's CLI. npm
// skips the other optional platform packages when it writes package-lock.json, and `npm ci` then
// refuses the lockfile as out of sync. This adds lock entries for the missing platforms (with
// their os/cpu, so no machine ever fetches one that does not match it). Run it after regenerating
// the lockfile from scratch: `node scripts/lock-missing-platforms.mjs`. See docs/decisions/006.
import { readFileSync, writeFileSync } from 'node:fs';

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));
const biome = lock.packages['node_modules/@biomejs/biome'];
let added = 0;
for (const [name, version] of Object.entries(biome?.optionalDependencies ?? {})) {
  const key = `node_modules/${name}`;
  if (lock.packages[key]) continue;
  const [, os, cpu, libc] = /cli-(\w+)-(\w+?)(?:-(musl))?$/.exec(name) ?? [];
  lock.packages[key] = {
    version,
    cpu: [cpu],
    dev: true,
    license: 'MIT OR Apache-2.0',
    optional: true,
    os: [os],
    ...(libc ? { libc: [libc] } : {}),
    engines: { node: '>=14.21.3' },
  };
  added++;
}
const keys = Object.keys(lock.packages).sort((a, b) =>
  a === '' ? -1 : b === '' ? 1 : a.localeCompare(b),
);
lock.packages = Object.fromEntries(keys.map((key) => [key, lock.packages[key]]));
writeFileSync('package-lock.json', `${JSON.stringify(lock, null, 2)}\n`);
console.info(`added ${added} lock entries`);
