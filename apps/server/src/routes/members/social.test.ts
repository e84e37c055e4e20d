import { encodeRequestStamp } from '@songstats/contract';
import { insertAccount, insertManagement, insertMemberWithSession } from '@songstats/db/seed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeFacebookGraph, startFakeJwksProvider } from '../../auth/social/fake-providers';
import { createFacebookVerifier } from '../../auth/social/verify-facebook-token';
import { createIdTokenVerifier } from '../../auth/social/verify-id-token';
import { startTestApp, type TestApp } from '../../testing';

const GOOGLE_CLIENT = 'google-client.apps.test';
const APPLE_CLIENT = 'com.songstats.test';
let test: TestApp;
let google: Awaited<ReturnType<typeof startFakeJwksProvider>>;
let apple: Awaited<ReturnType<typeof startFakeJwksProvider>>;
let facebook: Awaited<ReturnType<typeof startFakeFacebookGraph>>;

beforeAll(async () => {
  google = await startFakeJwksProvider('https://accounts.google.com');
  apple = await startFakeJwksProvider('https://appleid.apple.com');
  facebook = await startFakeFacebookGraph([
    { id: 'fb1', name: 'Fiona Book', email: 'Fiona@Example.com', appId: 'app-1' },
    { id: 'fb2', name: 'Other App', email: 'other@example.com', appId: 'someone-else' },
  ]);
  test = await startTestApp({
    social: {
      google: createIdTokenVerifier({
        provider: 'google',
        audience: GOOGLE_CLIENT,
        issuer: google.issuer,
        jwksUrl: google.jwksUrl,
      }),
      apple: createIdTokenVerifier({
        provider: 'apple',
        audience: APPLE_CLIENT,
        issuer: apple.issuer,
        jwksUrl: apple.jwksUrl,
      }),
      facebook: createFacebookVerifier({
        appId: 'app-1',
        appSecret: 'secret',
        graphUrl: facebook.graphUrl,
      }),
    },
  });
});
afterAll(async () => {
  await test?.close();
  await Promise.all([google?.close(), apple?.close(), facebook?.close()]);
});

const post = (url: string, payload: object, token?: string) =>
  test.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    headers: {
      'x-request-stamp': encodeRequestStamp(),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload,
  });

const googleToken = (sub: string, email: string, extra: object = {}) =>
  google.sign(
    { sub, email, email_verified: true, name: 'Gus Google', ...extra },
    { audience: GOOGLE_CLIENT },
  );

