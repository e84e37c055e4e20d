import { managements } from '@songstats/db';
import { insertMemberWithSession } from '@songstats/db/seed';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { sandboxPayments } from '../../payments/payments-config';
import { injectApi, startTestApp, type TestApp } from '../../testing';

// Issue 7 with the embedded sandbox provider: the real app on a real database, reached through
// real HTTP (inject). The clock is the test's, so trials and periods can end inside a test. The
// subscriptions tests are split by behaviour (issue 29); this is what they share.

export const DAY = 24 * 60 * 60 * 1000;
export const VISA = '4242 4242 4242 4242';

export interface SubscriptionsKit {
  /** The app; set once the file's `beforeAll` has run. */
  readonly test: TestApp;
  /** The sandbox provider's now: a test moves it to end trials and periods. */
  clock: Date;
  call(
    token: string | null,
    method: string,
    url: string,
    payload?: object,
  ): Promise<LightMyRequestResponse>;
  newMember(): ReturnType<typeof insertMemberWithSession>;
  cardSource(
    token: string,
    number: string,
  ): Promise<{ stripeSource: string; requiresThreeDSecure: boolean }>;
  subscribe(
    token: string,
    idUnique: string,
    extra?: Record<string, unknown>,
    payableType?: string,
  ): Promise<LightMyRequestResponse>;
  management(memberId: number, accountId: number): Promise<typeof managements.$inferSelect>;
}

/** Starts the app with sandbox payments on the kit's clock for the calling test file. */
export function useSubscriptionsApp(start: Date): SubscriptionsKit {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await startTestApp({ payments: sandboxPayments({ now: () => kit.clock }) });
  });
  afterAll(async () => {
    await app?.close();
  });
  const kit: SubscriptionsKit = {
    get test() {
      if (!app) throw new Error('The subscriptions app has not started.');
      return app;
    },
    clock: start,
    call: (token, method, url, payload) => injectApi(kit.test, token, method, url, payload),
    newMember: () => insertMemberWithSession(kit.test.connection.db),
    async cardSource(token, number) {
      const response = await kit.call(token, 'POST', '/payments/sandbox/create_card_source', {
        number,
        expMonth: 12,
        expYear: 2030,
        cvc: '123',
      });
      expect(response.statusCode).toBe(200);
      return response.json();
    },
    async subscribe(token, idUnique, extra = {}, payableType = 'UArtist') {
      const { stripeSource } = await kit.cardSource(token, VISA);
      return kit.call(token, 'POST', '/payments/setup_payment', {
        payableType,
        idUnique,
        interval: 'monthly',
        isBundled: false,
        fullname: 'Ada Lovelace',
        stripeSource,
        ...extra,
      });
    },
    async management(memberId, accountId) {
      const rows = await kit.test.connection.db
        .select()
        .from(managements)
        .where(eq(managements.memberId, memberId));
      const row = rows.find((candidate) => candidate.accountId === accountId);
      if (!row) throw new Error(`No management of account ${accountId} by member ${memberId}.`);
      return row;
    },
  };
  return kit;
}
