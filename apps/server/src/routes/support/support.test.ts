import { encodeRequestStamp } from '@songstats/contract';
import { errorReports } from '@songstats/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing';

let test: TestApp;
beforeAll(async () => {
  test = await startTestApp();
});
afterAll(async () => {
  await test?.close();
});

describe('GET /api/v1/support/uptime_check (spec §7)', () => {
  it('answers 200 while the database is up', async () => {
    const response = await test.app.inject({ url: '/api/v1/support/uptime_check' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok' });
  });
});

describe('POST /api/v1/support/report_error (spec §7, §8)', () => {
  it('stores the report with its variant, stacks and client version', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/v1/support/report_error',
      headers: {
        host: 'localhost:8003',
        'x-request-stamp': encodeRequestStamp(),
        'x-frontend-version': '143',
        referer: 'http://localhost:8003/feed',
      },
      payload: { error: 'TypeError: boom', stack: 'at Feed', componentStack: '\n at Feed' },
    });
    expect(response.statusCode).toBe(200);
    const { id } = response.json<{ id: number }>();
    const [row] = await test.connection.db
      .select()
      .from(errorReports)
      .where(eq(errorReports.id, id));
    expect(row).toMatchObject({
      error: 'TypeError: boom',
      stack: 'at Feed',
      componentStack: '\n at Feed',
      variant: 'radio',
      url: 'http://localhost:8003/feed',
      frontendVersion: '143',
    });
  });

  it.each([
    [{}, 'error'],
    [{ error: '   ' }, 'error is required'],
    [{ error: 42 }, 'error'],
  ])('refuses the body %j with a 400 whose message names the problem', async (payload, text) => {
    const before = await test.connection.db.$count(errorReports);
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/v1/support/report_error',
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(text);
    expect(await test.connection.db.$count(errorReports)).toBe(before);
  });

  it('refuses a body that is not JSON with a 400 and a message', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/v1/support/report_error',
      headers: { 'content-type': 'application/json' },
      payload: '{"error":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(expect.any(String));
  });
});
