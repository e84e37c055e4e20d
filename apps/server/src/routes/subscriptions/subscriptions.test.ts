import { encodeRequestStamp } from '@songstats/contract';
import {
  managements,
  members,
  payments,
  subscriptions,
  threeDSecureCardErrors,
} from '@songstats/db';
import { insertAccount, insertCoupon, insertMemberWithSession } from '@songstats/db/seed';
import { PRICES, TEXTS } from '@songstats/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceSubscriptions } from '../../payments/advance-subscriptions';
import { sandboxPayments } from '../../payments/payments-config';
import { startTestApp, type TestApp } from '../../testing';

// Issue 7 with the embedded sandbox provider: the whole lifecycle through real HTTP (inject) on
// a real database. The clock is ours, so trials and periods can end inside the test.
let test: TestApp;
let clock = new Date('2026-03-01T12:00:00Z');
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  test = await startTestApp({ payments: sandboxPayments({ now: () => clock }) });
});
afterAll(async () => {
  await test?.close();
});

function call(token: string | null, method: string, url: string, payload?: object) {
  return test.app.inject({
    method: method as 'GET',
    url: `/api/v1${url}`,
    headers: {
      'x-request-stamp': encodeRequestStamp(),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(payload ? { payload } : {}),
  });
}

async function newMember() {
  const { member, token } = await insertMemberWithSession(test.connection.db);
  return { member, token };
}

async function cardSource(token: string, number: string) {
  const response = await call(token, 'POST', '/payments/sandbox/create_card_source', {
    number,
    expMonth: 12,
    expYear: 2030,
    cvc: '123',
  });
  expect(response.statusCode).toBe(200);
  return response.json() as { stripeSource: string; requiresThreeDSecure: boolean };
}

const VISA = '4242 4242 4242 4242';

async function subscribe(
  token: string,
  idUnique: string,
  extra: Record<string, unknown> = {},
  payableType = 'UArtist',
) {
  const { stripeSource } = await cardSource(token, VISA);
  return call(token, 'POST', '/payments/setup_payment', {
    payableType,
    idUnique,
    interval: 'monthly',
    isBundled: false,
    fullname: 'Ada Lovelace',
    stripeSource,
    ...extra,
  });
}

async function management(memberId: number, accountId: number) {
  const [row] = await test.connection.db
    .select()
    .from(managements)
    .where(eq(managements.memberId, memberId))
    .then((rows) => rows.filter((candidate) => candidate.accountId === accountId));
  return row!;
}

describe('setup_payment with the sandbox (spec §4, §5, §7)', () => {
  it('starts a 7-day trial, unlocks the account at once and keeps only the last four digits', async () => {
    const { member, token } = await newMember();
    const artist = await insertAccount(test.connection.db, { name: 'Trial Artist' });
    const response = await subscribe(token, artist.idUnique);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe('Your free trial has started.');
    expect(body.subscription).toMatchObject({
      state: 'trial',
      name: 'Trial Artist',
      paymentMethod: 'card',
      isActiveOrTrial: true,
      isEditable: true,
      interval: 'monthly',
      intervalText: 'Monthly',
      productTypeInfo: { productType: 'songstats' },
      uPayableType: 'UArtist',
      uPayableId: artist.id,
      activeNextBillingDate: new Date(clock.getTime() + 7 * DAY).toISOString(),
      // Issue 20: paying for one's own access follows the profile; it does not make one its owner.
      accountItem: { name: 'Trial Artist', hasSongstatsAccess: true, isPrimary: false },
      managementType: 'follower',
    });
    const access = await management(member.id, artist.id);
    expect(access.accessHash).toMatchObject({ songstats: 'direct', radiostats: 'none' });
    expect(access.subbedAt?.toISOString()).toBe(clock.toISOString());
    expect(access.tier).toBe(4);
    const [stored] = await test.connection.db
      .select()
      .from(members)
      .where(eq(members.id, member.id));
    expect(stored?.hasHadSubscription).toBe(true);
    const managementsCall = await call(token, 'GET', '/subscriptions/subscriptions_managements');
    expect(managementsCall.json().cardDetails).toMatchObject({
      cardNumber: '4242',
      fullname: 'Ada Lovelace',
      cardExpiredMonth: 12,
      cardExpiredYear: 2030,
    });
    expect(JSON.stringify(managementsCall.json())).not.toContain('4242424242424242');
    // spec §5: account deletion is refused once the member had a subscription.
    expect((await call(token, 'DELETE', '/members/destroy_member')).statusCode).toBe(403);
  });

  it('refuses a 3-D Secure card with the spec text and records it', async () => {
    const { member, token } = await newMember();
    const artist = await insertAccount(test.connection.db);
    const source = await cardSource(token, '4000002760003184');
    expect(source.requiresThreeDSecure).toBe(true);
    const response = await call(token, 'POST', '/payments/setup_payment', {
      payableType: 'UArtist',
      idUnique: artist.idUnique,
      interval: 'monthly',
      fullname: 'Ada',
      stripeSource: source.stripeSource,
    });
    expect(response.statusCode).toBe(402);
    expect(response.json().message).toBe(TEXTS.errors.threeDSecure);
    const recorded = await call(token, 'POST', '/payments/record_three_d_s_card_error', {
      payableType: 'UArtist',
      payableId: artist.idUnique,
    });
    expect(recorded.statusCode).toBe(200);
    const rows = await test.connection.db
      .select()
      .from(threeDSecureCardErrors)
      .where(eq(threeDSecureCardErrors.memberId, member.id));
    expect(rows.map((row) => row.detectedBy).sort()).toEqual(['client', 'server']);
    expect(
      await test.connection.db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.memberId, member.id)),
    ).toHaveLength(0);
  });

  it('refuses a declined card with the card message and subscribes nothing', async () => {
    const { member, token } = await newMember();
    const artist = await insertAccount(test.connection.db);
    const { stripeSource } = await cardSource(token, '4000000000000002');
    const response = await call(token, 'POST', '/payments/setup_payment', {
      payableType: 'UArtist',
      idUnique: artist.idUnique,
      interval: 'monthly',
      fullname: 'Ada',
      stripeSource,
    });
    expect(response.statusCode).toBe(402);
    expect(response.json().message).toBe('Your card was declined.');
    const access = await test.connection.db
      .select()
      .from(managements)
      .where(eq(managements.memberId, member.id));
    expect(access).toHaveLength(0);
  });

  it('needs the cardholder name with a new card and a card at all', async () => {
    const { token } = await newMember();
    const artist = await insertAccount(test.connection.db);
    const { stripeSource } = await cardSource(token, VISA);
    const noName = await call(token, 'POST', '/payments/setup_payment', {
      payableType: 'UArtist',
      idUnique: artist.idUnique,
      interval: 'monthly',
      stripeSource,
    });
    expect([noName.statusCode, noName.json().message]).toEqual([
      400,
      'Please enter the name as displayed on card.',
    ]);
    const noCard = await call(token, 'POST', '/payments/setup_payment', {
      payableType: 'UArtist',
      idUnique: artist.idUnique,
      interval: 'monthly',
    });
    expect([noCard.statusCode, noCard.json().message]).toEqual([
      400,
      'Please enter your card details.',
    ]);
  });

  it('lets two concurrent submissions create one subscription (spec §5)', async () => {
    const { member, token } = await newMember();
    const artist = await insertAccount(test.connection.db);
    const { stripeSource } = await cardSource(token, VISA);
    const body = {
      payableType: 'UArtist',
      idUnique: artist.idUnique,
      interval: 'monthly',
      fullname: 'Ada',
      stripeSource,
    };
    const answers = await Promise.all([
      call(token, 'POST', '/payments/setup_payment', body),
      call(token, 'POST', '/payments/setup_payment', body),
    ]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses[0]).toBe(200);
    if (statuses[1] !== 200) {
      expect(statuses[1]).toBe(409);
      const refused = answers.find((answer) => answer.statusCode === 409)!;
      expect(refused.json().message).toMatch(/already being processed/);
    }
    const rows = await test.connection.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.memberId, member.id));
    expect(rows).toHaveLength(1);
  });

  it('charges once for a retried request with the same idempotency key', async () => {
    const payments0 = sandboxPayments({ now: () => clock, trialDays: 0 });
    const noTrial = await startTestApp({ payments: payments0 });
    try {
      const { member, token } = await insertMemberWithSession(noTrial.connection.db);
      const artist = await insertAccount(noTrial.connection.db);
      const source = await noTrial.app.inject({
        method: 'POST',
        url: '/api/v1/payments/sandbox/create_card_source',
        headers: { authorization: `Bearer ${token}` },
        payload: { number: VISA, expMonth: 1, expYear: 2031, cvc: '999' },
      });
      const submit = () =>
        noTrial.app.inject({
          method: 'POST',
          url: '/api/v1/payments/setup_payment',
          headers: { authorization: `Bearer ${token}` },
          payload: {
            payableType: 'UArtist',
            idUnique: artist.idUnique,
            interval: 'yearly',
            fullname: 'Ada',
            stripeSource: source.json().stripeSource,
            idempotencyKey: 'retry-key-0001',
          },
        });
      const first = await submit();
      const second = await submit();
      expect(first.statusCode).toBe(200);
      expect(first.json().message).toBe('Your subscription is active.');
      expect(second.json()).toEqual(first.json());
      const charges = await noTrial.connection.db
        .select()
        .from(payments)
        .where(eq(payments.memberId, member.id));
      expect(charges.map((charge) => charge.amountCents)).toEqual([
        Math.round(PRICES.artist.yearly.base * 100),
      ]);
    } finally {
      await noTrial.close();
    }
  });
});

