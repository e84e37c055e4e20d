import { managements, saveSubscription } from '@songstats/db';
import { insertAccount } from '@songstats/db/seed';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { playSubscription } from '../../payments/google-play-fixtures';
import {
  PAYABLE_SUBSCRIBED_ON_WEB,
  PURCHASE_OF_ANOTHER_MEMBER,
  PURCHASE_ON_ANOTHER_PROFILE,
  TEST_PURCHASE_REFUSED,
} from '../../payments/restore-mobile-purchases';
import { PURCHASES_UNVERIFIED, STORE_UNAVAILABLE } from '../../payments/store-products';
import {
  ARTIST_MONTHLY,
  appleAnswers,
  appleApi,
  clock,
  DAY,
  memberWithArtist,
  PACKAGE,
  playApi,
  playPath,
  purchase,
  restore,
  rowsOf,
  stores,
  useRestoreMobileApps,
} from './restore-mobile-fixture';

// restore_mobile_purchases (spec §7) verified with the App Store and Google Play (served from\n// local fixture servers in their documented formats).
useRestoreMobileApps();

describe('restore_mobile_purchases verified with the App Store', () => {
  it('restores a verified transaction until its expiry, renews it, and keeps it to one member', async () => {
    const { member, token, artist } = await memberWithArtist(stores);
    await appleAnswers('2000000100000001');
    const first = await restore(stores, token, [purchase(artist.idUnique, '2000000100000001')]);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      message: '1 purchase restored.',
      subscriptionItems: [
        {
          platform: 'ios',
          appsProductId: ARTIST_MONTHLY,
          isEditable: false,
          state: 'active',
          activeNextBillingDate: new Date(clock.getTime() + 29 * DAY).toISOString(),
        },
      ],
    });
    const again = await restore(stores, token, [purchase(artist.idUnique, '2000000100000001')]);
    expect(again.json().message).toBe('Your purchases were already restored.');

    // The renewal: a new transaction of the same original transaction.
    await appleAnswers('2000000100000002', { expiresDate: clock.getTime() + 59 * DAY });
    const renewed = await restore(stores, token, [purchase(artist.idUnique, '2000000100000002')]);
    expect(renewed.json().message).toBe('1 purchase restored.');
    const rows = await rowsOf(stores, member.id);
    expect(rows.subscriptions).toEqual([
      expect.objectContaining({
        provider: 'apple',
        providerSubscriptionId: '2000000100000001',
        currentPeriodEnd: new Date(clock.getTime() + 59 * DAY),
      }),
    ]);
    expect(rows.payments.map((row) => row.providerPaymentId).sort()).toEqual([
      '2000000100000001',
      '2000000100000002',
    ]);
    const access = await stores.connection.db
      .select()
      .from(managements)
      .where(and(eq(managements.memberId, member.id), eq(managements.accountId, artist.id)));
    expect(access[0]?.accessHash).toMatchObject({ songstats: 'direct' });

    // Another member with the same store subscription (any of its transactions) is refused.
    const thief = await memberWithArtist(stores);
    await appleAnswers('2000000100000003', { expiresDate: clock.getTime() + 89 * DAY });
    for (const id of ['2000000100000001', '2000000100000003']) {
      const stolen = await restore(stores, thief.token, [purchase(thief.artist.idUnique, id)]);
      expect([stolen.statusCode, stolen.json().message]).toEqual([409, PURCHASE_OF_ANOTHER_MEMBER]);
    }
    expect(await rowsOf(stores, thief.member.id)).toEqual({ subscriptions: [], payments: [] });

    // The same member cannot put one store subscription on two profiles either.
    const second = await insertAccount(stores.connection.db);
    const twice = await restore(stores, token, [purchase(second.idUnique, '2000000100000003')]);
    expect([twice.statusCode, twice.json().message]).toEqual([409, PURCHASE_ON_ANOTHER_PROFILE]);
  });

  it('refuses an App Store Sandbox transaction while Stripe is live', async () => {
    const { member, token, artist } = await memberWithArtist(stores);
    await appleAnswers('2000000200000001', {
      originalTransactionId: '2000000200000001',
      environment: 'Sandbox',
    });
    const response = await restore(stores, token, [purchase(artist.idUnique, '2000000200000001')]);
    expect([response.statusCode, response.json().message]).toEqual([400, TEST_PURCHASE_REFUSED]);
    expect(await rowsOf(stores, member.id)).toEqual({ subscriptions: [], payments: [] });
  });

  it('refuses a sandbox- id without asking Apple', async () => {
    const { token, artist } = await memberWithArtist(stores);
    const response = await restore(stores, token, [purchase(artist.idUnique, 'sandbox-1')]);
    expect([response.statusCode, response.json().message]).toEqual([400, PURCHASES_UNVERIFIED]);
    expect(appleApi.requests).toEqual([]);
  });

  it('answers 503 and writes nothing while Apple is down', async () => {
    const { member, token, artist } = await memberWithArtist(stores);
    appleApi.answer('GET /inApps/v1/transactions/2000000300000001', {
      status: 500,
      body: { errorCode: 5000000, errorMessage: 'An unknown error occurred.' },
    });
    const response = await restore(stores, token, [purchase(artist.idUnique, '2000000300000001')]);
    expect([response.statusCode, response.json().message]).toEqual([503, STORE_UNAVAILABLE]);
    expect(await rowsOf(stores, member.id)).toEqual({ subscriptions: [], payments: [] });
  });

  it('does not take over a profile paid on the web', async () => {
    const { member, token, artist } = await memberWithArtist(stores);
    await saveSubscription(stores.connection.db, {
      memberId: member.id,
      payableType: 'UArtist',
      payableId: artist.id,
      accountId: artist.id,
      productType: 'songstats',
      interval: 'monthly',
      state: 'active',
      provider: 'stripe',
      paymentMethod: 'card',
      priceCents: 1199,
      providerSubscriptionId: 'sub_1PwebFixture',
      currentPeriodEnd: new Date(clock.getTime() + 10 * DAY),
    });
    await appleAnswers('2000000400000001', { originalTransactionId: '2000000400000001' });
    const response = await restore(stores, token, [purchase(artist.idUnique, '2000000400000001')]);
    expect([response.statusCode, response.json().message]).toEqual([
      409,
      PAYABLE_SUBSCRIBED_ON_WEB,
    ]);
    const rows = await rowsOf(stores, member.id);
    expect(rows.subscriptions).toEqual([
      expect.objectContaining({ provider: 'stripe', providerSubscriptionId: 'sub_1PwebFixture' }),
    ]);
  });
});

