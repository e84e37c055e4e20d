import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_RATE_LIMIT, MAIL_RATE_LIMIT } from '../../auth/rate-limits';
import { startTestApp, type TestApp } from '../../testing';

let test: TestApp;
beforeAll(async () => {
  test = await startTestApp();
});
afterAll(async () => {
  await test?.close();
});

describe('rate limits of the magic-link and login calls', () => {
  it.each([
    ['/members/request_magic_token', { email: 'someone@example.com' }, MAIL_RATE_LIMIT.max],
    [
      '/members/magic_signup',
      // Another address: the per-recipient limit (login-mails.test.ts) is not what this tests.
      { name: 'Someone', email: 'someone-else@example.com' },
      MAIL_RATE_LIMIT.max,
    ],
    ['/members/magic_login', { magicToken: 'guess' }, LOGIN_RATE_LIMIT.max],
  ])('%s answers 429 with a message after %#', async (url, payload, max) => {
    for (let attempt = 0; attempt < max; attempt++) {
      const response = await test.app.inject({ method: 'POST', url: `/api/v1${url}`, payload });
      expect(response.statusCode).toBeLessThan(429);
    }
    const limited = await test.app.inject({ method: 'POST', url: `/api/v1${url}`, payload });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/rate limit/i);
  });
});