describe('the lifecycle (spec §4)', () => {
  it('trial -> active -> bundle upgrade -> cancelled (N Days Left) -> expired -> resubscribe', async () => {
    clock = new Date('2026-04-01T12:00:00Z');
    const { member, token } = await newMember();
    const artist = await insertAccount(test.connection.db, { name: 'Life Artist' });
    const started = await subscribe(token, artist.idUnique);
    const id = started.json().subscription.id as number;

    // The trial ends: the saved card is charged the monthly price and the row is active.
    clock = new Date(clock.getTime() + 7 * DAY + 1000);
    await advanceSubscriptions(test.connection.db, test.app.payments);
    let rows = (await call(token, 'GET', '/subscriptions/subscriptions_managements')).json()
      .subscriptionItems;
    expect(rows[0]).toMatchObject({ id, state: 'active', isActiveOrTrial: true });
    const charged = await test.connection.db
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

    clock = new Date(clock.getTime() + 40 * DAY);
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
    clock = new Date('2026-06-01T12:00:00Z');
    const { member, token } = await newMember();
    const artist = await insertAccount(test.connection.db);
    const { stripeSource } = await cardSource(token, '4000000000000341');
    const started = await call(token, 'POST', '/payments/setup_payment', {
      payableType: 'UArtist',
      idUnique: artist.idUnique,
      interval: 'monthly',
      fullname: 'Ada',
      stripeSource,
    });
    expect(started.json().subscription.state).toBe('trial');
    clock = new Date(clock.getTime() + 8 * DAY);
    await advanceSubscriptions(test.connection.db, test.app.payments);
    const rows = (await call(token, 'GET', '/subscriptions/subscriptions_managements')).json()
      .subscriptionItems;
    expect(rows[0]).toMatchObject({ state: 'declined', isActiveOrTrial: false });
    expect((await management(member.id, artist.id)).accessHash).toMatchObject({
      songstats: 'none',
    });
  });

  it('gives the Professional plan access to every artist and label the member manages', async () => {
    const { member, token } = await newMember();
    const db = test.connection.db;
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

describe('get_pending_payment_details and coupons (spec §3, §5, §9)', () => {
  it.each([
    ['UArtist', 'artist', 'artist'],
    ['ULabel', 'label', 'label'],
    ['SubscriptionPlan', 'artist', 'pro'],
  ] as const)('answers the §9 prices of %s', async (payableType, accountType, plan) => {
    const { token } = await newMember();
    const account = await insertAccount(test.connection.db, { type: accountType });
    const idUnique = payableType === 'SubscriptionPlan' ? '1' : account.idUnique;
    const response = await call(
      token,
      'GET',
      `/payments/get_pending_payment_details?payableType=${payableType}&idUnique=${idUnique}`,
    );
    expect(response.statusCode).toBe(200);
    const { pricing, freeTrialDaysLeft, didSubscribe } = response.json().pendingPaymentDetails;
    for (const interval of ['monthly', 'yearly'] as const) {
      expect(pricing[interval].base.totalPrice).toBe(PRICES[plan][interval].base);
      expect(pricing[interval].bundled.totalPrice).toBe(PRICES[plan][interval].bundled);
      expect(pricing[interval].base.setupFee).toBe(0);
    }
    expect(freeTrialDaysLeft).toBe(7);
    expect(didSubscribe).toBe(false);
  });

  it('applies a coupon of the payable type and refuses one of another type', async () => {
    const { token } = await newMember();
    const label = await insertAccount(test.connection.db, { type: 'label' });
    const proOnly = await insertCoupon(test.connection.db, {
      applyType: 'pro',
      discountPercent: 50,
    });
    const entity = await insertCoupon(test.connection.db, {
      applyType: 'entity',
      discountPercent: 25,
    });
    const wrong = await call(
      token,
      'GET',
      `/payments/get_promo_code_details?code=${proOnly.code}&type=ULabel`,
    );
    expect([wrong.statusCode, wrong.json().message]).toEqual([
      400,
      'This coupon code does not apply to this plan.',
    ]);
    const right = await call(
      token,
      'GET',
      `/payments/get_promo_code_details?code=${entity.code}&type=ULabel`,
    );
    expect(right.json().coupon).toMatchObject({
      code: entity.code,
      discount: 25,
      applyType: 'entity',
    });
    const details = await call(
      token,
      'GET',
      `/payments/get_pending_payment_details?payableType=ULabel&idUnique=${label.idUnique}&promoCodeToCheck=${entity.code}`,
    );
    const pending = details.json().pendingPaymentDetails;
    expect(pending.coupon).toEqual({ code: entity.code, discount: 25, isVisible: true });
    expect(pending.pricing.monthly.base).toEqual({
      totalPrice: 14.99,
      setupFee: 0,
      discountPercent: 25,
    });
    const mismatch = await call(
      token,
      'GET',
      `/payments/get_pending_payment_details?payableType=ULabel&idUnique=${label.idUnique}&promoCodeToCheck=${proOnly.code}`,
    );
    expect(mismatch.json()).toMatchObject({
      message: 'This coupon code does not apply to this plan.',
      pendingPaymentDetails: { coupon: null },
    });
  });
});

describe('billing, invoices and bad input (spec §2, §4, §8)', () => {
  it('saves the billing address and shows it in subscriptions_managements', async () => {
    const { member, token } = await newMember();
    const saved = await call(token, 'PATCH', '/payments/update_billing_address', {
      firstName: 'Ada',
      lastName: 'Lovelace',
      companyName: 'Engines Ltd',
      streetAddress: '12 St James Square, London',
      countryCode: 'gb',
      vat: 'GB123456789',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().billingAddress).toEqual({
      id: expect.any(Number),
      memberId: member.id,
      firstName: 'Ada',
      lastName: 'Lovelace',
      companyName: 'Engines Ltd',
      streetAddress: '12 St James Square, London',
      countryCode: 'GB',
      vat: 'GB123456789',
    });
    const listed = (await call(token, 'GET', '/subscriptions/subscriptions_managements')).json();
    expect(listed).toMatchObject({
      billingAddress: { lastName: 'Lovelace' },
      subscriptionItems: [],
      enterpriseAgreements: [],
    });
  });

  it('downloads the invoice of a subscription as a PDF', async () => {
    const { token } = await newMember();
    const artist = await insertAccount(test.connection.db);
    const id = (await subscribe(token, artist.idUnique)).json().subscription.id;
    const response = await call(token, 'GET', `/payments/invoice/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain('.pdf');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await call(token, 'GET', '/payments/invoice/999999')).statusCode).toBe(404);
  });

  it('walks an enterprise request, its pricing and its checkout', async () => {
    const { member, token } = await newMember();
    const requested = await call(token, 'POST', '/payments/request_enterprise_access', {
      companyName: 'Big Label Group',
    });
    expect(requested.json().enterpriseAgreement).toMatchObject({ status: 'pending' });
    const id = requested.json().enterpriseAgreement.id;
    const unpriced = await call(
      token,
      'GET',
      `/payments/enterprise_agreement?enterpriseAgreementId=${id}`,
    );
    expect(unpriced.statusCode).toBe(409);
    const { priceEnterpriseAgreement } = await import('@songstats/db');
    await priceEnterpriseAgreement(test.connection.db, id, {
      priceCents: 500_000,
      interval: 'yearly',
    });
    const offer = await call(
      token,
      'GET',
      `/payments/enterprise_agreement?enterpriseAgreementId=${id}`,
    );
    expect(offer.json()).toMatchObject({ totalPrice: 5000, interval: 'yearly', currency: 'EUR' });
    const { stripeSource } = await cardSource(token, VISA);
    const paid = await call(token, 'POST', '/payments/enterprise_checkout', {
      enterpriseAgreementId: id,
      fullname: 'Ada',
      stripeSource,
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().enterpriseAgreement).toMatchObject({
      status: 'active',
      isActiveOrTrial: true,
    });
    const charges = await test.connection.db
      .select()
      .from(payments)
      .where(eq(payments.memberId, member.id));
    expect(charges.map((charge) => charge.amountCents)).toEqual([500_000]);
    const twice = await call(token, 'POST', '/payments/enterprise_checkout', {
      enterpriseAgreementId: id,
    });
    expect(twice.statusCode).toBe(409);
  });

  it('restores a sandbox mobile purchase once and refuses unverifiable ones', async () => {
    const { token } = await newMember();
    const artist = await insertAccount(test.connection.db);
    const purchase = {
      platform: 'ios',
      productId: 'com.songstats.artist.monthly',
      transactionId: 'sandbox-1000',
      payableType: 'UArtist',
      idUnique: artist.idUnique,
    };
    const first = await call(token, 'PATCH', '/payments/restore_mobile_purchases', {
      purchases: [purchase],
    });
    expect(first.json()).toMatchObject({
      message: '1 purchase restored.',
      subscriptionItems: [
        { platform: 'ios', appsProductId: 'com.songstats.artist.monthly', isEditable: false },
      ],
    });
    const again = await call(token, 'PATCH', '/payments/restore_mobile_purchases', {
      purchases: [purchase],
    });
    expect(again.json().message).toBe('Your purchases were already restored.');
    const forged = await call(token, 'PATCH', '/payments/restore_mobile_purchases', {
      purchases: [{ ...purchase, transactionId: '1000000123' }],
    });
    expect(forged.statusCode).toBe(400);
  });

  const badBodies: [string, string, unknown][] = [
    [
      'POST',
      '/payments/setup_payment',
      { payableType: 'Nope', idUnique: 'x', interval: 'monthly' },
    ],
    [
      'POST',
      '/payments/setup_payment',
      { payableType: 'UArtist', idUnique: '', interval: 'weekly' },
    ],
    ['POST', '/payments/setup_payment', []],
    ['POST', '/paypal/create_payment', { payableType: 'UArtist', payableId: 'x', interval: 1 }],
    ['POST', '/paypal/execute', { payableType: 'UArtist', payableId: 'x' }],
    ['DELETE', '/payments/cancel_subscription/abc', {}],
    [
      'PATCH',
      '/payments/cancel_subscription_feedback',
      { subscriptionCancellationId: 1, reasonForCancellation: '' },
    ],
    ['PATCH', '/payments/restore_mobile_purchases', { purchases: [] }],
    [
      'PATCH',
      '/payments/update_billing_address',
      { firstName: 'A', lastName: 'B', streetAddress: 'C', countryCode: 'GBR' },
    ],
    ['POST', '/payments/record_three_d_s_card_error', { payableType: 'UArtist' }],
    ['POST', '/payments/enterprise_checkout', { enterpriseAgreementId: 'x' }],
    ['POST', '/payments/request_enterprise_access', { companyName: '' }],
    [
      'POST',
      '/payments/sandbox/create_card_source',
      { number: '12', expMonth: 13, expYear: 2030, cvc: '1' },
    ],
    ['GET', '/payments/get_pending_payment_details?payableType=UArtist', undefined],
    ['GET', '/payments/get_promo_code_details?code=&type=UArtist', undefined],
    ['GET', '/payments/enterprise_agreement?enterpriseAgreementId=-1', undefined],
    ['GET', '/payments/invoice/0', undefined],
  ];

  it.each(badBodies)(
    '%s %s answers bad input with a 4xx and a message',
    async (method, url, body) => {
      const { token } = await newMember();
      const response = await call(token, method, url, body as object | undefined);
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json().message).toEqual(expect.any(String));
    },
  );

  it('never answers random bodies with a 500', async () => {
    const { token } = await newMember();
    const random = (seed: number): unknown => {
      const values = [null, 0, -1, 'x', '', true, [], {}, 1e308, '💥'.repeat(50)];
      const keys = ['payableType', 'idUnique', 'interval', 'isBundled', 'stripeSource', 'token'];
      return Object.fromEntries(
        keys.map((key, index) => [key, values[(seed + index * 7) % values.length]]),
      );
    };
    const urls = [
      ['POST', '/payments/setup_payment'],
      ['POST', '/paypal/create_payment'],
      ['POST', '/paypal/execute'],
      ['PATCH', '/payments/update_billing_address'],
      ['POST', '/payments/enterprise_checkout'],
      ['PATCH', '/payments/restore_mobile_purchases'],
    ] as const;
    for (let seed = 0; seed < 10; seed += 1) {
      for (const [method, url] of urls) {
        const response = await call(token, method, url, random(seed) as object);
        expect([url, seed, response.statusCode < 500]).toEqual([url, seed, true]);
      }
    }
    const malformed = await test.app.inject({
      method: 'POST',
      url: '/api/v1/payments/setup_payment',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: '{"payableType": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toEqual(expect.any(String));
  });
});
