import { BILLING_ADMIN_TEXTS, billingAdminEndpoints } from '@songstats/contract';
import { adminAuditLog, enterpriseAgreements, payments, subscriptions } from '@songstats/db';
import { insertAccount, insertManagement } from '@songstats/db/seed';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxPayments } from '../../payments/payments-config';
import { startTestApp, type TestApp } from '../../testing';
import {
  callApi,
  expectAdminsOnly,
  insertEveryone,
  insertTeam,
  type Who,
} from './admin-test-fixture';

// Issue 26: the Subscriptions, Payments and Enterprise Agreements desks through the real app on
// a real database: who may call them, search, filters, sort with nulls last, paging, and the
// cancel of a subscription through the card provider, written to the audit log.
let test: TestApp;
const tokens: Partial<Record<Who, string>> = {};
const ids: Partial<Record<Who, number>> = {};
const providerCancels: [string, boolean][] = [];
const subs: Record<'live' | 'cancelled' | 'mobile' | 'other', number> = {
  live: 0,
  cancelled: 0,
  mobile: 0,
  other: 0,
};

type Method = 'GET' | 'POST';
const call = (token: string | null, method: Method, path: string, input?: object) =>
  callApi(test, token, method, path, input);

beforeAll(async () => {
  const sandbox = sandboxPayments();
  test = await startTestApp({
    payments: {
      ...sandbox,
      card: {
        ...sandbox.card,
        async setCancelAtPeriodEnd(id: string, cancel: boolean) {
          providerCancels.push([id, cancel]);
        },
      },
    },
  });
  const { db } = test.connection;
  await insertEveryone(
    db,
    (who) => ({ name: `${who} billing`, email: `${who}-billing-desk@example.com` }),
    tokens,
    ids,
  );
  const artist = await insertAccount(db, { name: 'Billing Desk Artist' });
  const label = await insertAccount(db, { name: 'Billing Desk Label', type: 'label' });
  await insertTeam(db, ids, artist.id);
  await insertManagement(db, { memberId: ids.owner!, accountId: label.id });
  const periodEnd = new Date(Date.now() + 20 * 86_400_000);
  const base = {
    productType: 'songstats',
    interval: 'monthly',
    platform: 'web',
    provider: 'stripe',
    paymentMethod: 'card',
  } as const;
  const [live] = await db
    .insert(subscriptions)
    .values({
      ...base,
      memberId: ids.owner!,
      payableType: 'UArtist',
      payableId: artist.id,
      accountId: artist.id,
      state: 'active',
      provider: 'sandbox',
      priceCents: 1999,
      providerSubscriptionId: 'sub_desk_live',
      currentPeriodEnd: periodEnd,
    })
    .returning();
  const [cancelled] = await db
    .insert(subscriptions)
    .values({
      ...base,
      memberId: ids.owner!,
      payableType: 'ULabel',
      payableId: label.id,
      accountId: label.id,
      state: 'cancelled',
      priceCents: 4999,
      cancelledAt: new Date(),
      currentPeriodEnd: null,
    })
    .returning();
  const [mobile] = await db
    .insert(subscriptions)
    .values({
      ...base,
      memberId: ids.other!,
      payableType: 'SubscriptionPlan',
      payableId: 1,
      platform: 'ios',
      provider: 'apple',
      paymentMethod: 'apple',
      state: 'trial',
      priceCents: 999,
      currentPeriodEnd: periodEnd,
    })
    .returning();
  subs.live = live!.id;
  subs.cancelled = cancelled!.id;
  subs.mobile = mobile!.id;
  const [agreement] = await db
    .insert(enterpriseAgreements)
    .values({
      memberId: ids.other!,
      companyName: 'Zeta Records',
      status: 'active',
      priceCents: 90000,
    })
    .returning();
  await db
    .insert(enterpriseAgreements)
    .values({ memberId: ids.owner!, companyName: 'Alpha Music', requestMessage: 'Ten artists' });
  await db.insert(payments).values([
    {
      memberId: ids.owner!,
      subscriptionId: live!.id,
      provider: 'stripe',
      providerPaymentId: 'in_desk_1',
      amountCents: 1999,
      status: 'succeeded',
      description: 'Songstats Artist, monthly',
    },
    {
      memberId: ids.owner!,
      subscriptionId: live!.id,
      provider: 'stripe',
      providerPaymentId: 'in_desk_2',
      amountCents: 1999,
      status: 'failed',
      description: 'Songstats Artist, monthly',
    },
    {
      memberId: ids.other!,
      enterpriseAgreementId: agreement!.id,
      provider: 'paypal',
      providerPaymentId: 'cap_desk_3',
      amountCents: 90000,
      status: 'succeeded',
      description: 'Enterprise agreement, yearly',
    },
  ]);
  // Opening a fresh database takes long while the two cores are shared with other test runs.
}, 240_000);
afterAll(async () => {
  await test?.close();
});