describe('restore_mobile_purchases verified with Google Play', () => {
  const android = (artistIdUnique: string, token: string) =>
    purchase(artistIdUnique, token, { platform: 'android' });

  it('restores an active subscription, acknowledging it, and refuses its replacement elsewhere', async () => {
    const { member, token, artist } = await memberWithArtist(stores);
    playApi.answer(`GET ${playPath('play-token-1')}`, {
      body: playSubscription({
        productId: ARTIST_MONTHLY,
        expiryTime: new Date(clock.getTime() + 29 * DAY),
        acknowledged: false,
        orderId: 'GPA.3312-5468-1137-54021',
      }),
    });
    const acknowledge = `POST /androidpublisher/v3/applications/${PACKAGE}/purchases/subscriptions/${ARTIST_MONTHLY}/tokens/play-token-1:acknowledge`;
    playApi.answer(acknowledge, { body: {} });
    const response = await restore(stores, token, [android(artist.idUnique, 'play-token-1')]);
    expect(response.statusCode).toBe(200);
    expect(response.json().subscriptionItems).toEqual([
      expect.objectContaining({ platform: 'android', appsProductId: ARTIST_MONTHLY }),
    ]);
    expect(playApi.requests.map((request) => `${request.method} ${request.path}`)).toContain(
      acknowledge,
    );
    const rows = await rowsOf(stores, member.id);
    expect(rows.subscriptions[0]).toMatchObject({
      provider: 'google',
      providerSubscriptionId: 'play-token-1',
    });
    expect(rows.payments.map((row) => row.providerPaymentId)).toEqual(['GPA.3312-5468-1137-54021']);

    // An upgrade's new token names the old one: another member cannot restore it.
    const other = await memberWithArtist(stores);
    playApi.answer(`GET ${playPath('play-token-2')}`, {
      body: playSubscription({
        productId: ARTIST_MONTHLY,
        expiryTime: new Date(clock.getTime() + 29 * DAY),
        linkedPurchaseToken: 'play-token-1',
        orderId: 'GPA.3312-5468-1137-99999',
      }),
    });
    const stolen = await restore(stores, other.token, [
      android(other.artist.idUnique, 'play-token-2'),
    ]);
    expect([stolen.statusCode, stolen.json().message]).toEqual([409, PURCHASE_OF_ANOTHER_MEMBER]);
  });

  it('refuses a license tester purchase while Stripe is live', async () => {
    const { member, token, artist } = await memberWithArtist(stores);
    playApi.answer(`GET ${playPath('play-test-token')}`, {
      body: playSubscription({
        productId: ARTIST_MONTHLY,
        expiryTime: new Date(clock.getTime() + 29 * DAY),
        testPurchase: true,
        orderId: 'GPA.0000-0000-0000-00001',
      }),
    });
    const response = await restore(stores, token, [android(artist.idUnique, 'play-test-token')]);
    expect([response.statusCode, response.json().message]).toEqual([400, TEST_PURCHASE_REFUSED]);
    expect(await rowsOf(stores, member.id)).toEqual({ subscriptions: [], payments: [] });
  });
});
