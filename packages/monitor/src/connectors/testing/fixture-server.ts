import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A stand-in for a platform's API in tests: routes request paths to recorded responses
// (packages/monitor/test/fixtures/<platform>/) and can be told to misbehave for a while.

export interface RecordedRequest {
  method: string;
  /** Path and query as sent. */
  path: string;
  url: URL;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface FixtureReply {
  status?: number;
  body: unknown;
  headers?: Record<string, string>;
}

export type Fault =
  | { kind: 'rate-limited'; retryAfterSeconds?: number }
  | { kind: 'unavailable' }
  | { kind: 'truncated' }
  /** The platform's own error answer (Deezer's 200 with `error`, YouTube's 403 quota body). */
  | { kind: 'error-body'; status: number; body: unknown };

export type FixtureRoute = (request: RecordedRequest) => FixtureReply | Promise<FixtureReply>;

export function loadFixture(platform: string, name: string): unknown {
  const file = new URL(`../../../test/fixtures/${platform}/${name}.json`, import.meta.url);
  return JSON.parse(readFileSync(file, 'utf8'));
}

export const notFound = (body: unknown = { error: 'not found' }): FixtureReply => ({
  status: 404,
  body,
});

export async function startFixtureServer(route: FixtureRoute) {
  const requests: RecordedRequest[] = [];
  const faults: { fault: Fault; when: ((request: RecordedRequest) => boolean) | undefined }[] = [];

  const server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', async () => {
      const path = incoming.url ?? '/';
      const request: RecordedRequest = {
        method: incoming.method ?? 'GET',
        path,
        url: new URL(path, 'http://fixture.local'),
        headers: incoming.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(request);
      const index = faults.findIndex((pending) => pending.when?.(request) ?? true);
      const fault = index === -1 ? undefined : faults.splice(index, 1)[0]?.fault;
      if (fault?.kind === 'rate-limited') {
        const headers = { 'retry-after': String(fault.retryAfterSeconds ?? 1) };
        outgoing.writeHead(429, headers).end();
        return;
      }
      if (fault?.kind === 'unavailable') {
        outgoing.writeHead(503, { 'content-type': 'text/html' }).end('<h1>503</h1>');
        return;
      }
      if (fault?.kind === 'error-body') {
        send(outgoing, fault.status, JSON.stringify(fault.body), {});
        return;
      }
      const reply = await route(request);
      const text = JSON.stringify(reply.body);
      // A body cut off mid-way, as a dropped connection or a broken proxy delivers it.
      const body = fault?.kind === 'truncated' ? text.slice(0, Math.floor(text.length / 2)) : text;
      send(outgoing, reply.status ?? 200, body, reply.headers ?? {});
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** The next `count` requests (matching `when`, if given) get `fault` instead of their answer. */
    failNext(count: number, fault: Fault, when?: (request: RecordedRequest) => boolean) {
      for (let index = 0; index < count; index++) faults.push({ fault, when });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FixtureServer = Awaited<ReturnType<typeof startFixtureServer>>;

function send(
  outgoing: ServerResponse,
  status: number,
  body: string,
  headers: Record<string, string>,
) {
  outgoing
    .writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers })
    .end(body);
}

/** fetchJson options for tests: real HTTP, no real waiting, every wait recorded. */
export function fastRetries(attempts = 4) {
  const waits: number[] = [];
  return {
    waits,
    options: {
      attempts,
      sleep: async (ms: number) => {
        waits.push(ms);
      },
    },
  };
}
