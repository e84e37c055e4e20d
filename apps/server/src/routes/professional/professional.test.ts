import { encodeRequestStamp } from '@songstats/contract';
import { managements, subscriptions, teamMembers, teams } from '@songstats/db';
import { insertAccount, insertManagement, insertMemberWithSession } from '@songstats/db/seed';
import { DEFAULT_MAX_PRO_MANAGEMENTS, PROFESSIONAL_PLAN_TEXTS } from '@songstats/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing';

// spec §2 professional management, §6 maxProManagements (decision 027), with the authorisation
// cases of every call: anonymous, owner (the plan's holder), teammate, another member, admin.
type Who = 'anonymous' | 'owner' | 'teammate' | 'other' | 'admin';
let test: TestApp;
const tokens: Partial<Record<Who, string>> = {};
const ids: Partial<Record<Who, number>> = {};
let ownedId = 0;
let owned = '';
let catalogue: { id: number; idUnique: string; name: string }[] = [];
let creator = '';
let hidden = '';

async function givePlan(memberId: number, values: Partial<typeof subscriptions.$inferInsert> = {}) {
  await test.connection.db.insert(subscriptions).values({
    memberId,
    payableType: 'SubscriptionPlan',
    payableId: 1,
    productType: 'songstats',
    interval: 'monthly',
    state: 'active',
    provider: 'sandbox',
    priceCents: 9999,
    currentPeriodEnd: new Date(Date.now() + 20 * 86_400_000),
    ...values,
  });
}

beforeAll(async () => {
  test = await startTestApp();
  const { db } = test.connection;
  for (const who of ['owner', 'teammate', 'other', 'admin'] as const) {
    const { member, token } = await insertMemberWithSession(db, {
      isAdmin: who === 'admin',
      maxProManagements: who === 'owner' ? 3 : DEFAULT_MAX_PRO_MANAGEMENTS,
    });
    tokens[who] = token;
    ids[who] = member.id;
  }
  const ownedAccount = await insertAccount(db, { name: 'Owned Artist' });
  ownedId = ownedAccount.id;
  owned = ownedAccount.idUnique;
  await insertManagement(db, { memberId: ids.owner!, accountId: ownedAccount.id });
  await insertManagement(db, {
    memberId: ids.teammate!,
    accountId: ownedAccount.id,
    managementType: 'secondary',
  });
  catalogue = await Promise.all(
    ['Catalogue One', 'Catalogue Two', 'Catalogue Three'].map((name, index) =>
      insertAccount(db, { name, type: index === 1 ? 'label' : 'artist' }),
    ),
  );
  creator = (await insertAccount(db, { name: 'A Creator', type: 'creator' })).idUnique;
  hidden = (await insertAccount(db, { name: 'Hidden Artist', hidden: true })).idUnique;
  await givePlan(ids.owner!);
  await givePlan(ids.other!, { platform: 'ios' });
  // The teammate joined the owner's team (issue 22 teams): they work under the owner's plan.
  const [team] = await db.insert(teams).values({ ownerMemberId: ids.owner! }).returning();
  await db.insert(teamMembers).values({
    teamId: team!.id,
    memberId: ids.teammate!,
    email: 'teammate@example.com',
    role: 'member',
    status: 'active',
  });
});
afterAll(async () => {
  await test?.close();
});

function call(who: Who, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) {
  const token = who === 'anonymous' ? undefined : tokens[who];
  return test.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: {
      'x-request-stamp': encodeRequestStamp(),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(payload ? { payload } : {}),
  });
}
const list = async (who: Who) => (await call(who, 'GET', '/professional/managements')).json();
const names = async (who: Who) =>
  (await list(who)).managements.map((row: { name: string }) => row.name);
const add = (who: Who, idUnique: string) =>
  call(who, 'POST', '/professional/add_management', { idUnique });
const remove = (who: Who, idUnique: string) =>
  call(who, 'DELETE', `/professional/remove_management?idUnique=${idUnique}`);
async function managementOf(memberId: number, accountId: number) {
  const [row] = await test.connection.db
    .select()
    .from(managements)
    .where(and(eq(managements.memberId, memberId), eq(managements.accountId, accountId)));
  return row ?? null;
}

