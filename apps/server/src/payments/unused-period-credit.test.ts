import { describe, expect, it } from 'vitest';
import { createSandboxCardProvider, createSandboxCardSource } from './sandbox-provider';
import { periodStartOf, unusedPeriodCreditCents } from './unused-period-credit';

// The proration rule shared by a plan change (the sandbox, as Stripe's always_invoice) and a
// PayPal period moved to a card.
describe('unusedPeriodCreditCents', () => {
  const end = new Date('2026-04-08T12:00:00Z');

  it.each([
    ['before the period starts (trial days in front)', '2026-03-01T12:00:00Z', 1199],
    ['at its start', '2026-03-08T12:00:00Z', 1199],
    ['half way (15.5 of 31 days left)', '2026-03-24T00:00:00Z', 600],
    ['at its end', '2026-04-08T12:00:00Z', 0],
    ['after it', '2026-05-01T00:00:00Z', 0],
  ])('credits %s', (_name, now, cents) => {
    expect(
      unusedPeriodCreditCents({
        priceCents: 1199,
        interval: 'monthly',
        periodEnd: end,
        now: new Date(now),
      }),
    ).toBe(cents);
  });

  it('credits nothing without a period or a price', () => {
    const now = new Date('2026-03-24T00:00:00Z');
    expect(
      unusedPeriodCreditCents({ priceCents: 1199, interval: 'monthly', periodEnd: null, now }),
    ).toBe(0);
    expect(
      unusedPeriodCreditCents({ priceCents: 0, interval: 'monthly', periodEnd: end, now }),
    ).toBe(0);
  });

  it('finds the start of calendar periods, the last day of a shorter month included', () => {
    expect(periodStartOf(new Date('2026-03-31T00:00:00Z'), 'monthly').toISOString()).toBe(
      '2026-02-28T00:00:00.000Z',
    );
    expect(periodStartOf(new Date('2027-03-01T09:00:00Z'), 'yearly').toISOString()).toBe(
      '2026-03-01T09:00:00.000Z',
    );
  });
});

describe('the sandbox prorates a plan change', () => {
  const now = new Date('2026-03-16T12:00:00Z');
  const card = createSandboxCardProvider(() => now);
  const source = createSandboxCardSource(
    { number: '4242424242424242', expMonth: 12, expYear: 2030 },
    7,
    now,
  ).stripeSource;
  const change = (interval: 'monthly' | 'yearly', priceCents: number) =>
    card.changeSubscription({
      productKey: 'songstats-artist-songstats_radiostats',
      productName: 'artist plan (songstats_radiostats)',
      priceCents,
      interval,
      description: 'Upgrade',
      metadata: {},
      subscriptionId: 'sub_sandbox_1',
      customerId: 'cus_sandbox_7',
      source,
      idempotencyKey: `change-${interval}`,
      // 11.99 a month, paid on March 1 to April 1: 16 of 31 days are left.
      current: {
        priceCents: 1199,
        interval: 'monthly',
        currentPeriodEnd: new Date('2026-04-01T12:00:00Z'),
      },
    });

  it('keeps the period and charges the new price for the days left, less the old', async () => {
    const changed = await change('monthly', 1999);
    expect(changed.currentPeriodEnd.toISOString()).toBe('2026-04-01T12:00:00.000Z');
    // 19.99 x 16/31 = 10.32, less 11.99 x 16/31 = 6.19.
    expect(changed.payment?.amountCents).toBe(1032 - 619);
  });

  it('starts a new period for another interval, crediting the unused days', async () => {
    const changed = await change('yearly', 11999);
    expect(changed.currentPeriodEnd.toISOString()).toBe('2027-03-16T12:00:00.000Z');
    expect(changed.payment?.amountCents).toBe(11999 - 619);
  });
});
