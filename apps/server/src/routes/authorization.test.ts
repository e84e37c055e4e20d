import { encodeRequestStamp } from '@songstats/contract';
import { accountSourceObjects } from '@songstats/db';
import {
  insertAccount,
  insertManagement,
  insertMemberWithSession,
  insertStation,
  insertTeamSeat,
} from '@songstats/db/seed';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing';

// The authorisation matrix of issue 5: anonymous, member (owner), another member, a secondary
// team member and an admin, over every call that reads or changes something of a member.
type Who = 'anonymous' | 'owner' | 'other' | 'teammate' | 'admin';
let test: TestApp;
const tokens: Partial<Record<Who, string>> = {};
const ids: Partial<Record<Who, number>> = {};
let ownedIdUnique = '';
let hiddenIdUnique = '';
let sourceObjectId = 0;

beforeAll(async () => {
  test = await startTestApp();
  const { db } = test.connection;
  for (const who of ['owner', 'other', 'teammate', 'admin'] as const) {
    const { member, token } = await insertMemberWithSession(db, { isAdmin: who === 'admin' });
    tokens[who] = token;
    ids[who] = member.id;
  }
  const owned = await insertAccount(db, { name: 'Owned Artist' });
  const hidden = await insertAccount(db, { name: 'Hidden Artist', hidden: true });
  const others = await insertAccount(db, { name: 'Other Artist' });
  ownedIdUnique = owned.idUnique;
  hiddenIdUnique = hidden.idUnique;
  await insertManagement(db, { memberId: ids.owner!, accountId: owned.id });
  await insertManagement(db, { memberId: ids.owner!, accountId: hidden.id });
  await insertManagement(db, {
    memberId: ids.teammate!,
    accountId: owned.id,
    managementType: 'secondary',
  });
  await insertManagement(db, {
    memberId: ids.other!,
    accountId: others.id,
    accessHash: { radiostats: 'direct' },
  });
  const [row] = await db
    .insert(accountSourceObjects)
    .values({
      accountId: owned.id,
      sourceId: 'spotify',
      externalId: 'x1',
      url: 'https://open.spotify.com/artist/x1',
    })
    .returning();
  sourceObjectId = row!.id;
  await insertStation(db, { name: 'Matrix FM' });
});
afterAll(async () => {
  await test?.close();
});

function call(who: Who, method: string, url: string, payload?: object) {
  return test.app.inject({
    method: method as 'GET',
    url: `/api/v1${url}`,
    headers: {
      'x-request-stamp': encodeRequestStamp(),
      ...(tokens[who as Exclude<Who, 'anonymous'>]
        ? { authorization: `Bearer ${tokens[who as 'owner']}` }
        : {}),
    },
    ...(payload ? { payload } : {}),
  });
}

const EVERYONE: Who[] = ['anonymous', 'owner', 'other', 'teammate', 'admin'];

