import { type ChargeSchedule, encodeRequestStamp } from '@songstats/contract';
import { payments, subscriptions } from '@songstats/db';
import { insertAccount, insertCoupon, insertMemberWithSession } from '@songstats/db/seed';
import { INTERVALS } from '@songstats/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceSubscriptions } from '../../payments/advance-subscriptions';
import { sandboxPayments } from '../../payments/payments-config';
import { startTestApp, type TestApp } from '../../testing';

// Decision 047, issue 30: for every plan, interval, bundle, coupon, member state and payer, the
// charges the pending payment details announce (the order summary shows them) are what the
// real setup_payment / paypal/execute then makes: state, trial end, next billing date and the
// amount charged today. An exhaustive loop (fast-check is not a dependency), on the sandbox.
let test: TestApp;
let clock = new Date('2026-11-25T10:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
let couponCode = '';

beforeAll(async () => {
  test = await startTestApp({ payments: sandboxPayments({ now: () => clock }) });
  couponCode = (await insertCoupon(test.connection.db, { discountPercent: 20 })).code;
});
afterAll(async () => {
  await test?.close();
});

function call(token: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) {
  return test.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { 'x-request-stamp': encodeRequestStamp(), authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });
}

async function cardSetup(token: string, payable: Payable, choice: Record<string, unknown>) {
  const source = await call(token, 'POST', '/payments/sandbox/create_card_source', {
    number: '4242424242424242',
    expMonth: 12,
    expYear: 2030,
    cvc: '123',
  });
  expect(source.statusCode).toBe(200);
  return call(token, 'POST', '/payments/setup_payment', {
    payableType: payable.payableType,
    idUnique: payable.idUnique,
    fullname: 'Ada Lovelace',
    stripeSource: source.json().stripeSource,
    ...choice,
  });
}

interface Payable {
  payableType: string;
  idUnique: string;
}

const PLANS = ['UArtist', 'ULabel', 'SubscriptionPlan'] as const;
const STATES = ['new', 'inTrial', 'active', 'cancelledInTrial', 'ended'] as const;
const PAYERS = ['card', 'paypal'] as const;

/** Brings a fresh member to one state for the payable (trial by card first, as a member would). */
async function memberIn(state: (typeof STATES)[number], payable: Payable) {
  const { member, token } = await insertMemberWithSession(test.connection.db);
  if (state === 'new') return { member, token };
  const started = await cardSetup(token, payable, { interval: 'monthly', isBundled: false });
  expect(started.statusCode).toBe(200);
  if (state === 'inTrial') return { member, token };
  if (state === 'active') {
    // The trial ends and the first period is charged.
    clock = new Date(clock.getTime() + 8 * DAY);
    await advanceSubscriptions(test.connection.db, test.app.payments, { memberId: member.id });
    return { member, token };
  }
  const id = started.json().subscription.id;
  const cancelled = await call(token, 'DELETE', `/payments/cancel_subscription/${id}`, {
    reasonForCancellation: null,
  });
  expect(cancelled.statusCode).toBe(200);
  if (state === 'ended') {
    clock = new Date(clock.getTime() + 8 * DAY);
    await advanceSubscriptions(test.connection.db, test.app.payments, { memberId: member.id });
  }
  return { member, token };
}

describe('the order summary equals the subscription that results (decision 047)', () => {
  it('for every plan, interval, bundle, coupon, state and payer', async () => {
    let cases = 0;
    for (const payableType of PLANS)
      for (const state of STATES)
        for (const payer of PAYERS)
          for (const interval of INTERVALS)
            for (const isBundled of [false, true])
              for (const withCoupon of [false, true]) {
                // Each case on its own day (the lifecycle step runs for one member only).
                clock = new Date(clock.getTime() + DAY);
                const label = `${payableType} ${state} ${payer} ${interval} bundled=${isBundled} coupon=${withCoupon}`;
                const account =
                  payableType === 'SubscriptionPlan'
                    ? null
                    : await insertAccount(test.connection.db, {
                        type: payableType === 'ULabel' ? 'label' : 'artist',
                      });
                const payable = { payableType, idUnique: account?.idUnique ?? '1' };
                const { member, token } = await memberIn(state, payable);
                const promo = withCoupon ? `&promoCodeToCheck=${couponCode}` : '';
                const detailsCall = await call(
                  token,
                  'GET',
                  `/payments/get_pending_payment_details?payableType=${payableType}&idUnique=${payable.idUnique}${promo}`,
                );
                expect(detailsCall.statusCode, label).toBe(200);
                const details = detailsCall.json().pendingPaymentDetails;
                const charge = (details.charges as ChargeSchedule[]).find(
                  (candidate) =>
                    candidate.paidBy === payer &&
                    candidate.interval === interval &&
                    candidate.isBundled === isBundled,
                );
                expect(charge, label).toBeDefined();
                const paidBefore = await test.connection.db
                  .select()
                  .from(payments)
                  .where(eq(payments.memberId, member.id));

                const choice = {
                  interval,
                  isBundled,
                  ...(withCoupon ? { promoCode: couponCode } : {}),
                };
                let row: { activeNextBillingDate: string | null; state: string };
                if (payer === 'card') {
                  const done = await cardSetup(token, payable, choice);
                  expect(done.statusCode, label).toBe(200);
                  row = done.json().subscription;
                } else {
                  const created = await call(token, 'POST', '/paypal/create_payment', {
                    payableType,
                    payableId: payable.idUnique,
                    ...choice,
                  });
                  expect(created.statusCode, label).toBe(200);
                  const executed = await call(token, 'POST', '/paypal/execute', {
                    payableType,
                    payableId: payable.idUnique,
                    token: created.json().token,
                  });
                  expect(executed.statusCode, label).toBe(200);
                  row = executed.json().subscription;
                }

                const [stored] = await test.connection.db
                  .select()
                  .from(subscriptions)
                  .where(eq(subscriptions.memberId, member.id))
                  .then((rows) =>
                    rows.filter((candidate) => candidate.payableType === payableType),
                  );
                const paidAfter = await test.connection.db
                  .select()
                  .from(payments)
                  .where(eq(payments.memberId, member.id));
                const chargedToday =
                  paidAfter.reduce((sum, paid) => sum + paid.amountCents, 0) -
                  paidBefore.reduce((sum, paid) => sum + paid.amountCents, 0);

                expect(
                  {
                    state: row.state,
                    trialEnd: stored?.trialEnd?.toISOString() ?? null,
                    nextBillingDate: row.activeNextBillingDate,
                    dueToday: chargedToday / 100,
                    nextAmount: (stored?.priceCents ?? 0) / 100,
                  },
                  label,
                ).toEqual({
                  state: charge!.state,
                  trialEnd: charge!.trialEnd,
                  nextBillingDate: charge!.nextBillingDate,
                  dueToday: charge!.dueToday,
                  nextAmount: charge!.nextAmount,
                });
                cases += 1;
              }
    expect(cases).toBe(PLANS.length * STATES.length * PAYERS.length * 2 * 2 * 2);
  }, 600_000);
});