describe('who may call the billing desks (issue 26)', () => {
  const calls: [string, Method, string, () => object][] = [
    ['subscriptions', 'GET', billingAdminEndpoints.subscriptions.path, () => ({})],
    ['payments', 'GET', billingAdminEndpoints.payments.path, () => ({})],
    ['enterprise agreements', 'GET', billingAdminEndpoints.enterpriseAgreements.path, () => ({})],
    [
      'cancel a subscription',
      'POST',
      billingAdminEndpoints.cancelSubscription.path,
      () => ({ subscriptionId: subs.live }),
    ],
  ];
  for (const [name, method, path, input] of calls) {
    it(`${name}: 401 logged out, 403 for the owner, a teammate and another member`, async () => {
      await expectAdminsOnly(test, tokens, method, path, input);
    });
  }

  it('answers 200 to an admin on every read, and bad input a 400 with a message', async () => {
    for (const [, method, path] of calls.filter(([, method]) => method === 'GET')) {
      expect((await call(tokens.admin!, method, path)).statusCode).toBe(200);
      for (const bad of [{ perPage: 7 }, { sort: 'x;drop' }, { page: 0 }]) {
        const response = await call(tokens.admin!, method, path, bad);
        expect(response.statusCode).toBe(400);
        expect(typeof response.json().message).toBe('string');
      }
    }
    for (const [path, bad] of [
      [billingAdminEndpoints.subscriptions.path, { state: 'x' }],
      [billingAdminEndpoints.subscriptions.path, { provider: 'x' }],
      [billingAdminEndpoints.payments.path, { status: 'x' }],
      [billingAdminEndpoints.enterpriseAgreements.path, { status: 'x' }],
    ] as const) {
      expect((await call(tokens.admin!, 'GET', path, bad)).statusCode).toBe(400);
    }
    const bad = await call(tokens.admin!, 'POST', billingAdminEndpoints.cancelSubscription.path, {
      subscriptionId: 'x',
    });
    expect(bad.statusCode).toBe(400);
    expect(typeof bad.json().message).toBe('string');
  });
});

describe('the Subscriptions desk (issue 26)', () => {
  async function list(input: object) {
    const response = await call(
      tokens.admin!,
      'GET',
      billingAdminEndpoints.subscriptions.path,
      input,
    );
    expect(response.statusCode).toBe(200);
    return billingAdminEndpoints.subscriptions.response.parse(response.json());
  }

  it('lists state and provider, searches, filters, sorts with nulls last and pages', async () => {
    const all = await list({ q: 'billing-desk' });
    expect(all.total).toBe(3);
    const live = all.rows.find((row) => row.id === subs.live)!;
    expect(live).toMatchObject({
      state: 'active',
      provider: 'sandbox',
      accountName: 'Billing Desk Artist',
      memberEmail: 'owner-billing-desk@example.com',
      priceCents: 1999,
    });
    expect((await list({ q: 'Billing Desk Label' })).rows.map((row) => row.id)).toEqual([
      subs.cancelled,
    ]);
    expect(
      (await list({ q: 'billing-desk', state: 'live' })).rows.map((row) => row.id).sort(),
    ).toEqual([subs.live, subs.mobile].sort());
    expect(
      (await list({ q: 'billing-desk', provider: 'apple' })).rows.map((row) => row.id),
    ).toEqual([subs.mobile]);
    for (const order of ['asc', 'desc'] as const) {
      const sorted = await list({ q: 'billing-desk', sort: 'currentPeriodEnd', order });
      expect(sorted.rows.at(-1)!.id).toBe(subs.cancelled); // no period end: last both ways
      const prices = (await list({ q: 'billing-desk', sort: 'priceCents', order })).rows.map(
        (row) => row.priceCents,
      );
      expect(prices).toEqual([...prices].sort((a, b) => (order === 'asc' ? a - b : b - a)));
    }
    const first = await list({
      q: 'billing-desk',
      sort: 'priceCents',
      order: 'asc',
      perPage: 25,
      page: 1,
    });
    const second = await list({
      q: 'billing-desk',
      sort: 'priceCents',
      order: 'asc',
      perPage: 25,
      page: 2,
    });
    expect(first.rows).toHaveLength(3);
    expect(second.rows).toHaveLength(0);
    expect(second.total).toBe(0);
  });

  it('cancels through the card provider, audited with before and after, not twice', async () => {
    const response = await call(
      tokens.admin!,
      'POST',
      billingAdminEndpoints.cancelSubscription.path,
      {
        subscriptionId: subs.live,
      },
    );
    expect(response.statusCode).toBe(200);
    const body = billingAdminEndpoints.cancelSubscription.response.parse(response.json());
    expect(body.message).toBe(
      BILLING_ADMIN_TEXTS.subscriptionCancelled('owner-billing-desk@example.com'),
    );
    expect(body.subscription.state).toBe('cancelled');
    expect(body.subscription.cancelledAt).not.toBeNull();
    expect(providerCancels).toEqual([['sub_desk_live', true]]);
    const [stored] = await test.connection.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, subs.live));
    expect(stored!.state).toBe('cancelled');
    const audit = await test.connection.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, 'subscription.cancel'));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      adminMemberId: ids.admin,
      adminEmail: 'admin-billing-desk@example.com',
      targetType: 'subscription',
      targetId: String(subs.live),
      memberId: ids.owner,
    });
    expect(audit[0]!.before).toMatchObject({ state: 'active', cancelledAt: null });
    expect(audit[0]!.after).toMatchObject({ state: 'cancelled' });

    const again = await call(tokens.admin!, 'POST', billingAdminEndpoints.cancelSubscription.path, {
      subscriptionId: subs.live,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This subscription is already cancelled.');
    const missing = await call(
      tokens.admin!,
      'POST',
      billingAdminEndpoints.cancelSubscription.path,
      {
        subscriptionId: 999999,
      },
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(BILLING_ADMIN_TEXTS.subscriptionNotFound);
    const mobile = await call(
      tokens.admin!,
      'POST',
      billingAdminEndpoints.cancelSubscription.path,
      {
        subscriptionId: subs.mobile,
      },
    );
    expect(mobile.statusCode).toBe(400);
    expect(
      await test.connection.db
        .select()
        .from(adminAuditLog)
        .where(eq(adminAuditLog.action, 'subscription.cancel')),
    ).toHaveLength(1);
  });
});

