import { encodeRequestStamp } from '@songstats/contract';
import { accountSourceObjects } from '@songstats/db';
import { insertAccount, insertManagement, insertMemberWithSession } from '@songstats/db/seed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFacebookVerifier } from '../../auth/social/verify-facebook-token';
import { createFacebookPages } from '../../integrations/facebook-pages';
import { startFakeIntegrationProviders } from '../../integrations/fake-integration-providers';
import { createGoogleYoutube, YOUTUBE_READONLY_SCOPE } from '../../integrations/google-youtube';
import { createTwitterAccount } from '../../integrations/twitter-account';
import { startTestApp, type TestApp } from '../../testing';
import { NOT_ACCOUNT_OWNER } from '../auth/authorize';
import { NOT_A_MANAGER } from './data-integrations';
import { NOT_YOUR_ACCOUNT } from './source-objects';

// spec §2 Integrations, §7 authorize_*, add_source_object, remove_source_object, toggle_alpha:
// the providers are local servers answering in their recorded formats. Authorisation cases:
// anonymous, owner, teammate (secondary), another member, a follower, admin.
type Who = 'anonymous' | 'owner' | 'teammate' | 'other' | 'follower' | 'admin';
const CLIENT_ID = 'songstats-test.apps.googleusercontent.com';
const APP_ID = '1234567890';
let test: TestApp;
let providers: Awaited<ReturnType<typeof startFakeIntegrationProviders>>;
const tokens: Partial<Record<Who, string>> = {};
let idUnique = '';
let accountId = 0;

