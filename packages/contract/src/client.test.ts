import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, createApiClient } from './client';
import { checkRequestStamp } from './request-stamp';
import { supportEndpoints } from './support';

// A stand-in for a remote host: it records what the client sends and answers in the API's shapes.
let seen: { method?: string; url?: string; headers: IncomingHttpHeaders; body: string }[] = [];
const server = createServer((request, response) => {
  let body = '';
  request.on('data', (chunk) => {
    body += chunk;
  });
  request.on('end', () => {
    seen.push({ method: request.method, url: request.url, headers: request.headers, body });
    response.setHeader('content-type', 'application/json');
    if (request.url?.includes('report_error')) {
      response.statusCode = 400;
      response.end(JSON.stringify({ message: 'error is required' }));
    } else response.end(JSON.stringify({ status: 'ok', time: 'now' }));
  });
});
let baseUrl = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the typed API client (spec §7, §8)', () => {
  it('sends the spec §7 headers on every call', async () => {
    seen = [];
    const client = createApiClient({
      baseUrl,
      getToken: () => 'token-1',
      appVersion: '2.4.0',
      buildTimestamp: '1763800000',
    });
    await expect(client.request(supportEndpoints.uptimeCheck)).resolves.toEqual({
      status: 'ok',
      time: 'now',
    });
    const [call] = seen;
    expect(call?.url).toBe('/api/v1/support/uptime_check');
    expect(call?.headers).toMatchObject({
      authorization: 'Bearer token-1',
      'x-frontend-platform': 'web',
      'x-frontend-version': '143',
      'x-app-version': '2.4.0',
      'x-build-timestamp': '1763800000',
    });
    expect(checkRequestStamp(String(call?.headers['x-request-stamp']))).toEqual({ ok: true });
  });

  it('leaves out the bearer header and optional versions when there is no token', async () => {
    seen = [];
    await createApiClient({ baseUrl }).request(supportEndpoints.uptimeCheck);
    expect(seen[0]?.headers.authorization).toBeUndefined();
    expect(seen[0]?.headers['x-app-version']).toBeUndefined();
  });

  it("throws the body's message with the status on an error answer", async () => {
    const client = createApiClient({ baseUrl });
    const failure = client.request(supportEndpoints.reportError, { body: { error: 'x' } });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ message: 'error is required', status: 400 });
    expect(seen.at(-1)?.body).toBe(JSON.stringify({ error: 'x' }));
  });
});