describe('the Payments and Enterprise Agreements desks (issue 26)', () => {
  it('lists payments with status and provider, searched, filtered, sorted, paged', async () => {
    async function list(input: object) {
      const response = await call(tokens.admin!, 'GET', billingAdminEndpoints.payments.path, input);
      expect(response.statusCode).toBe(200);
      return billingAdminEndpoints.payments.response.parse(response.json());
    }
    const all = await list({ q: 'billing-desk', sort: 'amountCents', order: 'desc' });
    expect(all.total).toBe(3);
    expect(all.rows[0]).toMatchObject({
      provider: 'paypal',
      amountCents: 90000,
      status: 'succeeded',
    });
    expect(
      (await list({ q: 'billing-desk', status: 'failed' })).rows.map((r) => r.providerPaymentId),
    ).toEqual(['in_desk_2']);
    expect((await list({ q: 'in_desk_1' })).rows.map((r) => r.providerPaymentId)).toEqual([
      'in_desk_1',
    ]);
    expect((await list({ q: 'billing-desk', provider: 'stripe' })).total).toBe(2);
  });

  it('lists enterprise agreements with status and provider, unpriced ones last', async () => {
    async function list(input: object) {
      const response = await call(
        tokens.admin!,
        'GET',
        billingAdminEndpoints.enterpriseAgreements.path,
        input,
      );
      expect(response.statusCode).toBe(200);
      return billingAdminEndpoints.enterpriseAgreements.response.parse(response.json());
    }
    const byName = await list({ q: 'billing-desk', sort: 'companyName', order: 'asc' });
    expect(byName.rows.map((row) => row.companyName)).toEqual(['Alpha Music', 'Zeta Records']);
    expect(byName.rows[1]).toMatchObject({
      status: 'active',
      provider: 'paypal',
      priceCents: 90000,
    });
    expect(byName.rows[0]).toMatchObject({ status: 'pending', provider: null, priceCents: null });
    for (const order of ['asc', 'desc'] as const) {
      const byPrice = await list({ q: 'billing-desk', sort: 'priceCents', order });
      expect(byPrice.rows.at(-1)!.companyName).toBe('Alpha Music');
    }
    expect((await list({ q: 'Zeta', status: 'pending' })).total).toBe(0);
    expect(
      (await list({ status: 'pending', q: 'alpha' })).rows.map((r) => r.requestMessage),
    ).toEqual(['Ten artists']);
  });
});
