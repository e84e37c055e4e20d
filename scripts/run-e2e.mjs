// `npm run test:e2e`: Vitest with the browser tests in a process group of its own, and that
// whole group (its workers, the servers and demo worlds they started, anything they left) killed
// when Vitest ends, however it ends, or when this script is interrupted (SIGINT, SIGTERM,
// SIGHUP). Arguments are passed on to Vitest (a file to run only that one).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const vitest = spawn(
  process.execPath,
  [
    path.join(root, 'node_modules/vitest/vitest.mjs'),
    'run',
    '--config',
    'vitest.e2e.config.ts',
    ...process.argv.slice(2),
  ],
  // detached: a new process group led by Vitest, so one kill reaches every process in it.
  { cwd: root, stdio: ['ignore', 'inherit', 'inherit'], detached: true },
);
const group = -vitest.pid;

function groupAlive() {
  try {
    process.kill(group, 0);
    return true;
  } catch {
    return false;
  }
}

/** SIGTERM to the group, then SIGKILL to what is still there after 5 s. */
async function killGroup() {
  if (!groupAlive()) return;
  process.kill(group, 'SIGTERM');
  const deadline = Date.now() + 5000;
  while (groupAlive() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  if (groupAlive()) process.kill(group, 'SIGKILL');
}

let interrupted = null;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    interrupted ??= signal;
    killGroup();
  });
}
vitest.on('exit', async (code, signal) => {
  await killGroup();
  if (interrupted) process.exit({ SIGHUP: 129, SIGINT: 130, SIGTERM: 143 }[interrupted]);
  process.exit(code ?? (signal ? 1 : 0));
});
