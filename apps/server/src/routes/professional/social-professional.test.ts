import { encodeRequestStamp } from '@songstats/contract';
import { subscriptions, teamMembers, teams } from '@songstats/db';
import { insertAccount, insertMemberWithSession, insertSeries } from '@songstats/db/seed';
import { PROFESSIONAL_PLAN_TEXTS } from '@songstats/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing';

// Issue 25, spec §6: the social product's Professional plan covers creators: every creator's
// analytics open to its holder (and their team), creators are what it adds, and it opens no
// artist or label; the music plan opens no creator. Authorisation: anonymous, owner (the plan's
// holder), teammate, another member, admin.
type Who = 'owner' | 'teammate' | 'other' | 'musicPro' | 'admin';
const SOCIAL_HOST = 'localhost:8005';
let test: TestApp;
const tokens: Partial<Record<Who, string>> = {};
const ids = { onPlan: '', offPlan: '', artist: '' };

async function givePlan(memberId: number, productType: 'songstats' | 'socialstats') {
  await test.connection.db.insert(subscriptions).values({
    memberId,
    payableType: 'SubscriptionPlan',
    payableId: 1,
    productType,
    interval: 'monthly',
    state: 'active',
    provider: 'sandbox',
    priceCents: 9999,
    currentPeriodEnd: new Date(Date.now() + 20 * 86_400_000),
  });
}

beforeAll(async () => {
  test = await startTestApp();
  const { db } = test.connection;
  const memberIds: Partial<Record<Who, number>> = {};
  for (const who of ['owner', 'teammate', 'other', 'musicPro', 'admin'] as const) {
    const { member, token } = await insertMemberWithSession(db, { isAdmin: who === 'admin' });
    tokens[who] = token;
    memberIds[who] = member.id;
  }
  const onPlan = await insertAccount(db, { type: 'creator', name: 'Plan Creator' });
  const offPlan = await insertAccount(db, { type: 'creator', name: 'Any Creator' });
  const artist = await insertAccount(db, { name: 'Music Artist' });
  Object.assign(ids, {
    onPlan: onPlan.idUnique,
    offPlan: offPlan.idUnique,
    artist: artist.idUnique,
  });
  await insertSeries(db, {
    objectType: 'account',
    objectId: offPlan.id,
    source: 'tiktok',
    metric: 'followers_total',
    points: [
      ['2026-03-01', 41000],
      ['2026-03-10', 43210],
    ],
  });
  await givePlan(memberIds.owner!, 'socialstats');
  await givePlan(memberIds.musicPro!, 'songstats');
  const [team] = await db.insert(teams).values({ ownerMemberId: memberIds.owner! }).returning();
  await db.insert(teamMembers).values({
    teamId: team!.id,
    memberId: memberIds.teammate!,
    email: 'social-teammate@example.com',
    role: 'member',
    status: 'active',
  });
});
afterAll(async () => {
  await test?.close();
});

function call(who: Who | null, method: 'GET' | 'POST', url: string, payload?: object) {
  const token = who ? tokens[who] : undefined;
  return test.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: {
      host: SOCIAL_HOST,
      'x-request-stamp': encodeRequestStamp(),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(payload ? { payload } : {}),
  });
}
const add = (who: Who | null, idUnique: string) =>
  call(who, 'POST', '/professional/add_management', { idUnique });
const creatorTop = (who: Who | null, idUnique: string) =>
  call(who, 'GET', `/analytics_creator/top?idUnique=${idUnique}&source=tiktok`);

describe('the Professional plan on the social product covers creators (spec §6, issue 25)', () => {
  it('adds a creator to the social plan, never an artist; the music plan adds no creator', async () => {
    const added = await add('owner', ids.onPlan);
    expect([added.statusCode, added.json().message]).toEqual([
      200,
      PROFESSIONAL_PLAN_TEXTS.added('Plan Creator'),
    ]);
    const artist = await add('owner', ids.artist);
    expect([artist.statusCode, artist.json().message]).toEqual([
      400,
      PROFESSIONAL_PLAN_TEXTS.notCovered('artist'),
    ]);
    const musicPlan = await add('musicPro', ids.onPlan);
    expect([musicPlan.statusCode, musicPlan.json().message]).toEqual([
      400,
      PROFESSIONAL_PLAN_TEXTS.notCovered('creator'),
    ]);
    const anonymous = await add(null, ids.onPlan);
    expect(anonymous.statusCode).toBe(401);
    for (const who of ['other', 'admin'] as const) {
      const response = await add(who, ids.onPlan);
      expect([who, response.statusCode, response.json().message]).toEqual([
        who,
        403,
        PROFESSIONAL_PLAN_TEXTS.noPlan,
      ]);
    }
    const teammate = await add('teammate', ids.offPlan);
    expect([teammate.statusCode, teammate.json().message]).toEqual([
      403,
      PROFESSIONAL_PLAN_TEXTS.teamPlan,
    ]);
  });

  it("opens any creator's analytics to the plan's holder, their team and admins only", async () => {
    for (const who of ['owner', 'teammate', 'admin'] as const) {
      const response = await creatorTop(who, ids.offPlan);
      expect([who, response.statusCode]).toEqual([who, 200]);
      const body = response.json();
      expect([who, body.hasAccess]).toEqual([who, true]);
      expect(body.top.stats[0]).toMatchObject({ value: 43210, delta: 2210 });
    }
    for (const who of ['other', 'musicPro'] as const) {
      const response = await creatorTop(who, ids.offPlan);
      expect(response.json()).toMatchObject({
        hasAccess: false,
        lockedReason: "You've discovered Socialstats!",
        top: null,
      });
      expect(response.body).not.toContain('43210');
    }
    expect((await creatorTop(null, ids.offPlan)).statusCode).toBe(401);
  });

  it('opens no artist through the social plan', async () => {
    const response = await call(
      'owner',
      'GET',
      `/analytics_creator/top?idUnique=${ids.artist}&source=tiktok`,
    );
    expect(response.json()).toMatchObject({ hasAccess: false, top: null });
  });
});
