import { accountSourceObjects } from '@songstats/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { EVERYONE, useAuthorizationMatrix, type Who } from './authorization-matrix';

// The authorisation matrix of issue 5 over the members', managements' and search calls.
const kit = useAuthorizationMatrix();
const { ids, call } = kit;

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
          (await call(who, 'GET', `/managements/get_account_info?idUnique=${kit.hiddenIdUnique}`))
            .statusCode,
      ),
    );
    expect(statuses).toEqual([404, 200, 404, 404, 200]);
  });

  it('shows management fields of a visible account only to its managers', async () => {
    const account = async (who: Who) =>
      (await call(who, 'GET', `/managements/get_account_info?idUnique=${kit.ownedIdUnique}`)).json()
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
        uObjectId: kit.ownedIdUnique,
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
        `/managements/remove_source_object?type=spotify&sourceObjectId=${kit.sourceObjectId}`,
      );
    const toggle = (who: Who) =>
      call(who, 'PUT', '/managements/toggle_alpha', {
        type: 'spotify',
        sourceObjectId: kit.sourceObjectId,
      });
    expect((await toggle('anonymous')).statusCode).toBe(401);
    expect((await toggle('owner')).statusCode).toBe(403);
    expect((await toggle('admin')).json()).toMatchObject({ isAlpha: true });
    for (const who of ['anonymous', 'other', 'teammate'] as const) {
      expect([who, (await remove(who)).statusCode]).toEqual([who, who === 'anonymous' ? 401 : 403]);
    }
    const stored = kit.test.connection.db
      .select()
      .from(accountSourceObjects)
      .where(eq(accountSourceObjects.id, kit.sourceObjectId));
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
    const toggle = { uEntityId: kit.ownedIdUnique, uEntityType: 'artist', isOn: 0 };
    expect(
      (await call('other', 'PUT', '/members/toggle_entity_push_notifications', toggle)).statusCode,
    ).toBe(403);
    expect(
      (await call('teammate', 'PUT', '/members/toggle_entity_push_notifications', toggle))
        .statusCode,
    ).toBe(200);
    const authorize = {
      sourceObjectType: 'artist',
      sourceObjectId: kit.ownedIdUnique,
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
    const response = await kit.test.app.inject({
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
