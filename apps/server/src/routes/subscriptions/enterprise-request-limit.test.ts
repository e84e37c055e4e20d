import { encodeRequestStamp } from '@songstats/contract';
import { insertMemberWithSession } from '@songstats/db/seed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTERPRISE_REQUESTS_PER_MEMBER } from '../../auth/rate-limits';
import { startTestApp, type TestApp } from '../../testing';

// Issue 20: one member sent 166 enterprise requests in 8 s; each is a row our sales team reads.

let test: TestApp;
beforeAll(async () => {
  test = await startTestApp();
});
afterAll(async () => {
  await test?.close();
});

const requestAccess = (token: string, companyName: string) =>
  test.app.inject({
    method: 'POST',
    url: '/api/v1/payments/request_enterprise_access',
    headers: { authorization: `Bearer ${token}`, 'x-request-stamp': encodeRequestStamp() },
    payload: { companyName },
  });

describe('request_enterprise_access per member (issue 20)', () => {
  it('takes 3 requests an hour from a member, then answers 429 with a message', async () => {
    const { token } = await insertMemberWithSession(test.connection.db);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) => requestAccess(token, `Label ${index}`)),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([200, 200, 200, 429, 429, 429, 429, 429]);
    const refused = answers.find((answer) => answer.statusCode === 429)!.json();
    expect(refused.message).toMatch(
      /^You have sent 3 enterprise requests in the past hour\. We will get back to you; you can send another in \d+ minutes?\.$/,
    );
    expect(ENTERPRISE_REQUESTS_PER_MEMBER).toEqual({ max: 3, windowMs: 60 * 60_000 });
  });

  it('counts each member on their own', async () => {
    const first = await insertMemberWithSession(test.connection.db);
    const second = await insertMemberWithSession(test.connection.db);
    for (let index = 0; index < 3; index++) await requestAccess(first.token, 'First Label');
    expect((await requestAccess(first.token, 'First Label')).statusCode).toBe(429);
    expect((await requestAccess(second.token, 'Second Label')).statusCode).toBe(200);
  });
});