describe('Professional Plan calls (spec §2, §6)', () => {
  it('refuses anonymous callers on every call', async () => {
    for (const response of [
      await call('anonymous', 'GET', '/professional/managements'),
      await add('anonymous', catalogue[0]!.idUnique),
      await remove('anonymous', catalogue[0]!.idUnique),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toEqual(expect.any(String));
    }
  });

  it("lists the caller's own plan: the holder's, and none for members without one", async () => {
    const owner = await list('owner');
    expect(owner).toMatchObject({
      managements: [],
      maxProManagements: 3,
      plan: { managementType: 'primary', isFree: false, platform: 'web' },
    });
    expect(owner.plan.restrictedUpgradeText).toBeNull();
    // spec §6: a plan bought on another platform is upgraded there.
    expect((await list('other')).plan.restrictedUpgradeText).toBe(
      'Please log into your iOS Device to upgrade your Professional Plan.',
    );
    expect(await list('admin')).toMatchObject({
      managements: [],
      maxProManagements: DEFAULT_MAX_PRO_MANAGEMENTS,
      plan: null,
    });
    // spec §6: a team member's plan is upgraded by the team admin.
    expect(await list('teammate')).toMatchObject({
      maxProManagements: 3,
      plan: {
        managementType: 'secondary',
        restrictedUpgradeText: 'Please contact your team admin to upgrade your Professional Plan.',
      },
    });
  });

  it('adds an artist and a label to the holder’s plan, with the plan’s access, once each', async () => {
    const [one, two] = catalogue;
    const added = await add('owner', one!.idUnique);
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({
      message: PROFESSIONAL_PLAN_TEXTS.added('Catalogue One'),
      management: { name: 'Catalogue One', type: 'artist', baseUrl: `/artist/${one!.idUnique}` },
    });
    expect((await add('owner', two!.idUnique)).json().management.type).toBe('label');
    expect(await names('owner')).toEqual(['Catalogue One', 'Catalogue Two']);
    // The plan gives access, never ownership (decision 019).
    const management = await managementOf(ids.owner!, one!.id);
    expect(management).toMatchObject({ managementType: 'follower', isProfessional: true });
    expect(management!.accessHash.songstats).toBe('pro');
    const again = await add('owner', one!.idUnique);
    expect([again.statusCode, again.json().message]).toEqual([
      409,
      PROFESSIONAL_PLAN_TEXTS.alreadyAdded('Catalogue One'),
    ]);
    // The added profiles are in the holder's lists, as the user menu shows them.
    const lists = (await call('owner', 'GET', '/managements/artist_label_lists'))
      .json()
      .accounts.map((account: { name: string }) => account.name);
    expect(lists).toEqual(['Owned Artist', 'Catalogue One', 'Catalogue Two']);
  });

  it('stops at maxProManagements, and a removal frees a place', async () => {
    expect((await add('owner', owned)).statusCode).toBe(200);
    const full = await add('owner', catalogue[2]!.idUnique);
    expect([full.statusCode, full.json().message]).toEqual([
      409,
      PROFESSIONAL_PLAN_TEXTS.limitReached(3),
    ]);
    // The owned profile stays owned when it leaves the plan.
    const removed = await remove('owner', owned);
    expect([removed.statusCode, removed.json().message]).toEqual([
      200,
      PROFESSIONAL_PLAN_TEXTS.removed('Owned Artist'),
    ]);
    expect(await managementOf(ids.owner!, ownedId)).toMatchObject({
      managementType: 'primary',
      isProfessional: false,
    });
    expect((await add('owner', catalogue[2]!.idUnique)).statusCode).toBe(200);
    // A profile followed only for the plan leaves the member's lists with it.
    expect((await remove('owner', catalogue[2]!.idUnique)).statusCode).toBe(200);
    expect(await managementOf(ids.owner!, catalogue[2]!.id)).toBeNull();
    expect(await names('owner')).toEqual(['Catalogue One', 'Catalogue Two']);
  });

  it('lets two adds at once take the last place only once', async () => {
    const answers = await Promise.all([add('owner', owned), add('owner', catalogue[2]!.idUnique)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect((await list('owner')).managements).toHaveLength(3);
    const last = answers[0]!.statusCode === 200 ? owned : catalogue[2]!.idUnique;
    expect((await remove('owner', last)).statusCode).toBe(200);
  });

  it('refuses what the plan does not cover, hidden profiles and unknown ones', async () => {
    const wrongType = await add('owner', creator);
    expect([wrongType.statusCode, wrongType.json().message]).toEqual([
      400,
      PROFESSIONAL_PLAN_TEXTS.notCovered('creator'),
    ]);
    expect((await add('owner', hidden)).statusCode).toBe(404);
    expect((await add('owner', 'no-such-profile')).json().message).toBe(
      PROFESSIONAL_PLAN_TEXTS.unknownProfile,
    );
    const empty = await call('owner', 'POST', '/professional/add_management', { idUnique: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toEqual(expect.any(String));
  });

  it('never lets a teammate, another member or an admin change the holder’s plan', async () => {
    const before = await names('owner');
    for (const who of ['teammate', 'other', 'admin'] as const) {
      const response = await remove(who, catalogue[0]!.idUnique);
      expect([who, response.statusCode, response.json().message]).toEqual([
        who,
        404,
        PROFESSIONAL_PLAN_TEXTS.notOnPlan,
      ]);
    }
    // The team's plan is the team admin's to change; without any plan there is nothing to add to.
    for (const [who, message] of [
      ['teammate', PROFESSIONAL_PLAN_TEXTS.teamPlan],
      ['admin', PROFESSIONAL_PLAN_TEXTS.noPlan],
    ] as const) {
      const response = await add(who, catalogue[2]!.idUnique);
      expect([who, response.statusCode, response.json().message]).toEqual([who, 403, message]);
    }
    // Another member's adds go to their own plan.
    expect((await add('other', catalogue[0]!.idUnique)).statusCode).toBe(200);
    expect(await names('other')).toEqual(['Catalogue One']);
    expect(await names('owner')).toEqual(before);
    // The teammate reads the team's plan, unchanged.
    expect(await names('teammate')).toEqual(before);
  });

  it('offers a lapsed plan again and refuses adds to it', async () => {
    const { db } = test.connection;
    const lapsed = await insertMemberWithSession(db);
    await givePlan(lapsed.member.id, { state: 'declined' });
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/v1/professional/add_management',
      headers: {
        'x-request-stamp': encodeRequestStamp(),
        authorization: `Bearer ${lapsed.token}`,
      },
      payload: { idUnique: catalogue[0]!.idUnique },
    });
    expect(response.statusCode).toBe(403);
    const lists = await test.app.inject({
      url: '/api/v1/professional/managements',
      headers: {
        'x-request-stamp': encodeRequestStamp(),
        authorization: `Bearer ${lapsed.token}`,
      },
    });
    expect(lists.json().plan).toBeNull();
  });
});