describe('authorisation matrix (issue 5)', () => {
  it.each([
    ['GET', '/members/me', { anonymous: 401, owner: 200, other: 200, teammate: 200, admin: 200 }],
    [
      'GET',
      '/members/check_admin_status',
      { anonymous: 401, owner: 200, other: 200, teammate: 200, admin: 200 },
    ],
    [
      'GET',
      '/members/refresh_user',
      { anonymous: 401, owner: 200, other: 200, teammate: 200, admin: 200 },
    ],
    [
      'GET',
      '/managements/artist_label_lists',
      { anonymous: 401, owner: 200, other: 200, teammate: 200, admin: 200 },
    ],
  ] as const)('%s %s answers each role with its status', async (method, url, expected) => {
    for (const who of EVERYONE) {
      const response = await call(who, method, url);
      expect([who, response.statusCode]).toEqual([who, expected[who]]);
      if (response.statusCode >= 400) expect(response.json().message).toEqual(expect.any(String));
    }
  });

  it('GET /members/me always answers with the caller, never someone else', async () => {
    for (const who of ['owner', 'other', 'teammate', 'admin'] as const) {
      expect((await call(who, 'GET', '/members/me')).json().user.userId).toBe(ids[who]);
    }
  });

  it('lists only the accounts a member manages, with the management type', async () => {
    const names = async (who: Who) =>
      (await call(who, 'GET', '/managements/artist_label_lists'))
        .json()
        .accounts.map(
          (account: { name: string; managementType: string }) =>
            `${account.name}:${account.managementType}`,
        );
    expect(await names('owner')).toEqual(['Owned Artist:primary', 'Hidden Artist:primary']);
    expect(await names('teammate')).toEqual(['Owned Artist:secondary']);
    expect(await names('other')).toEqual(['Other Artist:primary']);
    expect(await names('admin')).toEqual([]);
  });

  it('shows a hidden account only to its managers and admins', async () => {
    const statuses = await Promise.all(
      EVERYONE.map(
        async (who) =>
          (await call(who, 'GET', `/managements/get_account_info?idUnique=${hiddenIdUnique}`))
            .statusCode,
      ),
    );
    expect(statuses).toEqual([404, 200, 404, 404, 200]);
  });

  it('shows management fields of a visible account only to its managers', async () => {
    const account = async (who: Who) =>
      (await call(who, 'GET', `/managements/get_account_info?idUnique=${ownedIdUnique}`)).json()
        .account;
    expect(await account('anonymous')).toMatchObject({
      hasManagement: false,
      managementType: null,
    });
    expect(await account('other')).toMatchObject({ hasManagement: false, isUpgradable: false });
    expect(await account('owner')).toMatchObject({ hasManagement: true, isPrimary: true });
    expect(await account('teammate')).toMatchObject({
      isSecondary: true,
      restrictedUpgradeText: 'Please contact your team admin to upgrade your subscription.',
    });
  });

  it('lets only the owner and admins link platform objects to an account', async () => {
    const add = (who: Who, n: number) =>
      call(who, 'POST', '/managements/add_source_object', {
        uObjectId: ownedIdUnique,
        type: 'deezer',
        link: `https://www.deezer.com/artist/${n}`,
      });
    expect((await add('anonymous', 1)).statusCode).toBe(401);
    expect((await add('other', 2)).statusCode).toBe(403);
    expect((await add('teammate', 3)).statusCode).toBe(403);
    expect((await add('owner', 4)).statusCode).toBe(200);
    expect((await add('admin', 5)).statusCode).toBe(200);
    expect((await add('owner', 4)).statusCode).toBe(409);
  });

  it('lets only the owner and admins remove a link, and only admins toggle alpha', async () => {
    const remove = (who: Who) =>
      call(
        who,
        'DELETE',
        `/managements/remove_source_object?type=spotify&sourceObjectId=${sourceObjectId}`,
      );
    const toggle = (who: Who) =>
      call(who, 'PUT', '/managements/toggle_alpha', { type: 'spotify', sourceObjectId });
    expect((await toggle('anonymous')).statusCode).toBe(401);
    expect((await toggle('owner')).statusCode).toBe(403);
    expect((await toggle('admin')).json()).toMatchObject({ isAlpha: true });
    for (const who of ['anonymous', 'other', 'teammate'] as const) {
      expect([who, (await remove(who)).statusCode]).toEqual([who, who === 'anonymous' ? 401 : 403]);
    }
    const stored = test.connection.db
      .select()
      .from(accountSourceObjects)
      .where(eq(accountSourceObjects.id, sourceObjectId));
    expect(await stored).toHaveLength(1);
    expect((await remove('owner')).statusCode).toBe(200);
    expect(await stored).toHaveLength(0);
    expect((await remove('owner')).statusCode).toBe(404);
  });

  it('leaves radio stations out of search without radio access (spec §6)', async () => {
    const models = async (who: Who) =>
      (await call(who, 'GET', '/search/search_all?q=matrix%20fm'))
        .json()
        .results.map((result: { type: string }) => result.type);
    expect(await models('anonymous')).not.toContain('radio_station');
    expect(await models('owner')).not.toContain('radio_station');
    expect(await models('other')).toContain('radio_station');
  });

  it.each([
    ['PATCH', '/members/me', { name: 'x' }],
    ['DELETE', '/members/destroy_member', undefined],
    ['GET', '/members/logout_member/1', undefined],
    ['POST', '/members/add_member_promo_code', { entryCode: 'X' }],
    ['POST', '/managements/create_account', { link: 'https://open.spotify.com/artist/abc' }],
    ['POST', '/members/connect_google_member', { googleResponse: { credential: 'x' } }],
    [
      'POST',
      '/members/connect_apple_member',
      { appleResponse: { authorization: { id_token: 'x' } } },
    ],
    ['POST', '/members/connect_facebook_member', { facebookResponse: { accessToken: 'x' } }],
    [
      'POST',
      '/auth/authorize_google',
      { sourceObjectType: 'artist', sourceObjectId: 'x', googleResponse: { credential: 'x' } },
    ],
    [
      'POST',
      '/auth/authorize_facebook',
      { sourceObjectType: 'artist', sourceObjectId: 'x', facebookResponse: { accessToken: 'x' } },
    ],
    [
      'POST',
      '/auth/authorize_twitter',
      {
        sourceObjectType: 'artist',
        sourceObjectId: 'x',
        twitterResponse: { oauthToken: 'x', oauthTokenSecret: 'y' },
      },
    ],
    ['POST', '/members/add_push_token', { pushToken: 'x', pushTokenPlatform: 'app' }],
    ['POST', '/members/remove_push_token', { pushToken: 'x' }],
    ['GET', '/members/get_user_push_tokens', undefined],
    ['GET', '/members/get_app_push_notification_settings', undefined],
    ['PUT', '/members/update_app_push_notification_settings', { notificationsOn: false }],
    [
      'PUT',
      '/members/toggle_entity_push_notifications',
      { uEntityId: 'x', uEntityType: 'artist', isOn: 1 },
    ],
  ] as const)(
    '%s %s refuses anonymous callers with a 401 and a message',
    async (method, url, payload) => {
      const response = await call('anonymous', method, url, payload);
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('Please log in to continue.');
    },
  );

  it('lets no one log out, toggle or authorise for a profile that is not theirs', async () => {
    expect((await call('other', 'GET', `/members/logout_member/${ids.owner}`)).statusCode).toBe(
      403,
    );
    expect((await call('owner', 'GET', '/members/me')).statusCode).toBe(200);
    const toggle = { uEntityId: ownedIdUnique, uEntityType: 'artist', isOn: 0 };
    expect(
      (await call('other', 'PUT', '/members/toggle_entity_push_notifications', toggle)).statusCode,
    ).toBe(403);
    expect(
      (await call('teammate', 'PUT', '/members/toggle_entity_push_notifications', toggle))
        .statusCode,
    ).toBe(200);
    const authorize = {
      sourceObjectType: 'artist',
      sourceObjectId: ownedIdUnique,
      twitterResponse: { oauthToken: 'x', oauthTokenSecret: 'y' },
    };
    expect((await call('other', 'POST', '/auth/authorize_twitter', authorize)).statusCode).toBe(
      403,
    );
    expect((await call('teammate', 'POST', '/auth/authorize_twitter', authorize)).statusCode).toBe(
      403,
    );
  });

  it('refuses an unknown bearer token like no token', async () => {
    const response = await test.app.inject({
      url: '/api/v1/members/me',
      headers: { authorization: 'Bearer not-a-session' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Please log in to continue.');
  });
});

// Issue 20: a profile many members add. A link to a profile that exists makes the caller a
// follower (no ownership, no share of anyone's paid access); ownership comes only from an
// admin's approval of a claim; a hidden profile is never revealed through its link; links are
// changed by owners only, and each platform's link must point at that platform.
describe('shared profiles: following, claims, hidden profiles and links (issue 20)', () => {
  const SHARED_SPOTIFY = '5sharedArtistSpotifyId1';
  const HIDDEN_SPOTIFY = '5hiddenArtistSpotifyId1';
  const spotifyLink = (id: string) => `https://open.spotify.com/artist/${id}?si=share`;
  let shared = { id: 0, idUnique: '' };
  let hiddenShared = { id: 0, idUnique: '' };
  let ownerLinkId = 0;
  let trialToken = '';

  beforeAll(async () => {
    const { db } = test.connection;
    shared = await insertAccount(db, {
      name: 'Shared Artist',
      externalIds: { spotify: SHARED_SPOTIFY },
    });
    hiddenShared = await insertAccount(db, {
      name: 'Hidden Shared Artist',
      hidden: true,
      externalIds: { spotify: HIDDEN_SPOTIFY },
    });
    await insertManagement(db, { memberId: ids.owner!, accountId: shared.id });
    await insertManagement(db, { memberId: ids.owner!, accountId: hiddenShared.id });
    await insertManagement(db, {
      memberId: ids.teammate!,
      accountId: shared.id,
      managementType: 'secondary',
    });
    const [link] = await db
      .insert(accountSourceObjects)
      .values({
        accountId: shared.id,
        sourceId: 'spotify',
        externalId: SHARED_SPOTIFY,
        url: `https://open.spotify.com/artist/${SHARED_SPOTIFY}`,
        addedByMemberId: ids.owner!,
      })
      .returning();
    ownerLinkId = link!.id;
    ({ token: trialToken } = await insertMemberWithSession(db));
  });

  const withToken = (token: string, method: string, url: string, payload?: object) =>
    test.app.inject({
      method: method as 'GET',
      url: `/api/v1${url}`,
      headers: { 'x-request-stamp': encodeRequestStamp(), authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });
  const removeOwnerLink = (send: (method: string, url: string) => ReturnType<typeof withToken>) =>
    send('DELETE', `/managements/remove_source_object?type=spotify&sourceObjectId=${ownerLinkId}`);
  const accountAs = async (who: Who, idUnique = shared.idUnique) =>
    (await call(who, 'GET', `/managements/get_account_info?idUnique=${idUnique}`)).json().account;
  const listed = async (who: Who) =>
    (await call(who, 'GET', '/managements/artist_label_lists'))
      .json()
      .accounts.map(
        (account: { name: string; managementType: string }) =>
          `${account.name}:${account.managementType}`,
      );

  it('makes a member who adds the link of a profile someone owns a follower, not its owner', async () => {
    const response = await call('other', 'POST', '/managements/create_account', {
      link: spotifyLink(SHARED_SPOTIFY),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      outcome: 'following',
      baseUrl: `/artist/${shared.idUnique}`,
      item: { name: 'Shared Artist', hasManagement: true, isPrimary: false },
    });
    expect(response.json().item.managementType).toBe('follower');
    expect(await listed('other')).toContain('Shared Artist:follower');
    // A follower changes none of the owner's links.
    expect((await removeOwnerLink((m, u) => call('other', m, u))).statusCode).toBe(403);
    const add = await call('other', 'POST', '/managements/add_source_object', {
      uObjectId: shared.idUnique,
      type: 'spotify',
      link: 'https://open.spotify.com/artist/someoneElse',
    });
    expect(add.statusCode).toBe(403);
    expect((await accountAs('owner')).isPrimary).toBe(true);
  });

  it("shares the owner's paid access with the team, never with a follower (spec §3, §6)", async () => {
    // The teammate joined the owner's team (issue 22): the team's subscriptions reach them.
    const { seat } = await insertTeamSeat(test.connection.db, {
      ownerId: ids.owner!,
      memberId: ids.teammate!,
    });
    const card = await call('owner', 'POST', '/payments/sandbox/create_card_source', {
      number: '4242 4242 4242 4242',
      expMonth: 12,
      expYear: 2030,
      cvc: '123',
    });
    const paid = await call('owner', 'POST', '/payments/setup_payment', {
      payableType: 'UArtist',
      idUnique: shared.idUnique,
      interval: 'monthly',
      isBundled: false,
      fullname: 'Olive Owner',
      stripeSource: card.json().stripeSource,
    });
    expect(paid.statusCode).toBe(200);
    expect((await accountAs('owner')).hasSongstatsAccess).toBe(true);
    expect((await accountAs('teammate')).hasSongstatsAccess).toBe(true);
    const follower = await accountAs('other');
    expect(follower).toMatchObject({ hasManagement: true, hasSongstatsAccess: false });
    expect(follower.subbedAt).toBeNull();
    const feed = await call('other', 'GET', `/activities/index?idUnique=${shared.idUnique}`);
    expect(feed.json().hasAccess).toBe(false);
    // Off the team, the team's profiles and access leave the teammate (issue 22).
    const removed = await call('owner', 'DELETE', `/teams/remove_member?teamMemberId=${seat.id}`);
    expect(removed.statusCode).toBe(200);
    expect(await listed('teammate')).toEqual([]);
    expect((await accountAs('teammate')).hasSongstatsAccess).toBe(false);
  });

  it('gives a member on a free trial of a profile someone owns no ownership and no links', async () => {
    const card = await withToken(trialToken, 'POST', '/payments/sandbox/create_card_source', {
      number: '4242 4242 4242 4242',
      expMonth: 12,
      expYear: 2030,
      cvc: '123',
    });
    const trial = await withToken(trialToken, 'POST', '/payments/setup_payment', {
      payableType: 'UArtist',
      idUnique: shared.idUnique,
      interval: 'monthly',
      isBundled: false,
      fullname: 'Trevor Trial',
      stripeSource: card.json().stripeSource,
    });
    expect(trial.statusCode).toBe(200);
    const account = (
      await withToken(
        trialToken,
        'GET',
        `/managements/get_account_info?idUnique=${shared.idUnique}`,
      )
    ).json().account;
    // Their own trial unlocks the data for them; it does not make them the owner.
    expect(account).toMatchObject({ isPrimary: false, hasSongstatsAccess: true });
    expect((await removeOwnerLink((m, u) => withToken(trialToken, m, u))).statusCode).toBe(403);
    const evil = await withToken(trialToken, 'POST', '/managements/add_source_object', {
      uObjectId: shared.idUnique,
      type: 'spotify',
      link: 'https://open.spotify.com/artist/evil',
    });
    expect(evil.statusCode).toBe(403);
    const links = (await accountAs('anonymous')).links.map((link: { url: string }) => link.url);
    expect(links).toEqual([`https://open.spotify.com/artist/${SHARED_SPOTIFY}`]);
  });

  it("answers a hidden profile's link as it answers an unknown one, revealing nothing", async () => {
    const shape = (response: { json(): Record<string, unknown> }) => {
      const body = response.json() as {
        outcome: string;
        message: string;
        isAccountSetupInProgress: boolean;
        item: { name: string; managementType: string; hidden: boolean };
      };
      return {
        outcome: body.outcome,
        message: body.message,
        isAccountSetupInProgress: body.isAccountSetupInProgress,
        item: [body.item.name, body.item.managementType, body.item.hidden],
      };
    };
    // The first and the second member to add a link nobody added before.
    const unknown = spotifyLink('5neverHeardOfThisOne01');
    const first = await call('other', 'POST', '/managements/create_account', { link: unknown });
    const second = await call('teammate', 'POST', '/managements/create_account', { link: unknown });
    expect(first.json().isAccountSetupInProgress).toBe(true);
    for (const [who, expected] of [
      ['other', first],
      ['teammate', second],
    ] as const) {
      const response = await call(who, 'POST', '/managements/create_account', {
        link: spotifyLink(HIDDEN_SPOTIFY),
      });
      expect([who, response.statusCode]).toEqual([who, 200]);
      expect(response.json().item.idUnique).not.toBe(hiddenShared.idUnique);
      expect(JSON.stringify(response.json())).not.toContain('Hidden Shared Artist');
      expect(shape(response)).toEqual(shape(expected));
      expect((await listed(who)).join()).not.toContain('Hidden Shared Artist');
      const info = await call(
        who,
        'GET',
        `/managements/get_account_info?idUnique=${hiddenShared.idUnique}`,
      );
      expect(info.statusCode).toBe(404);
    }
    // Nor does linking to it tell that it exists.
    const probe = await call('other', 'POST', '/managements/add_source_object', {
      uObjectId: hiddenShared.idUnique,
      type: 'spotify',
      link: 'https://open.spotify.com/artist/probe',
    });
    expect(probe.statusCode).toBe(404);
    // Its owner adding the link again gets their own profile back.
    const own = await call('owner', 'POST', '/managements/create_account', {
      link: spotifyLink(HIDDEN_SPOTIFY),
    });
    expect(own.json()).toMatchObject({
      outcome: 'owner',
      item: { idUnique: hiddenShared.idUnique, isPrimary: true },
    });
  });

  it("takes a platform's link only on that platform's own hosts", async () => {
    const add = (type: string, link: string) =>
      call('owner', 'POST', '/managements/add_source_object', {
        uObjectId: shared.idUnique,
        type,
        link,
      });
    for (const [type, link] of [
      ['spotify', 'https://evil.example/artist/5sharedArtistSpotifyId1'],
      ['spotify', 'https://open.spotify.com.evil.example/artist/x'],
      ['spotify', 'https://open.spotify.com@evil.example/artist/x'],
      ['spotify', 'https://music.apple.com/us/artist/shared/1'],
      ['apple_music', 'https://open.spotify.com/artist/x'],
      ['amazon', 'https://music.amazon.evil.example/artists/B000'],
      ['radio', 'https://open.spotify.com/artist/x'],
      ['overview', 'https://open.spotify.com/artist/x'],
    ] as const) {
      const response = await add(type, link);
      expect([type, link, response.statusCode]).toEqual([type, link, 400]);
      expect(response.json().message).toEqual(expect.any(String));
    }
    expect(
      (await add('apple_music', 'https://music.apple.com/us/artist/shared/1')).statusCode,
    ).toBe(200);
    expect((await add('amazon', 'https://music.amazon.de/artists/B000SHARED')).statusCode).toBe(
      200,
    );
    const hosts = (await accountAs('anonymous')).links.map(
      (link: { url: string }) => new URL(link.url).hostname,
    );
    expect(hosts.sort()).toEqual(['music.amazon.de', 'music.apple.com', 'open.spotify.com']);
  });

  let claimId = 0;
  it('files a claim when a member asks to own a profile they add', async () => {
    const response = await call('other', 'POST', '/managements/create_account', {
      link: spotifyLink(SHARED_SPOTIFY),
      claim: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ outcome: 'claimFiled', item: { isPrimary: false } });
    // Filing twice keeps one pending claim.
    await call('other', 'POST', '/managements/create_account', {
      link: spotifyLink(SHARED_SPOTIFY),
      claim: true,
    });
    const claims = await call('admin', 'GET', '/managements/account_claims?status=pending');
    const mine = claims
      .json()
      .claims.filter((claim: { member: { userId: number } }) => claim.member.userId === ids.other);
    expect(mine).toEqual([
      expect.objectContaining({
        status: 'pending',
        account: expect.objectContaining({ idUnique: shared.idUnique, name: 'Shared Artist' }),
        link: spotifyLink(SHARED_SPOTIFY),
      }),
    ]);
    claimId = mine[0].id;
  });

  it('lists claims to admins only', async () => {
    const expected = { anonymous: 401, owner: 403, other: 403, teammate: 403, admin: 200 };
    for (const who of EVERYONE) {
      const response = await call(who, 'GET', '/managements/account_claims');
      expect([who, response.statusCode]).toEqual([who, expected[who]]);
      if (response.statusCode >= 400) expect(response.json().message).toEqual(expect.any(String));
    }
  });

  it('lets only admins review a claim, and approval makes the claimant its owner', async () => {
    const review = (who: Who, decision: string, id = claimId) =>
      call(who, 'PATCH', '/managements/review_account_claim', { claimId: id, decision });
    const expected = { anonymous: 401, owner: 403, other: 403, teammate: 403 } as const;
    for (const who of ['anonymous', 'owner', 'other', 'teammate'] as const) {
      const response = await review(who, 'approve');
      expect([who, response.statusCode]).toEqual([who, expected[who]]);
    }
    expect((await accountAs('other')).isPrimary).toBe(false);
    expect((await review('admin', 'approve', 999_999)).statusCode).toBe(404);
    const approved = await review('admin', 'approve');
    expect(approved.statusCode).toBe(200);
    expect(approved.json().claim).toMatchObject({ id: claimId, status: 'approved' });
    expect(await listed('other')).toContain('Shared Artist:primary');
    // The approval grants ownership, not the owner's paid access.
    expect(await accountAs('other')).toMatchObject({ isPrimary: true, hasSongstatsAccess: false });
    const again = await review('admin', 'reject');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toEqual(expect.any(String));
  });

  it('leaves a member whose claim is rejected a follower', async () => {
    const filed = await withToken(trialToken, 'POST', '/managements/create_account', {
      link: spotifyLink(SHARED_SPOTIFY),
      claim: true,
    });
    expect(filed.json().outcome).toBe('claimFiled');
    const pending = (await call('admin', 'GET', '/managements/account_claims?status=pending'))
      .json()
      .claims.find(
        (claim: { account: { idUnique: string } }) => claim.account.idUnique === shared.idUnique,
      );
    const rejected = await call('admin', 'PATCH', '/managements/review_account_claim', {
      claimId: pending.id,
      decision: 'reject',
    });
    expect(rejected.json().claim).toMatchObject({ status: 'rejected' });
    expect((await removeOwnerLink((m, u) => withToken(trialToken, m, u))).statusCode).toBe(403);
  });
});
