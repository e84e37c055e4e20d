import { encodeRequestStamp } from '@songstats/contract';
import { findMemberByEmail } from '@songstats/db';
import { TEXTS } from '@songstats/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing';

let test: TestApp;
beforeAll(async () => {
  test = await startTestApp();
});
afterAll(async () => {
  await test?.close();
});

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  test.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    headers: { host: 'localhost:8000', 'x-request-stamp': encodeRequestStamp(), ...headers },
    payload,
  });

async function lastMagicToken(): Promise<string> {
  await test.app.mailer.idle();
  const [mail] = test.outbox();
  const token = mail?.text.match(/\/magic\?token=([\w-]+)/)?.[1];
  if (!token) throw new Error('no magic link mailed');
  return token;
}

describe('the sign-up link confirms the email once (spec §8, issue 30)', () => {
  it("answers 'Success! Your email has been confirmed.' on the first use only", async () => {
    await post('/members/magic_signup', { name: 'Grace Hopper', email: 'grace@example.com' });
    const first = await post('/members/magic_login', { magicToken: await lastMagicToken() });
    expect(first.statusCode).toBe(200);
    expect(first.json().messages).toEqual([TEXTS.success.emailConfirmed]);
    const member = await findMemberByEmail(test.connection.db, 'grace@example.com');
    expect(member?.emailConfirmedAt).toBeInstanceOf(Date);

    await post('/members/request_magic_token', { email: 'grace@example.com' });
    const later = await post('/members/magic_login', { magicToken: await lastMagicToken() });
    expect(later.statusCode).toBe(200);
    expect(later.json().messages).toEqual([]);
  });

  it('adds the mobile line for the mobile apps', async () => {
    await post('/members/magic_signup', { name: 'Alan Turing', email: 'alan@example.com' });
    const answer = await post(
      '/members/magic_login',
      { magicToken: await lastMagicToken() },
      { 'x-frontend-platform': 'ios' },
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.json().messages).toEqual([
      TEXTS.success.emailConfirmed,
      TEXTS.success.emailConfirmedMobile,
    ]);
  });

  it('refuses a made-up token with a 400 and no messages', async () => {
    const answer = await post('/members/magic_login', { magicToken: 'not-a-token' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe(TEXTS.errors.magicLinkInvalid);
  });
});
