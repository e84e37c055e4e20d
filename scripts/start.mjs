// `npm start`: install what is missing, build the web app, then run the server, which migrates
// the database (embedded PGlite in .data/ unless DATABASE_URL is set) and serves the six products
// on http://localhost:8000 to :8005. Plain JavaScript: it must run before anything is installed.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { forgetInstall, installState, removeInstall } from './install-state.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/**
 * `npm install`, waited for to its end even when interrupted. Ctrl-C reaches npm as well (one
 * terminal process group), and npm then takes back what it installed, which can take a minute or
 * more; leaving before it ends would let the next `npm start` install over a tree that npm is
 * still removing.
 */
async function installDependencies() {
  let interrupted = null;
  const onSignal = (signal) => {
    if (!interrupted) console.info(`${signal}: waiting for npm to stop…`);
    interrupted ??= signal;
  };
  const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'];
  for (const signal of signals) process.on(signal, onSignal);
  const child = spawn(npm, ['install', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  const code = await new Promise((resolve) => {
    child.on('exit', (status, signal) => resolve(status ?? (signal ? 1 : 0)));
  });
  for (const signal of signals) process.off(signal, onSignal);
  if (interrupted) process.exit(1);
  if (code !== 0) process.exit(code);
}

// Install unless node_modules holds what package-lock.json lists. An install that did not finish
// (an interrupted first `npm start`) cannot be completed over, so it starts again from nothing.
const install = installState(root);
if (install.state !== 'complete') {
  if (install.state === 'incomplete') {
    console.info(`node_modules is incomplete (${install.reason}): installing again from nothing.`);
    removeInstall(root);
  } else if (install.state === 'outdated') {
    console.info(`Dependencies changed (${install.reason}).`);
    forgetInstall(root);
  }
  console.info('Installing dependencies…');
  await installDependencies();
}

console.info('Building the web app…');
run(npm, ['run', 'build', '--silent']);

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
