import { encodeRequestStamp } from '@songstats/contract';
import { createSession, findMemberByEmail, queryRows } from '@songstats/db';
import { insertAccount, insertManagement, insertMember } from '@songstats/db/seed';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing';
import { DEMO_MEMBER_EMAIL, seedDemoMember } from './seed-demo-member';

// Issue 21: the demo member's subscriptions are real rows, made as a payment makes them (the
// sandbox provider), so they show in Settings > Subscriptions; not access flags set by hand.

let test: TestApp;
beforeAll(async () => {
  test = await startTestApp();
});
afterAll(async () => {
  await test?.close();
});

async function subscriptionsOf(email: string) {
  const member = await findMemberByEmail(test.connection.db, email);
  const { token } = await createSession(test.connection.db, member!.id);
  const response = await test.app.inject({
    method: 'GET',
    url: '/api/v1/subscriptions/subscriptions_managements',
    headers: { 'x-request-stamp': encodeRequestStamp(), authorization: `Bearer ${token}` },
  });
  expect(response.statusCode).toBe(200);
  return { body: response.json(), token };
}

describe('the demo member (embedded mode)', () => {
  it('subscribes to the busiest monitored artist and label through the sandbox payment', async () => {
    const { db } = test.connection;
    const monitoredSince = new Date();
    const artist = await insertAccount(db, { name: 'Demo Artist', monitoredSince });
    const label = await insertAccount(db, { type: 'label', name: 'Demo Label', monitoredSince });
    const seeded = await seedDemoMember(db);
    expect(seeded.sort()).toEqual([artist.idUnique, label.idUnique].sort());

    const { body, token } = await subscriptionsOf(DEMO_MEMBER_EMAIL);
    expect(body.subscriptionItems.map((row: { name: string }) => row.name).sort()).toEqual([
      'Demo Artist',
      'Demo Label',
    ]);
    for (const row of body.subscriptionItems) {
      expect(row).toMatchObject({
        state: 'trial',
        isActiveOrTrial: true,
        isFree: false,
        productTypeInfo: { productType: 'songstats_radiostats' },
      });
    }
    expect(body.cardDetails).toMatchObject({ cardNumber: '4242' });

    // The access comes from those subscriptions: both products, and exports (the bundle).
    const info = await test.app.inject({
      method: 'GET',
      url: `/api/v1/managements/get_account_info?idUnique=${artist.idUnique}`,
      headers: { 'x-request-stamp': encodeRequestStamp(), authorization: `Bearer ${token}` },
    });
    expect(info.json().account).toMatchObject({
      isPrimary: true,
      canExport: true,
      hasSongstatsAccess: true,
      hasRadiostatsAccess: true,
    });

    // Again (a restart): nothing new.
    await seedDemoMember(db);
    const [count] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from subscriptions s join members m on m.id = s.member_id
          where m.email = ${DEMO_MEMBER_EMAIL}`,
    );
    expect(count!.n).toBe(2);
  });

  it('subscribes an owned account of earlier demo data that has none', async () => {
    const { db } = test.connection;
    const member = await findMemberByEmail(db, DEMO_MEMBER_EMAIL);
    const older = await insertAccount(db, { name: 'Older Artist' });
    await insertManagement(db, { memberId: member!.id, accountId: older.id });
    await seedDemoMember(db);
    const { body } = await subscriptionsOf(DEMO_MEMBER_EMAIL);
    expect(body.subscriptionItems.map((row: { name: string }) => row.name)).toContain(
      'Older Artist',
    );
    // Another member's owned accounts are never touched.
    const other = await insertMember(db);
    await insertManagement(db, { memberId: other.id, accountId: older.id });
    await seedDemoMember(db);
    expect((await subscriptionsOf(other.email)).body.subscriptionItems).toEqual([]);
  });
});
