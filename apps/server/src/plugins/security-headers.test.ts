import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing';

let test: TestApp;
beforeAll(async () => {
  test = await startTestApp();
});
afterAll(async () => {
  await test?.close();
});

describe('security headers', () => {
  it('sends the same security headers on every answer, errors included', async () => {
    const ok = await test.app.inject({ method: 'GET', url: '/api/v1/support/uptime_check' });
    const missing = await test.app.inject({ method: 'GET', url: '/api/v1/no_such_call' });
    expect(ok.statusCode).toBe(200);
    expect(missing.statusCode).toBe(404);
    for (const response of [ok, missing]) {
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("img-src 'self' data: https:");
      expect(csp).not.toContain('upgrade-insecure-requests');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
      expect(response.headers['cross-origin-embedder-policy']).toBeUndefined();
    }
  });
});
