import { encodeRequestStamp } from '@songstats/contract';
import { twitterRequestTokens } from '@songstats/db';
import { insertAccount, insertManagement, insertMemberWithSession } from '@songstats/db/seed';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type FakeTwitterLogin,
  startFakeIntegrationProviders,
} from '../../integrations/fake-integration-providers';
import { createTwitterAccount } from '../../integrations/twitter-account';
import { createTwitterSignIn } from '../../integrations/twitter-sign-in';
import { startTestApp, type TestApp } from '../../testing';
import { NOT_ACCOUNT_OWNER } from './authorize';
import { TWITTER_NOT_AVAILABLE, TWITTER_SIGN_IN_EXPIRED } from './twitter-sign-in';

// Twitter's browser login (OAuth 1.0a three-legged) for spec §7 authorize_twitter, against a
// local server answering request_token, access_token and verify_credentials in Twitter's
// documented formats. Authorisation: anonymous, owner, teammate, another member, follower, admin.
type Who = 'anonymous' | 'owner' | 'teammate' | 'other' | 'follower' | 'admin';
const BAND: FakeTwitterLogin = {
  token: '6253282-eWudHldSbIaelX7swmsiHImEL4KinwaGloHANdrY',
  tokenSecret: '2EEfA6BG5ly3sR3XjE0IBSnlQu4ZrUzPiYTmrkVU',
  id: '6253282',
  screenName: 'twitterapi',
};
const app = { consumerKey: 'OqEqJeafRSF11jBMStrZz', consumerSecret: 'consumer-secret' };
let test: TestApp;
let providers: Awaited<ReturnType<typeof startFakeIntegrationProviders>>;
const tokens: Partial<Record<Who, string>> = {};
let idUnique = '';

beforeAll(async () => {
  providers = await startFakeIntegrationProviders({ twitter: { ...app, logins: [BAND] } });
  const twitterApp = { ...app, apiUrl: providers.url };
  test = await startTestApp({
    integrations: {
      twitter: createTwitterAccount(twitterApp),
      twitterSignIn: createTwitterSignIn(twitterApp),
    },
  });
  const { db } = test.connection;
  const ids: Partial<Record<Who, number>> = {};
  for (const who of ['owner', 'teammate', 'other', 'follower', 'admin'] as const) {
    const { member, token } = await insertMemberWithSession(db, { isAdmin: who === 'admin' });
    tokens[who] = token;
    ids[who] = member.id;
  }
  const account = await insertAccount(db, { name: 'The Band' });
  idUnique = account.idUnique;
  await insertManagement(db, { memberId: ids.owner!, accountId: account.id });
  for (const [who, managementType] of [
    ['teammate', 'secondary'],
    ['follower', 'follower'],
  ] as const) {
    await insertManagement(db, { memberId: ids[who]!, accountId: account.id, managementType });
  }
});
afterAll(async () => {
  await test?.close();
  await providers?.close();
});

function call(who: Who, url: string, payload: object) {
  const token = tokens[who as Exclude<Who, 'anonymous'>];
  return test.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    headers: {
      host: 'localhost:9500',
      'x-request-stamp': encodeRequestStamp(),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload,
  });
}
const start = (who: Who, id = idUnique) =>
  call(who, '/auth/twitter_request_token', { idUnique: id });
const finish = (who: Who, oauthToken: string, oauthVerifier: string) =>
  call(who, '/auth/twitter_access_token', { oauthToken, oauthVerifier });
const listing = async (who: Who) =>
  (
    await test.app.inject({
      method: 'GET',
      url: `/api/v1/managements/data_integrations?idUnique=${idUnique}`,
      headers: { 'x-request-stamp': encodeRequestStamp(), authorization: `Bearer ${tokens[who]}` },
    })
  ).json().sourceObjects;

/** Starts as `who` and signs in at Twitter: the callback's oauth_token and oauth_verifier. */
async function signedIn(who: Who) {
  const started = await start(who);
  expect(started.statusCode).toBe(200);
  const authorizeUrl = new URL(started.json().authorizeUrl);
  expect(`${authorizeUrl.origin}${authorizeUrl.pathname}`).toBe(
    `${providers.url}/oauth/authenticate`,
  );
  const oauthToken = authorizeUrl.searchParams.get('oauth_token')!;
  const { verifier, callback } = providers.signInToTwitter(oauthToken, BAND);
  return { oauthToken, verifier, callback: new URL(callback) };
}

