import { managements, payments } from '@songstats/db';
import { insertAccount } from '@songstats/db/seed';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { advanceSubscriptions } from '../../payments/advance-subscriptions';
import { DAY, useSubscriptionsApp } from './subscriptions-test-kit';

// Subscriptions through the sandbox provider (issue 7): the lifecycle (trial, renewal, bundle
// upgrade, cancellation, expiry), a failed renewal and the Professional plan.
const kit = useSubscriptionsApp(new Date('2026-03-01T12:00:00Z'));
const { call, newMember, cardSource, subscribe, management } = kit;

describe('the lifecycle (spec §4)', () => {
  it('trial -> active -> bundle upgrade -> cancelled (N Days Left) -> expired -> resubscribe', async () => {
    kit.clock = new Date('2026-04-01T12:00:00Z');
    const { member, token } = await newMember();
    const artist = await insertAccount(kit.test.connection.db, { name: 'Life Artist' });
    const started = await subscribe(token, artist.idUnique);
    const id = started.json().subscription.id as number;

    // The trial ends: the saved card is charged the monthly price and the row is active.
    kit.clock = new Date(kit.clock.getTime() + 7 * DAY + 1000);
    await advanceSubscriptions(kit.test.connection.db, kit.test.app.payments);
    let rows = (await call(token, 'GET', '/subscriptions/subscriptions_managements')).json()
      .subscriptionItems;
    expect(rows[0]).toMatchObject({ id, state: 'active', isActiveOrTrial: true });
    const charged = await kit.test.connection.db
      .select()
      .from(payments)
      .where(eq(payments.memberId, member.id));
    expect(charged.map((row) => row.amountCents)).toEqual([1199]);

    // Upgrade to the bundle: the bundled price, both music services open at once.
    const upgrade = await call(token, 'POST', '/payments/setup_payment', {
      payableType: 'UArtist',
      idUnique: artist.idUnique,
      interval: 'monthly',
      isBundled: true,
    });
    expect(upgrade.statusCode).toBe(200);
    expect(upgrade.json()).toMatchObject({
      message: 'Your subscription has been updated.',
      subscription: { id, productTypeInfo: { productType: 'songstats_radiostats' } },
      pendingPaymentDetails: { defaultSettings: { isBundled: true }, allowCouponInput: false },
    });
    expect((await management(member.id, artist.id)).accessHash).toMatchObject({
      songstats: 'direct',
      radiostats: 'direct',
    });
    expect((await management(member.id, artist.id)).canExport).toBe(true);

    // Cancel: 'N Days Left' until the paid period ends, then access goes.
    const cancel = await call(token, 'DELETE', `/payments/cancel_subscription/${id}`, {
      reasonForCancellation: null,
    });
    expect(cancel.statusCode).toBe(200);
    const feedback = await call(token, 'PATCH', '/payments/cancel_subscription_feedback', {
      subscriptionCancellationId: cancel.json().subscriptionCancellationId,
      reasonForCancellation: 'Catalog is incomplete.',
    });
    expect(feedback.json()).toEqual({ message: 'Thank you for your feedback.' });
    rows = (await call(token, 'GET', '/subscriptions/subscriptions_managements')).json()
      .subscriptionItems;
    expect(rows[0]).toMatchObject({ state: 'cancelled', isActiveOrTrial: false });
    expect(rows[0].cancelledSubscriptionDaysLeft).toBeGreaterThan(27);
    expect((await management(member.id, artist.id)).accessHash).toMatchObject({
      songstats: 'direct',
    });
    expect(
      (await call(token, 'DELETE', `/payments/cancel_subscription/${id}`, {})).statusCode,
    ).toBe(409);

    kit.clock = new Date(kit.clock.getTime() + 40 * DAY);
    rows = (await call(token, 'GET', '/subscriptions/subscriptions_managements')).json()
      .subscriptionItems;
    expect(rows[0]).toMatchObject({ state: 'cancelled', cancelledSubscriptionDaysLeft: null });
    expect((await management(member.id, artist.id)).accessHash).toMatchObject({
      songstats: 'none',
      radiostats: 'none',
    });

    // Resubscribe: no second trial, charged at once, access back.
    const details = await call(
      token,
      'GET',
      `/payments/get_pending_payment_details?payableType=UArtist&idUnique=${artist.idUnique}`,
    );
    expect(details.json().pendingPaymentDetails).toMatchObject({
      freeTrialDaysLeft: 0,
      isCancelledOrDeclined: true,
      paymentId: id,
    });
    const again = await call(token, 'POST', '/payments/setup_payment', {
      payableType: 'UArtist',
      idUnique: artist.idUnique,
      interval: 'monthly',
    });
    expect(again.json()).toMatchObject({ subscription: { id, state: 'active' } });
    expect((await management(member.id, artist.id)).accessHash).toMatchObject({
      songstats: 'direct',
    });
  });

  it('declines a subscription whose renewal charge fails and closes its access', async () => {
    kit.clock = new Date('2026-06-01T12:00:00Z');
    const { member, token } = await newMember();
    const artist = await insertAccount(kit.test.connection.db);
    const { stripeSource } = await cardSource(token, '4000000000000341');
    const started = await call(token, 'POST', '/payments/setup_payment', {
      payableType: 'UArtist',
      idUnique: artist.idUnique,
      interval: 'monthly',
      fullname: 'Ada',
      stripeSource,
    });
    expect(started.json().subscription.state).toBe('trial');
    kit.clock = new Date(kit.clock.getTime() + 8 * DAY);
    await advanceSubscriptions(kit.test.connection.db, kit.test.app.payments);
    const rows = (await call(token, 'GET', '/subscriptions/subscriptions_managements')).json()
      .subscriptionItems;
    expect(rows[0]).toMatchObject({ state: 'declined', isActiveOrTrial: false });
    expect((await management(member.id, artist.id)).accessHash).toMatchObject({
      songstats: 'none',
    });
  });

  it('gives the Professional plan access to every artist and label the member manages', async () => {
    const { member, token } = await newMember();
    const db = kit.test.connection.db;
    const artist = await insertAccount(db);
    const label = await insertAccount(db, { type: 'label' });
    const creator = await insertAccount(db, { type: 'creator' });
    for (const account of [artist, label, creator]) {
      await db.insert(managements).values({ memberId: member.id, accountId: account.id });
    }
    const response = await subscribe(token, '1', {}, 'SubscriptionPlan');
    expect(response.statusCode).toBe(200);
    expect(response.json().subscription).toMatchObject({
      name: 'Professional Plan',
      uPayableType: 'SubscriptionPlan',
      accountItem: null,
    });
    expect((await management(member.id, artist.id)).accessHash.songstats).toBe('pro');
    expect((await management(member.id, label.id)).accessHash.songstats).toBe('pro');
    expect((await management(member.id, creator.id)).accessHash.songstats).toBe('none');
    expect((await management(member.id, label.id)).canExport).toBe(true);
    const lists = (await call(token, 'GET', '/managements/artist_label_lists')).json();
    expect(lists.subscriptionPlans[0]).toMatchObject({ isPro: true, hasSongstatsAccess: true });
    const details = await call(
      token,
      'GET',
      `/payments/get_pending_payment_details?payableType=UArtist&idUnique=${artist.idUnique}`,
    );
    expect(details.json().didSubscribe).toBe(true);
  });
});
