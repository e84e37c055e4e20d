import { encodeRequestStamp } from '@songstats/contract';
import { accountSourceObjects } from '@songstats/db';
import {
  insertAccount,
  insertManagement,
  insertMemberWithSession,
  insertTeamSeat,
} from '@songstats/db/seed';
import { beforeAll, describe, expect, it } from 'vitest';
import { EVERYONE, useAuthorizationMatrix, type Who } from './authorization-matrix';

// Issue 20 on the authorisation matrix of issue 5: shared profiles, following, claims, hidden
// profiles and the platforms' links.
const kit = useAuthorizationMatrix();
const { ids, call } = kit;

describe('shared profiles: following, claims, hidden profiles and links (issue 20)', () => {
  const SHARED_SPOTIFY = '5sharedArtistSpotifyId1';
  const HIDDEN_SPOTIFY = '5hiddenArtistSpotifyId1';
  const spotifyLink = (id: string) => `https://open.spotify.com/artist/${id}?si=share`;
  let shared = { id: 0, idUnique: '' };
  let hiddenShared = { id: 0, idUnique: '' };
  let ownerLinkId = 0;
  let trialToken = '';

  beforeAll(async () => {
    const { db } = kit.test.connection;
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
    kit.test.app.inject({
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
    const { seat } = await insertTeamSeat(kit.test.connection.db, {
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
