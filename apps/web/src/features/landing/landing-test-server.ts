import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { MonitoredCountsResponse } from '@songstats/contract';
import { afterAll, beforeAll } from 'vitest';

const happyDOM = () =>
  (
    window as unknown as {
      happyDOM: { setURL(url: string): void; waitUntilComplete(): Promise<void> };
    }
  ).happyDOM;

/**
 * The landing page asks the installation's counts (`MonitorsSection`). In a test its request
 * goes to this file's local HTTP server, the page's origin, instead of happy-dom's default
 * http://localhost:3000 (where nothing listens: an unhandled ECONNREFUSED in the run).
 */
export function startLandingTestServer(counts: MonitoredCountsResponse): void {
  let server: Server;
  beforeAll(async () => {
    server = createServer((request, response) => {
      const known = request.method === 'GET' && request.url === '/api/v1/support/monitored_counts';
      response.writeHead(known ? 200 : 404, { 'content-type': 'application/json' });
      response.end(JSON.stringify(known ? counts : { message: 'Not Found' }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    happyDOM().setURL(`http://127.0.0.1:${port}/`);
  });
  afterAll(async () => {
    // The page's requests end before the server does (a render's fetch outlives its test).
    await happyDOM().waitUntilComplete();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
}
