// The app of `npm run bench:api`, in its own process so autocannon does not share its event loop:
// the real app (buildApp) on the PostgreSQL database of BENCH_API_SERVER_DB, on a free port
// printed as `port <n>` on stdout. SIGUSR2 prints the read caches' counts, SIGTERM closes it.
// READ_CACHE_ENTRIES=0 runs it without the read caches.

import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { connect } from '@songstats/db';
import { variantPorts } from '@songstats/domain';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createMailer } from '../src/mail/mailer';
import { DEFAULT_READ_CACHE } from '../src/plugins/read-cache';

// BENCH_API_SERVER_DATA_DIR instead: the embedded database (PGlite) of that folder (issue 20).
const dataDir = process.env.BENCH_API_SERVER_DATA_DIR;
const databaseUrl = process.env.BENCH_API_SERVER_DB;
if (!databaseUrl && !dataDir) throw new Error('BENCH_API_SERVER_DB is not set');
const connection = await connect(dataDir ? { databaseUrl: '', dataDir } : { databaseUrl });
const app = await buildApp({
  db: connection.db,
  ports: variantPorts(),
  // Behind a proxy, each simulated client has its own address, as in production.
  trustProxy: true,
  mailer: createMailer({ outboxDir: mkdtempSync(path.join(tmpdir(), 'songstats-bench-')) }),
  readCache: { ...DEFAULT_READ_CACHE, maxEntries: loadConfig().readCacheEntries },
});
await app.listen({ port: 0, host: '127.0.0.1' });
console.info(`port ${(app.server.address() as AddressInfo).port}`);
process.on('SIGUSR2', () => {
  const { sessions, access, feedPages } = app.readCache;
  const stats = {
    sessions: sessions.stats(),
    access: access.stats(),
    feedPages: feedPages.stats(),
  };
  console.info(`read caches ${JSON.stringify(stats)}`);
});
// The database closes after the app, which writes the fan pages' waiting counts on close.
process.on('SIGTERM', () => {
  app
    .close()
    .then(() => connection.close())
    .then(
      () => process.exit(0),
      () => process.exit(1),
    );
});
