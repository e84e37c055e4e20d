import { encodeRequestStamp } from '@songstats/contract';
import { createMagicToken, findMemberByEmail, members } from '@songstats/db';
import { insertCoupon, insertMemberWithSession } from '@songstats/db/seed';
import { TEXTS } from '@songstats/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing';
import { NOTHING_TO_UPDATE } from './update-me';

let test: TestApp;
beforeAll(async () => {
  test = await startTestApp({ adminEmails: ['Boss@Example.com'] });
});
afterAll(async () => {
  await test?.close();
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  options: { payload?: object; headers?: Record<string, string> } = {},
) =>
  test.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: {
      host: 'localhost:8000',
      'x-request-stamp': encodeRequestStamp(),
      ...options.headers,
    },
    ...(options.payload ? { payload: options.payload } : {}),
  });

/** The mail sent so far, newest first (it leaves after the answer). */
async function sentMail() {
  await test.app.mailer.idle();
  return test.outbox();
}

function tokenOfMail(text: string): string {
  const match = text.match(/http:\/\/localhost:8000\/magic\?token=([\w-]+)/);
  if (!match?.[1]) throw new Error(`no magic link in: ${text}`);
  return match[1];
}

describe('magic-link sign-up and login (spec §5, §7)', () => {
  it('signs up with a lower-cased email, mails a magic link and logs in with every login field', async () => {
    const signup = await call('POST', '/members/magic_signup', {
      payload: { name: 'Ada Lovelace', email: '  Ada@Example.COM ', entryCode: 'WELCOME' },
    });
    expect(signup.statusCode).toBe(200);
    expect(signup.json().message).toContain('ada@example.com');
    const [mail] = await sentMail();
    expect(mail).toMatchObject({
      to: 'ada@example.com',
      subject: 'Welcome to Songstats: confirm your email',
    });
    expect(mail!.html).toContain('/magic?token=');

    const login = await call('POST', '/members/magic_login', {
      payload: { magicToken: tokenOfMail(mail!.text) },
    });
    expect(login.statusCode).toBe(200);
    const body = login.json();
    expect(Object.keys(body).sort()).toEqual(
      [
        'userEmailAddress',
        'userFullName',
        'userAuthToken',
        'userId',
        'userIsAdmin',
        'isBetaTester',
        'isAccessedThruAdmin',
        'entryCode',
        'stories',
        'favoriteSources',
        'backstageAuthorizedSourceEntities',
        'maxProManagements',
        'notifications',
        'subscription',
        // spec §8: this first use confirmed the email (issue 30).
        'messages',
      ].sort(),
    );
    expect(body).toMatchObject({
      userEmailAddress: { email: 'ada@example.com' },
      userFullName: { name: 'Ada Lovelace' },
      userIsAdmin: false,
      entryCode: 'WELCOME',
      notifications: [],
      subscription: { accounts: [], subscriptionPlans: [expect.objectContaining({ id: 1 })] },
      messages: [TEXTS.success.emailConfirmed],
    });
    const member = await findMemberByEmail(test.connection.db, 'ada@example.com');
    expect(member?.emailConfirmedAt).toBeInstanceOf(Date);
    const me = await call('GET', '/members/me', { headers: bearer(body.userAuthToken.token) });
    expect(me.json().user).toMatchObject({ email: 'ada@example.com', emailConfirmed: true });
  });

  it('uses a magic link only once', async () => {
    await call('POST', '/members/request_magic_token', { payload: { email: 'ADA@example.com' } });
    const magicToken = tokenOfMail((await sentMail())[0]!.text);
    expect(
      (await call('POST', '/members/magic_login', { payload: { magicToken } })).statusCode,
    ).toBe(200);
    const again = await call('POST', '/members/magic_login', { payload: { magicToken } });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/invalid, has expired or was already used/);
  });

  it('makes a member of ADMIN_EMAILS an admin when they sign in, and no one else', async () => {
    const adminOf = async (email: string) => {
      await call('POST', '/members/magic_signup', { payload: { name: 'Someone', email } });
      const magicToken = tokenOfMail((await sentMail())[0]!.text);
      const login = await call('POST', '/members/magic_login', { payload: { magicToken } });
      const status = await call('GET', '/members/check_admin_status', {
        headers: bearer(login.json().userAuthToken.token),
      });
      return [login.json().userIsAdmin, status.json().isAdmin];
    };
    expect(await adminOf('BOSS@example.com')).toEqual([true, true]);
    expect(await adminOf('staff@example.com')).toEqual([false, false]);
  });

  it('refuses a link older than 15 minutes', async () => {
    const member = await findMemberByEmail(test.connection.db, 'ada@example.com');
    const magicToken = await createMagicToken(
      test.connection.db,
      member!.id,
      null,
      new Date(Date.now() - 16 * 60_000),
    );
    expect(
      (await call('POST', '/members/magic_login', { payload: { magicToken } })).statusCode,
    ).toBe(400);
  });

  it('answers an unknown email like a known one and sends nothing', async () => {
    const before = (await sentMail()).length;
    const response = await call('POST', '/members/request_magic_token', {
      payload: { email: 'nobody@example.com' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toContain('nobody@example.com');
    expect(await sentMail()).toHaveLength(before);
  });

  it('refuses a malformed email with a 400 and a message', async () => {
    const response = await call('POST', '/members/request_magic_token', {
      payload: { email: 'not-an-email' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('Please enter a valid email address.');
  });

  it('never mails a link to a forged host', async () => {
    await call('POST', '/members/request_magic_token', {
      payload: { email: 'ada@example.com' },
      headers: { host: 'evil.example.net' },
    });
    expect((await sentMail())[0]!.text).toContain('https://songstats.com/magic?token=');
  });

  it('confirms the email with the mailed token (spec §8 success text)', async () => {
    await call('POST', '/members/magic_signup', {
      payload: { name: 'Grace', email: 'grace@example.com' },
    });
    const token = tokenOfMail((await sentMail())[0]!.text);
    const wrong = await call('POST', '/members/confirm_email', {
      payload: { email: 'ada@example.com', token },
    });
    expect(wrong.statusCode).toBe(400);
    await call('POST', '/members/request_magic_token', { payload: { email: 'grace@example.com' } });
    const fresh = tokenOfMail((await sentMail())[0]!.text);
    const confirmed = await call('POST', '/members/confirm_email', {
      payload: { email: 'Grace@example.com', token: fresh },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().messages).toEqual([TEXTS.success.emailConfirmed]);
  });
});

describe('the member of a session (spec §5, §7, §8)', () => {
  it('changes the password, ends every other session and keeps this one', async () => {
    const { member, token } = await insertMemberWithSession(test.connection.db);
    const { createSession } = await import('@songstats/db');
    const other = await createSession(test.connection.db, member.id);
    const differ = await call('PATCH', '/members/me', {
      headers: bearer(token),
      payload: { password: 'correct horse', confirm_password: 'battery staple' },
    });
    expect(differ.statusCode).toBe(400);
    expect(differ.json().message).toBe('The passwords do not match.');
    const short = await call('PATCH', '/members/me', {
      headers: bearer(token),
      payload: { password: 'short', confirm_password: 'short' },
    });
    expect(short.statusCode).toBe(400);

    const changed = await call('PATCH', '/members/me', {
      headers: bearer(token),
      payload: { password: 'correct horse', confirm_password: 'correct horse' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      message: TEXTS.success.passwordChanged,
      user: { hasPassword: true },
    });
    expect((await call('GET', '/members/me', { headers: bearer(other.token) })).statusCode).toBe(
      401,
    );
    expect((await call('GET', '/members/me', { headers: bearer(token) })).statusCode).toBe(200);

    const renamed = await call('PATCH', '/members/me', {
      headers: bearer(token),
      payload: { name: 'New Name' },
    });
    expect(renamed.json()).toMatchObject({
      message: TEXTS.success.accountUpdated,
      user: { name: 'New Name' },
    });
  });

  it('answers a change of nothing with a 400 and a message (issue 20)', async () => {
    const { token } = await insertMemberWithSession(test.connection.db);
    for (const payload of [{}, { confirm_password: 'correct horse' }, { password: '' }]) {
      const response = await call('PATCH', '/members/me', { headers: bearer(token), payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(NOTHING_TO_UPDATE);
    }
  });

  it('logs out its own session only', async () => {
    const { member, token } = await insertMemberWithSession(test.connection.db);
    const other = await insertMemberWithSession(test.connection.db);
    const foreign = await call('GET', `/members/logout_member/${other.member.id}`, {
      headers: bearer(token),
    });
    expect(foreign.statusCode).toBe(403);
    expect((await call('GET', '/members/me', { headers: bearer(other.token) })).statusCode).toBe(
      200,
    );
    const own = await call('GET', `/members/logout_member/${member.id}`, {
      headers: bearer(token),
    });
    expect(own.statusCode).toBe(200);
    expect((await call('GET', '/members/me', { headers: bearer(token) })).statusCode).toBe(401);
  });

  it('refuses to delete a member who has had a subscription, with the spec §8 text', async () => {
    const { token } = await insertMemberWithSession(test.connection.db, {
      hasHadSubscription: true,
    });
    const response = await call('DELETE', '/members/destroy_member', { headers: bearer(token) });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(
      "Sorry we can't delete your account because you currently or previously have had a subscription with us. Please contact support at songstats.com.",
    );
  });

  it('deletes a member without subscriptions', async () => {
    const { member, token } = await insertMemberWithSession(test.connection.db);
    const response = await call('DELETE', '/members/destroy_member', { headers: bearer(token) });
    expect(response.json().message).toBe(TEXTS.success.accountDeleted);
    const rows = await test.connection.db.select().from(members).where(eq(members.id, member.id));
    expect(rows).toEqual([]);
  });

  it('adds an entry code coupon (spec §8 text) and refuses an unknown or expired one', async () => {
    const { token } = await insertMemberWithSession(test.connection.db);
    const coupon = await insertCoupon(test.connection.db, { code: 'SPRING25' });
    await insertCoupon(test.connection.db, { code: 'OLD', expireDate: new Date('2020-01-01') });
    const fetched = await call('GET', '/payments/fetch_coupon?entryCode=spring25');
    expect(fetched.json().coupon).toMatchObject({ code: coupon.code, isVisible: true });
    const added = await call('POST', '/members/add_member_promo_code', {
      headers: bearer(token),
      payload: { entryCode: 'spring25' },
    });
    expect(added.json().message).toBe(
      'Woohoo! The coupon code SPRING25 has been added to your account and will automatically apply when you subscribe.',
    );
    const unknown = await call('POST', '/members/add_member_promo_code', {
      headers: bearer(token),
      payload: { entryCode: 'NOPE' },
    });
    expect(unknown.statusCode).toBe(404);
    const old = await call('POST', '/members/add_member_promo_code', {
      headers: bearer(token),
      payload: { entryCode: 'OLD' },
    });
    expect(old.statusCode).toBe(400);
  });
});