describe("Twitter's browser login (spec §7 authorize_twitter, OAuth 1.0a)", () => {
  it('lets only owners and admins ask for a request token', async () => {
    const statuses: Partial<Record<Who, number>> = {};
    for (const who of ['anonymous', 'teammate', 'other', 'follower'] as const) {
      const response = await start(who);
      statuses[who] = response.statusCode;
      expect(response.json().message).toEqual(expect.any(String));
      if (response.statusCode === 403) expect(response.json().message).toBe(NOT_ACCOUNT_OWNER);
    }
    expect(statuses).toEqual({ anonymous: 401, teammate: 403, other: 403, follower: 403 });
    // Nothing was asked of Twitter, nothing kept.
    expect(providers.requests).not.toContain('POST /oauth/request_token');
    expect(await test.connection.db.select().from(twitterRequestTokens)).toEqual([]);
    expect((await start('owner', 'no-such-profile')).statusCode).toBe(404);
  });

  it('connects the account the owner signs in with, and Twitter comes back to the Integrations page', async () => {
    const { oauthToken, verifier, callback } = await signedIn('owner');
    expect(`${callback.origin}${callback.pathname}`).toBe(
      'http://localhost:9500/settings/data-integrations',
    );
    expect(callback.searchParams.get('oauth_verifier')).toBe(verifier);
    // The request token's secret stays on our side: the page never sees it.
    const [kept] = await test.connection.db.select().from(twitterRequestTokens);
    expect(kept).toEqual(expect.objectContaining({ oauthToken }));
    expect(JSON.stringify((await start('owner')).json())).not.toContain(kept!.oauthTokenSecret);

    const connected = await finish('owner', oauthToken, verifier);
    expect(connected.statusCode).toBe(200);
    expect(connected.json()).toEqual({
      message: 'Your Twitter data is now connected to The Band: @twitterapi.',
      idUnique,
    });
    expect(await listing('owner')).toEqual([
      expect.objectContaining({
        sourceId: 'twitter',
        url: 'https://x.com/twitterapi',
        connectedAccount: { provider: 'twitter', name: '@twitterapi' },
      }),
    ]);
    // A request token is exchanged once.
    const again = await finish('owner', oauthToken, verifier);
    expect([again.statusCode, again.json().message]).toEqual([400, TWITTER_SIGN_IN_EXPIRED]);
  });

  it("lets an admin connect, and no one finishes another member's sign-in", async () => {
    const { oauthToken, verifier } = await signedIn('admin');
    const statuses: Partial<Record<Who, number>> = {};
    for (const who of ['anonymous', 'owner', 'teammate', 'other', 'follower'] as const) {
      statuses[who] = (await finish(who, oauthToken, verifier)).statusCode;
    }
    expect(statuses).toEqual({
      anonymous: 401,
      owner: 400,
      teammate: 400,
      other: 400,
      follower: 400,
    });
    const connected = await finish('admin', oauthToken, verifier);
    expect([connected.statusCode, connected.json().idUnique]).toEqual([200, idUnique]);
    expect(await listing('owner')).toHaveLength(1);
  });

  it('refuses a wrong verifier (401) and an expired request token (400)', async () => {
    const wrong = await signedIn('owner');
    const refused = await finish('owner', wrong.oauthToken, 'not-the-verifier');
    expect([refused.statusCode, refused.json().message]).toEqual([
      401,
      'We could not verify your Twitter login. Please try again.',
    ]);
    const late = await signedIn('owner');
    await test.connection.db.execute(
      sql`update twitter_request_tokens set expires_at = now() - interval '1 second'`,
    );
    const expired = await finish('owner', late.oauthToken, late.verifier);
    expect([expired.statusCode, expired.json().message]).toEqual([400, TWITTER_SIGN_IN_EXPIRED]);
  });

  it('answers bad input with a 400', async () => {
    expect((await call('owner', '/auth/twitter_request_token', {})).statusCode).toBe(400);
    expect((await finish('owner', '', 'x')).statusCode).toBe(400);
  });
});

describe('Twitter login not set up on this server', () => {
  it('answers 400 with a message', async () => {
    const bare = await startTestApp({ integrations: {} });
    try {
      const { token } = await insertMemberWithSession(bare.connection.db, { isAdmin: true });
      const account = await insertAccount(bare.connection.db, { name: 'Solo' });
      const response = await bare.app.inject({
        method: 'POST',
        url: '/api/v1/auth/twitter_request_token',
        headers: { 'x-request-stamp': encodeRequestStamp(), authorization: `Bearer ${token}` },
        payload: { idUnique: account.idUnique },
      });
      expect([response.statusCode, response.json().message]).toEqual([400, TWITTER_NOT_AVAILABLE]);
    } finally {
      await bare.close();
    }
  });
});
