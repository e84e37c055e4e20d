import {
  managements,
  members,
  payments,
  subscriptions,
  threeDSecureCardErrors,
} from '@songstats/db';
import { insertAccount, insertMemberWithSession } from '@songstats/db/seed';
import { PRICES, TEXTS } from '@songstats/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sandboxPayments } from '../../payments/payments-config';
import { startTestApp } from '../../testing';
import { DAY, useSubscriptionsApp, VISA } from './subscriptions-test-kit';

// Subscriptions through the sandbox provider (issue 7): setup_payment, the trial, refused cards,
// concurrent and retried submissions.
const kit = useSubscriptionsApp(new Date('2026-03-01T12:00:00Z'));
const { call, newMember, cardSource, subscribe, management } = kit;

describe('setup_payment with the sandbox (spec §4, §5, §7)', () => {
  it('starts a 7-day trial, unlocks the account at once and keeps only the last four digits', async () => {
    const { member, token } = await newMember();
    const artist = await insertAccount(kit.test.connection.db, { name: 'Trial Artist' });
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
      activeNextBillingDate: new Date(kit.clock.getTime() + 7 * DAY).toISOString(),
      // Issue 20: paying for one's own access follows the profile; it does not make one its owner.
      accountItem: { name: 'Trial Artist', hasSongstatsAccess: true, isPrimary: false },
      managementType: 'follower',
    });
    const access = await management(member.id, artist.id);
    expect(access.accessHash).toMatchObject({ songstats: 'direct', radiostats: 'none' });
    expect(access.subbedAt?.toISOString()).toBe(kit.clock.toISOString());
    expect(access.tier).toBe(4);
    const [stored] = await kit.test.connection.db
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
    const artist = await insertAccount(kit.test.connection.db);
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
    const rows = await kit.test.connection.db
      .select()
      .from(threeDSecureCardErrors)
      .where(eq(threeDSecureCardErrors.memberId, member.id));
    expect(rows.map((row) => row.detectedBy).sort()).toEqual(['client', 'server']);
    expect(
      await kit.test.connection.db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.memberId, member.id)),
    ).toHaveLength(0);
  });

  it('refuses a declined card with the card message and subscribes nothing', async () => {
    const { member, token } = await newMember();
    const artist = await insertAccount(kit.test.connection.db);
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
    const access = await kit.test.connection.db
      .select()
      .from(managements)
      .where(eq(managements.memberId, member.id));
    expect(access).toHaveLength(0);
  });

  it('needs the cardholder name with a new card and a card at all', async () => {
    const { token } = await newMember();
    const artist = await insertAccount(kit.test.connection.db);
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
    const artist = await insertAccount(kit.test.connection.db);
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
    const rows = await kit.test.connection.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.memberId, member.id));
    expect(rows).toHaveLength(1);
  });

  it('charges once for a retried request with the same idempotency key', async () => {
    const payments0 = sandboxPayments({ now: () => kit.clock, trialDays: 0 });
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
