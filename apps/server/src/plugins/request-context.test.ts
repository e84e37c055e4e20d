import { encodeRequestStamp, REQUEST_STAMP_MAX_SKEW_MS } from '@songstats/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, writeTestWebDist } from '../testing';

let test: TestApp;
beforeAll(async () => {
  test = await startTestApp({ webDist: writeTestWebDist() });
});
afterAll(async () => {
  await test?.close();
});

const uptime = (headers: Record<string, string>) =>
  test.app.inject({ url: '/api/v1/support/uptime_check', headers });

describe('spec §7 request headers', () => {
  it('accepts a fresh stamp and a request without one', async () => {
    expect((await uptime({ 'x-request-stamp': encodeRequestStamp() })).statusCode).toBe(200);
    expect((await uptime({})).statusCode).toBe(200);
  });

  it('refuses a malformed stamp with a clear 400', async () => {
    const response = await uptime({ 'x-request-stamp': 'abc!' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'The request stamp header is malformed.',
      error: 'Bad Request',
      statusCode: 400,
    });
  });

  it('refuses a stale stamp with a clear 400', async () => {
    const stale = encodeRequestStamp(Date.now() - REQUEST_STAMP_MAX_SKEW_MS - 60_000);
    const response = await uptime({ 'x-request-stamp': stale });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/too old/);
  });

  it('answers an unknown call with a 404 whose body has a message (spec §8)', async () => {
    const response = await test.app.inject({ url: '/api/v1/nothing/here' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('No such call: GET /api/v1/nothing/here');
  });
});

describe('variants by host (spec §1)', () => {
  it.each([
    ['localhost:8000', 'main', 'Songstats'],
    ['localhost:8003', 'radio', 'Radiostats'],
    ['playlistchecker.com', 'playlistcheck', 'Playlist Checker'],
    ['localhost:8005', 'social', 'Socialstats'],
  ])('a page on %s names the %s variant', async (host, id, name) => {
    const response = await test.app.inject({ url: '/settings/team-management', headers: { host } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain(`<meta name="variant" content="${id}" />`);
    expect(response.body).toContain(`<title>${name}</title>`);
  });

  it('answers a missing asset with a 404, not the page (a failed chunk load must fail)', async () => {
    const response = await test.app.inject({ url: '/assets/feed-page-123.js' });
    expect(response.statusCode).toBe(404);
  });
});

describe('OpenAPI (spec §7)', () => {
  it('documents every call at /api/docs', async () => {
    const response = await test.app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/v1/support/uptime_check', '/api/v1/support/report_error']),
    );
    const page = await test.app.inject({ url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger');
  });
});
