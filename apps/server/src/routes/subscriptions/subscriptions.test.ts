import { payments } from '@songstats/db';
import { insertAccount, insertCoupon } from '@songstats/db/seed';
import { PRICES } from '@songstats/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useSubscriptionsApp, VISA } from './subscriptions-test-kit';

// Subscriptions through the sandbox provider (issue 7): pending payment details and coupons;
// billing, invoices, enterprise requests, mobile restores and bad input.
const kit = useSubscriptionsApp(new Date('2026-03-01T12:00:00Z'));
const { call, newMember, cardSource, subscribe } = kit;

describe('get_pending_payment_details and coupons (spec §3, §5, §9)', () => {
  it.each([
    ['UArtist', 'artist', 'artist'],
    ['ULabel', 'label', 'label'],
    ['SubscriptionPlan', 'artist', 'pro'],
  ] as const)('answers the §9 prices of %s', async (payableType, accountType, plan) => {
    const { token } = await newMember();
    const account = await insertAccount(kit.test.connection.db, { type: accountType });
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
    const label = await insertAccount(kit.test.connection.db, { type: 'label' });
    const proOnly = await insertCoupon(kit.test.connection.db, {
      applyType: 'pro',
      discountPercent: 50,
    });
    const entity = await insertCoupon(kit.test.connection.db, {
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
    const artist = await insertAccount(kit.test.connection.db);
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
    await priceEnterpriseAgreement(kit.test.connection.db, id, {
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
    const charges = await kit.test.connection.db
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
    const artist = await insertAccount(kit.test.connection.db);
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
    const malformed = await kit.test.app.inject({
      method: 'POST',
      url: '/api/v1/payments/setup_payment',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: '{"payableType": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toEqual(expect.any(String));
  });
});