beforeAll(async () => {
  providers = await startFakeIntegrationProviders({
    google: [
      {
        accessToken: 'ya29.owner',
        sub: '1087',
        email: 'band@gmail.com',
        clientId: CLIENT_ID,
        scope: `openid ${YOUTUBE_READONLY_SCOPE}`,
        channels: [{ id: 'UCowner000000000000000001', title: 'Band Official', customUrl: '@band' }],
      },
      {
        accessToken: 'ya29.other-app',
        sub: '2',
        email: 'x@gmail.com',
        clientId: 'another-app.apps.googleusercontent.com',
        scope: YOUTUBE_READONLY_SCOPE,
        channels: [{ id: 'UCx', title: 'X' }],
      },
      {
        accessToken: 'ya29.no-scope',
        sub: '3',
        email: 'y@gmail.com',
        clientId: CLIENT_ID,
        scope: 'openid email',
        channels: [{ id: 'UCy', title: 'Y' }],
      },
      {
        accessToken: 'ya29.no-channel',
        sub: '4',
        email: 'z@gmail.com',
        clientId: CLIENT_ID,
        scope: YOUTUBE_READONLY_SCOPE,
        channels: [],
      },
    ],
    facebook: [
      {
        accessToken: 'EAAowner',
        userId: '10158',
        name: 'Band Manager',
        appId: APP_ID,
        pages: [{ id: '1029', name: 'Band Page', instagram: { id: '1784', username: 'band' } }],
      },
    ],
    twitter: {
      consumerKey: 'ck',
      consumerSecret: 'cs',
      logins: [
        { token: '6253282-tok', tokenSecret: 'tok-secret', id: '6253282', screenName: 'band' },
      ],
    },
  });
  test = await startTestApp({
    integrations: {
      publicIds: { google: CLIENT_ID, facebook: APP_ID },
      google: createGoogleYoutube({
        clientIds: [CLIENT_ID],
        tokenInfoUrl: `${providers.url}/tokeninfo`,
        apiUrl: providers.url,
      }),
      facebook: createFacebookPages({
        graphUrl: providers.url,
        verify: createFacebookVerifier({ appId: APP_ID, appSecret: 's', graphUrl: providers.url }),
      }),
      twitter: createTwitterAccount({
        consumerKey: 'ck',
        consumerSecret: 'cs',
        apiUrl: providers.url,
      }),
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
  accountId = account.id;
  await insertManagement(db, { memberId: ids.owner!, accountId });
  await insertManagement(db, { memberId: ids.teammate!, accountId, managementType: 'secondary' });
  await insertManagement(db, { memberId: ids.follower!, accountId, managementType: 'follower' });
});
afterAll(async () => {
  await test?.close();
  await providers?.close();
});

function call(who: Who, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  const token = tokens[who as Exclude<Who, 'anonymous'>];
  return test.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: {
      'x-request-stamp': encodeRequestStamp(),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(payload ? { payload } : {}),
  });
}
const EVERYONE: Who[] = ['anonymous', 'owner', 'teammate', 'other', 'follower', 'admin'];
const listing = (who: Who) =>
  call(who, 'GET', `/managements/data_integrations?idUnique=${idUnique}`);
const google = (who: Who, accessToken: string) =>
  call(who, 'POST', '/auth/authorize_google', {
    sourceObjectType: 'artist',
    sourceObjectId: idUnique,
    googleResponse: { access_token: accessToken },
  });
type Row = {
  id: number;
  sourceId: string;
  url: string;
  isAlpha: boolean;
  connectedAccount: unknown;
};
const rows = async (who: Who): Promise<Row[]> => (await listing(who)).json().sourceObjects;

describe('Integrations: connecting a profile’s social data (spec §2, §7)', () => {
  it('connects a YouTube channel through Google for the owner only', async () => {
    const statuses: Record<string, number> = {};
    for (const who of EVERYONE) {
      if (who === 'owner' || who === 'admin') continue;
      const response = await google(who, 'ya29.owner');
      statuses[who] = response.statusCode;
      if (response.statusCode === 403) expect(response.json().message).toBe(NOT_ACCOUNT_OWNER);
    }
    expect(statuses).toEqual({ anonymous: 401, teammate: 403, other: 403, follower: 403 });
    const connected = await google('owner', 'ya29.owner');
    expect(connected.statusCode).toBe(200);
    expect(connected.json().message).toBe(
      'Your Google data is now connected to The Band: Band Official.',
    );
    expect(await rows('owner')).toEqual([
      expect.objectContaining({
        sourceId: 'youtube',
        url: 'https://www.youtube.com/channel/UCowner000000000000000001',
        connectedAccount: { provider: 'google', name: 'band@gmail.com' },
      }),
    ]);
    // Connecting again keeps one link.
    expect((await google('owner', 'ya29.owner')).statusCode).toBe(200);
    expect(await rows('owner')).toHaveLength(1);
  });

  it('refuses tokens Google does not vouch for, for another app, without YouTube, or without a channel', async () => {
    for (const [token, status] of [
      ['ya29.unknown', 401],
      ['ya29.other-app', 401],
      ['ya29.no-scope', 401],
      ['ya29.no-channel', 400],
    ] as const) {
      const response = await google('owner', token);
      expect([token, response.statusCode]).toEqual([token, status]);
      expect(response.json().message).toEqual(expect.any(String));
    }
    expect(await rows('owner')).toHaveLength(1);
  });

  it('connects Facebook pages with their Instagram account, and a Twitter account (admins too)', async () => {
    const facebook = await call('admin', 'POST', '/auth/authorize_facebook', {
      sourceObjectType: 'artist',
      sourceObjectId: idUnique,
      facebookResponse: { accessToken: 'EAAowner' },
    });
    expect(facebook.json().message).toBe(
      'Your Facebook data is now connected to The Band: Band Page, @band.',
    );
    const twitter = (tokenSecret: string) =>
      call('owner', 'POST', '/auth/authorize_twitter', {
        sourceObjectType: 'artist',
        sourceObjectId: idUnique,
        twitterResponse: { oauthToken: '6253282-tok', oauthTokenSecret: tokenSecret },
      });
    // A signature made with the wrong secret is refused by Twitter.
    expect((await twitter('stolen')).statusCode).toBe(401);
    expect((await twitter('tok-secret')).statusCode).toBe(200);
    const connections = (await rows('owner')).map((row) => [
      row.sourceId,
      row.url,
      row.connectedAccount,
    ]);
    expect(connections).toEqual([
      [
        'youtube',
        'https://www.youtube.com/channel/UCowner000000000000000001',
        { provider: 'google', name: 'band@gmail.com' },
      ],
      ['facebook', 'https://www.facebook.com/1029', { provider: 'facebook', name: 'Band Manager' }],
      [
        'instagram',
        'https://www.instagram.com/band',
        { provider: 'facebook', name: 'Band Manager' },
      ],
      ['twitter', 'https://x.com/band', { provider: 'twitter', name: '@band' }],
    ]);
  });

  it('shows the integrations to the profile’s owners, team and admins only', async () => {
    const statuses = Object.fromEntries(
      await Promise.all(EVERYONE.map(async (who) => [who, (await listing(who)).statusCode])),
    );
    expect(statuses).toEqual({
      anonymous: 401,
      owner: 200,
      teammate: 200,
      other: 403,
      follower: 403,
      admin: 200,
    });
    expect((await listing('other')).json().message).toBe(NOT_A_MANAGER);
    expect((await listing('owner')).json()).toMatchObject({
      account: { idUnique, name: 'The Band', type: 'artist' },
      canEdit: true,
      canToggleAlpha: false,
      providers: { google: { clientId: CLIENT_ID }, facebook: { appId: APP_ID }, twitter: true },
    });
    expect((await listing('teammate')).json()).toMatchObject({
      canEdit: false,
      canToggleAlpha: false,
    });
    expect((await listing('admin')).json()).toMatchObject({ canEdit: true, canToggleAlpha: true });
    expect(
      (await call('owner', 'GET', '/managements/data_integrations?idUnique=nope')).statusCode,
    ).toBe(404);
  });

  it('lets only the owner and admins add and remove links, and only admins mark them alpha', async () => {
    const add = (who: Who) =>
      call(who, 'POST', '/managements/add_source_object', {
        uObjectId: idUnique,
        type: 'soundcloud',
        link: 'https://soundcloud.com/the-band',
      });
    expect((await add('teammate')).statusCode).toBe(403);
    expect((await add('owner')).statusCode).toBe(200);
    const pasted = (await rows('owner')).find((row) => row.sourceId === 'soundcloud')!;
    expect(pasted.connectedAccount).toBeNull();

    const youtube = (await rows('owner')).find((row) => row.sourceId === 'youtube')!;
    const alpha = (who: Who) =>
      call(who, 'PUT', '/managements/toggle_alpha', {
        type: 'youtube',
        sourceObjectId: youtube.id,
      });
    expect((await alpha('owner')).statusCode).toBe(403);
    expect((await alpha('admin')).json()).toMatchObject({ isAlpha: true });
    // Alpha links are shown to admins only.
    expect((await rows('owner')).some((row) => row.id === youtube.id)).toBe(false);
    expect((await rows('admin')).find((row) => row.id === youtube.id)?.isAlpha).toBe(true);
    expect((await alpha('admin')).json()).toMatchObject({ isAlpha: false });

    const remove = (who: Who, id: number) =>
      call(who, 'DELETE', `/managements/remove_source_object?type=youtube&sourceObjectId=${id}`);
    for (const who of ['teammate', 'other', 'follower'] as const) {
      const response = await remove(who, youtube.id);
      expect([who, response.statusCode, response.json().message]).toEqual([
        who,
        403,
        NOT_YOUR_ACCOUNT,
      ]);
    }
    expect((await remove('anonymous', youtube.id)).statusCode).toBe(401);
    expect((await remove('owner', youtube.id)).statusCode).toBe(200);
    expect((await rows('owner')).map((row) => row.sourceId)).toEqual([
      'facebook',
      'instagram',
      'twitter',
      'soundcloud',
    ]);
    expect((await remove('admin', pasted.id)).statusCode).toBe(200);
    const left = await test.connection.db.select().from(accountSourceObjects);
    expect(left.filter((row) => row.accountId === accountId)).toHaveLength(3);
  });
});
