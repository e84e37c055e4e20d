import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FetchFailedError, fetchJson, RetryLaterError } from './fetch-json';

// Plain HTTP goes through Node's own client (the demo world's pages); these are its answers.
const ZItem = z.object({ id: z.string() });
let server: Server;
let base = '';
const seen = new Map<string, number>();
const routes: Record<string, (request: IncomingMessage, response: ServerResponse) => void> = {
  '/ok': (_request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ id: 'é-1' }));
  },
  '/echo-accept': (request, response) =>
    response.end(JSON.stringify({ id: request.headers.accept })),
  '/flaky': (_request, response) => {
    // Fails twice with a 503, then answers.
    if ((seen.get('/flaky') ?? 0) <= 2) {
      response.statusCode = 503;
      response.end('busy');
    } else response.end(JSON.stringify({ id: 'third' }));
  },
  '/limited': (_request, response) => {
    if ((seen.get('/limited') ?? 0) === 1) {
      response.statusCode = 429;
      response.setHeader('retry-after', '7');
      response.end();
    } else response.end(JSON.stringify({ id: 'after the wait' }));
  },
  '/down-for-an-hour': (_request, response) => {
    response.statusCode = 503;
    response.setHeader('retry-after', '3600');
    response.end();
  },
  '/missing': (_request, response) => {
    response.statusCode = 404;
    response.end('{"error":"not found"}');
  },
  '/malformed': (_request, response) => response.end('{"id": '),
  '/wrong-shape': (_request, response) => response.end('{"name": "x"}'),
  '/big': (_request, response) => {
    // Several chunks: the body is read whole.
    const id = 'x'.repeat(200_000);
    response.write(JSON.stringify({ id }).slice(0, 100_000));
    setTimeout(() => response.end(JSON.stringify({ id }).slice(100_000)), 20);
  },
  '/slow': (_request, response) => {
    setTimeout(() => response.end(JSON.stringify({ id: 'late' })), 2_000);
  },
};

beforeAll(async () => {
  server = createServer((request, response) => {
    const path = request.url ?? '';
    seen.set(path, (seen.get(path) ?? 0) + 1);
    const route = routes[path];
    if (route) route(request, response);
    else {
      response.statusCode = 500;
      response.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const waits: number[] = [];
const options = {
  sleep: async (ms: number) => {
    waits.push(ms);
  },
};

describe('fetchJson over plain HTTP', () => {
  it('reads and validates a JSON body, in UTF-8, asking for JSON', async () => {
    expect(await fetchJson(`${base}/ok`, ZItem, options)).toEqual({ id: 'é-1' });
    expect(await fetchJson(`${base}/echo-accept`, ZItem, options)).toEqual({
      id: 'application/json',
    });
  });

  it('reads a body that comes in several chunks whole', async () => {
    const item = await fetchJson(`${base}/big`, ZItem, options);
    expect(item.id).toHaveLength(200_000);
  });

  it('keeps its connection alive from one request to the next', async () => {
    await fetchJson(`${base}/ok`, ZItem, options);
    const connections = new Set<unknown>();
    const onConnection = (socket: unknown) => connections.add(socket);
    server.on('connection', onConnection);
    for (let i = 0; i < 10; i++) {
      expect(await fetchJson(`${base}/ok`, ZItem, options)).toEqual({ id: 'é-1' });
    }
    server.off('connection', onConnection);
    expect(connections.size).toBe(0);
  });

  it('retries a 5xx with backoff and returns the answer that comes', async () => {
    waits.length = 0;
    expect(await fetchJson(`${base}/flaky`, ZItem, options)).toEqual({ id: 'third' });
    expect(waits).toEqual([200, 400]);
  });

  it("waits a 429's short Retry-After before trying again", async () => {
    waits.length = 0;
    const patient = { ...options, waitRetryAfterUpToMs: 10_000 };
    expect(await fetchJson(`${base}/limited`, ZItem, patient)).toEqual({
      id: 'after the wait',
    });
    expect(waits).toEqual([7_000]);
  });

  it('gives a Retry-After longer than it waits back to the job, without waiting', async () => {
    waits.length = 0;
    const error = await fetchJson(`${base}/down-for-an-hour`, ZItem, options).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(RetryLaterError);
    expect(error).toMatchObject({ status: 503, retryAfterMs: 3_600_000, attempts: 1 });
    expect(waits).toEqual([]);
  });

  it('fails a 4xx at once, with its status', async () => {
    const error = await fetchJson(`${base}/missing`, ZItem, options).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FetchFailedError);
    expect((error as FetchFailedError).status).toBe(404);
    expect((error as FetchFailedError).attempts).toBe(1);
  });

  it('retries malformed JSON and a wrong shape, then fails saying why', async () => {
    const malformed = await fetchJson(`${base}/malformed`, ZItem, {
      ...options,
      attempts: 2,
    }).catch((e: unknown) => e);
    expect((malformed as Error).message).toMatch(/failed after 2 attempts: malformed JSON/);
    const shape = await fetchJson(`${base}/wrong-shape`, ZItem, { ...options, attempts: 2 }).catch(
      (e: unknown) => e,
    );
    expect((shape as Error).message).toMatch(/unexpected shape/);
  });

  it('gives up on an answer slower than its timeout', async () => {
    const error = await fetchJson(`${base}/slow`, ZItem, {
      ...options,
      attempts: 1,
      timeoutMs: 100,
    }).catch((e: unknown) => e);
    expect((error as Error).message).toMatch(/timed out after 100 ms/);
  });

  it('fails on a refused connection after its attempts', async () => {
    const error = await fetchJson('http://127.0.0.1:1/ok', ZItem, {
      ...options,
      attempts: 2,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FetchFailedError);
    expect((error as FetchFailedError).status).toBeNull();
  });
});
