import { insertAccount, insertManagement, insertMemberWithSession } from '@songstats/db/seed';
import { describe, expect, it } from 'vitest';
import {
  PURCHASE_OF_ANOTHER_MEMBER,
  PURCHASE_OTHER_PLAN,
  storeNotConfigured,
} from '../../payments/restore-mobile-purchases';
import { PURCHASES_UNVERIFIED, UNKNOWN_STORE_PRODUCT } from '../../payments/store-products';
import {
  live,
  memberWithArtist,
  purchase,
  restore,
  rowsOf,
  sandbox,
  useRestoreMobileApps,
} from './restore-mobile-fixture';

// restore_mobile_purchases (spec §7) without a store configured and with the embedded sandbox.
useRestoreMobileApps();

describe('restore_mobile_purchases with Stripe live and no store configured', () => {
  it('refuses a sandbox- transaction (no free subscription, issue 20)', async () => {
    const { member, token, artist } = await memberWithArtist(live);
    const response = await restore(live, token, [purchase(artist.idUnique, 'sandbox-1')]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(storeNotConfigured('ios'));
    expect(await rowsOf(live, member.id)).toEqual({ subscriptions: [], payments: [] });
  });

  it('says which store is not configured', async () => {
    const { token, artist } = await memberWithArtist(live);
    const response = await restore(live, token, [
      purchase(artist.idUnique, 'GPA-token', { platform: 'android' }),
    ]);
    expect([response.statusCode, response.json().message]).toEqual([
      400,
      storeNotConfigured('android'),
    ]);
  });
});

describe('restore_mobile_purchases with the embedded sandbox', () => {
  it('restores a sandbox- purchase onto one member only', async () => {
    const first = await memberWithArtist(sandbox);
    const restored = await restore(sandbox, first.token, [
      purchase(first.artist.idUnique, 'sandbox-shared'),
    ]);
    expect(restored.json()).toMatchObject({ message: '1 purchase restored.' });
    const second = await memberWithArtist(sandbox);
    const stolen = await restore(sandbox, second.token, [
      purchase(second.artist.idUnique, 'sandbox-shared'),
    ]);
    expect([stolen.statusCode, stolen.json().message]).toEqual([409, PURCHASE_OF_ANOTHER_MEMBER]);
    expect(await rowsOf(sandbox, second.member.id)).toEqual({ subscriptions: [], payments: [] });
  });

  it('takes the plan from the product: a cheaper product cannot pay for a dearer plan', async () => {
    const { member, token, artist } = await memberWithArtist(sandbox);
    const cases: [object, number, string][] = [
      [
        purchase(artist.idUnique, 'sandbox-p1', { productId: 'com.songstats.label.monthly' }),
        400,
        PURCHASE_OTHER_PLAN,
      ],
      [purchase(artist.idUnique, 'sandbox-p2', { interval: 'yearly' }), 400, PURCHASE_OTHER_PLAN],
      [purchase(artist.idUnique, 'sandbox-p3', { isBundled: true }), 400, PURCHASE_OTHER_PLAN],
      [purchase('1', 'sandbox-p4', { payableType: 'SubscriptionPlan' }), 400, PURCHASE_OTHER_PLAN],
      [
        purchase(artist.idUnique, 'sandbox-p5', { productId: 'com.songstats.constructor.monthly' }),
        400,
        UNKNOWN_STORE_PRODUCT,
      ],
      [
        purchase(artist.idUnique, 'sandbox-p6', { productId: 'artist.monthly' }),
        400,
        UNKNOWN_STORE_PRODUCT,
      ],
    ];
    for (const [body, status, message] of cases) {
      const response = await restore(sandbox, token, [body]);
      expect([response.statusCode, response.json().message]).toEqual([status, message]);
    }
    expect(await rowsOf(sandbox, member.id)).toEqual({ subscriptions: [], payments: [] });
    const yearly = await restore(sandbox, token, [
      purchase(artist.idUnique, 'sandbox-p7', {
        productId: 'com.songstats.artist_bundled.yearly',
        interval: 'yearly',
      }),
    ]);
    expect(yearly.json().subscriptionItems).toEqual([
      expect.objectContaining({
        interval: 'yearly',
        productTypeInfo: expect.objectContaining({ productType: 'songstats_radiostats' }),
      }),
    ]);
  });

  it('refuses other ids while no store is configured', async () => {
    const { token, artist } = await memberWithArtist(sandbox);
    const response = await restore(sandbox, token, [purchase(artist.idUnique, '2000000123')]);
    expect([response.statusCode, response.json().message]).toEqual([400, PURCHASES_UNVERIFIED]);
  });

  it('answers anonymous, owner, teammate, another member and admin as each may', async () => {
    const { db } = sandbox.connection;
    const owner = await insertMemberWithSession(db);
    const teammate = await insertMemberWithSession(db);
    const other = await insertMemberWithSession(db);
    const admin = await insertMemberWithSession(db, { isAdmin: true });
    const owned = await insertAccount(db, { name: 'Owned Artist', hidden: true });
    await insertManagement(db, { memberId: owner.member.id, accountId: owned.id });
    await insertManagement(db, {
      memberId: teammate.member.id,
      accountId: owned.id,
      managementType: 'secondary',
    });
    const onOwned = (id: string) => [purchase(owned.idUnique, id)];
    expect((await restore(sandbox, null, onOwned('sandbox-a0'))).statusCode).toBe(401);
    expect((await restore(sandbox, teammate.token, onOwned('sandbox-a1'))).statusCode).toBe(403);
    expect((await restore(sandbox, other.token, onOwned('sandbox-a2'))).statusCode).toBe(404);
    expect((await restore(sandbox, admin.token, onOwned('sandbox-a3'))).statusCode).toBe(404);
    const mine = await restore(sandbox, owner.token, onOwned('sandbox-a4'));
    expect(mine.statusCode).toBe(200);
    expect(mine.json().subscriptionItems).toEqual([
      expect.objectContaining({ platform: 'ios', uPayableId: owned.id }),
    ]);
    // An admin restores their own purchase like any member, onto a profile they may buy.
    const adminArtist = await insertAccount(db);
    const adminOwn = await restore(sandbox, admin.token, [
      purchase(adminArtist.idUnique, 'sandbox-a5'),
    ]);
    expect(adminOwn.statusCode).toBe(200);
    const teammateRows = await rowsOf(sandbox, teammate.member.id);
    const otherRows = await rowsOf(sandbox, other.member.id);
    expect([teammateRows.subscriptions, otherRows.subscriptions]).toEqual([[], []]);
  });
});