describe('social login (spec §7)', () => {
  it('signs a new member up with a Google ID token and logs the same identity in again', async () => {
    const first = await post('/members/login_google_member', {
      googleResponse: { credential: await googleToken('g-1', 'Gus@Example.com') },
      postEntryCode: 'FRIEND',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      userEmailAddress: { email: 'gus@example.com' },
      userFullName: { name: 'Gus Google' },
      entryCode: 'FRIEND',
    });
    const again = await post('/members/login_google_member', {
      googleResponse: { credential: await googleToken('g-1', 'gus@example.com') },
    });
    expect(again.json().userId).toBe(first.json().userId);
  });

  it.each([
    [
      'a token signed with a key that is not in the JWKS',
      () =>
        google.sign(
          { sub: 'x', email: 'x@example.com', email_verified: true },
          { audience: GOOGLE_CLIENT, foreign: true },
        ),
    ],
    [
      'a token for another client',
      () =>
        google.sign(
          { sub: 'x', email: 'x@example.com', email_verified: true },
          { audience: 'someone-else' },
        ),
    ],
    [
      'an expired token',
      () =>
        google.sign(
          { sub: 'x', email: 'x@example.com', email_verified: true },
          { audience: GOOGLE_CLIENT, expiresIn: '-1m' },
        ),
    ],
    [
      'a token from another issuer',
      () =>
        apple.sign(
          { sub: 'x', email: 'x@example.com', email_verified: true },
          { audience: GOOGLE_CLIENT },
        ),
    ],
  ])('refuses %s with a 401 and a message', async (_name, make) => {
    const response = await post('/members/login_google_member', {
      googleResponse: { credential: await make() },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(
      'We could not verify your Google login. Please try again.',
    );
  });

  it('logs in with Apple, naming the member from the first response', async () => {
    const idToken = await apple.sign(
      { sub: 'a-1', email: 'ann@example.com', email_verified: 'true' },
      { audience: APPLE_CLIENT },
    );
    const response = await post('/members/login_apple_member', {
      appleResponse: {
        authorization: { id_token: idToken },
        user: { name: { firstName: 'Ann', lastName: 'Apple' } },
      },
    });
    expect(response.json()).toMatchObject({
      userFullName: { name: 'Ann Apple' },
      userEmailAddress: { email: 'ann@example.com' },
    });
  });

  it('logs in with Facebook through the token debug endpoint, refusing tokens of other apps', async () => {
    const ok = await post('/members/login_facebook_member', {
      facebookResponse: { accessToken: 'token-fb1' },
    });
    expect(ok.json()).toMatchObject({
      userEmailAddress: { email: 'fiona@example.com' },
      userFullName: { name: 'Fiona Book' },
    });
    const otherApp = await post('/members/login_facebook_member', {
      facebookResponse: { accessToken: 'token-fb2' },
    });
    expect(otherApp.statusCode).toBe(401);
    const unknown = await post('/members/login_facebook_member', {
      facebookResponse: { accessToken: 'nope' },
    });
    expect(unknown.statusCode).toBe(401);
  });

  it('connects a Google login to a member once, and refuses it for another member', async () => {
    const owner = await insertMemberWithSession(test.connection.db);
    const credential = await googleToken('g-connect', 'connect@example.com');
    const connected = await post(
      '/members/connect_google_member',
      { googleResponse: { credential } },
      owner.token,
    );
    expect(connected.json().user).toMatchObject({
      userId: owner.member.id,
      connectedLogins: [{ provider: 'google', email: 'connect@example.com' }],
    });
    const other = await insertMemberWithSession(test.connection.db);
    const taken = await post(
      '/members/connect_google_member',
      { googleResponse: { credential } },
      other.token,
    );
    expect(taken.statusCode).toBe(409);
    const anonymous = await post('/members/connect_google_member', {
      googleResponse: { credential },
    });
    expect(anonymous.statusCode).toBe(401);
    // The connected identity now logs the owner in.
    const login = await post('/members/login_google_member', { googleResponse: { credential } });
    expect(login.json().userId).toBe(owner.member.id);
  });

  it("authorises an account's Google data for its owner only", async () => {
    const owner = await insertMemberWithSession(test.connection.db);
    const teammate = await insertMemberWithSession(test.connection.db);
    const account = await insertAccount(test.connection.db, { name: 'Owned' });
    await insertManagement(test.connection.db, {
      memberId: owner.member.id,
      accountId: account.id,
    });
    await insertManagement(test.connection.db, {
      memberId: teammate.member.id,
      accountId: account.id,
      managementType: 'secondary',
    });
    const body = async () => ({
      sourceObjectType: 'artist',
      sourceObjectId: account.idUnique,
      googleResponse: { credential: await googleToken('yt-1', 'yt@example.com') },
    });
    expect((await post('/auth/authorize_google', await body(), teammate.token)).statusCode).toBe(
      403,
    );
    const ok = await post('/auth/authorize_google', await body(), owner.token);
    expect(ok.json().message).toBe('Your Google data is now connected to Owned.');
    const twitter = await post(
      '/auth/authorize_twitter',
      {
        sourceObjectType: 'artist',
        sourceObjectId: account.idUnique,
        twitterResponse: { oauthToken: 't', oauthTokenSecret: 's' },
      },
      owner.token,
    );
    expect(twitter.statusCode).toBe(400);
  });
});
