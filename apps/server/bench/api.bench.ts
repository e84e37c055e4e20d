// `npm run bench`: the API's baseline on this machine. The app runs in-process on the configured
// database (PGlite, or PostgreSQL with DATABASE_URL); autocannon drives it over real HTTP.

import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { encodeRequestStamp } from '@songstats/contract';
import { openTestDatabase } from '@songstats/db/testing';
import { variantPorts } from '@songstats/domain';
import autocannon from 'autocannon';
import { buildApp } from '../src/app';
import { createMailer } from '../src/mail/mailer';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

const connection = await openTestDatabase();
// Behind a proxy, each simulated client has its own address, so per-client rate limits hold.
const app = await buildApp({
  db: connection.db,
  ports: variantPorts(),
  trustProxy: true,
  mailer: createMailer({ outboxDir: mkdtempSync(path.join(tmpdir(), 'songstats-bench-')) }),
});
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as AddressInfo;
const base = `http://127.0.0.1:${port}/api/v1`;

async function measure(title: string, options: Partial<autocannon.Options>) {
  const result = await autocannon({
    url: `${base}/support/uptime_check`,
    connections: CONNECTIONS,
    duration: DURATION_S,
    ...options,
  });
  const failures = result.non2xx + result.errors + result.timeouts;
  console.info(
    `${title.padEnd(34)} ${result.requests.average.toFixed(0).padStart(7)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   failures ${failures}`,
  );
  return result;
}

console.info(
  `API on ${connection.kind}, ${CONNECTIONS} connections, ${DURATION_S} s each (2 cores shared with the load generator)`,
);
const ceiling = await measure('GET support/uptime_check', {
  headers: { 'x-request-stamp': encodeRequestStamp(), 'x-frontend-version': '143' },
});
const reports = await measure('POST support/report_error (insert)', {
  url: `${base}/support/report_error`,
  method: 'POST',
  headers: { 'content-type': 'application/json', 'x-frontend-version': '143' },
  body: JSON.stringify({ error: 'TypeError: bench', stack: 'at Bench', componentStack: 'Bench' }),
  requests: [
    {
      setupRequest(request) {
        const address = `10.${Math.floor(Math.random() * 255)}.${Math.floor(Math.random() * 255)}.1`;
        request.headers = { ...request.headers, 'x-forwarded-for': address };
        return request;
      },
    },
  ],
});
console.info(
  `report_error / uptime_check ratio: ${(reports.requests.average / ceiling.requests.average).toFixed(2)}`,
);
await app.close();
await connection.close();
