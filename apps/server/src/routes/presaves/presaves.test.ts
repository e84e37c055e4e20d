import { encodeRequestStamp, PRESAVE_TEXTS } from '@songstats/contract';
import { queryRows, teamMembers, teams } from '@songstats/db';
import { insertMemberWithSession } from '@songstats/db/seed';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type PresaveService,
  startPresaveService,
} from '../../../../../packages/world/src/http/presave-service';
import { startTestApp, type TestApp } from '../../testing';

// Issue 23: pre-save campaigns through the real app on a real database, the fan page on the
// presave host, a fan connecting through the demo world's authorize page, release-day delivery
// on the delivery clock, and who may do what (anonymous, owner, teammate, another member, admin).
type Who = 'owner' | 'teammate' | 'other' | 'admin';
let test: TestApp;
let world: PresaveService;
const tokens: Partial<Record<Who, string>> = {};
const PRESAVE_HOST = 'localhost:8002';
const today = new Date().toISOString().slice(0, 10);
const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

function call(who: Who | null, method: 'GET' | 'POST' | 'DELETE', path: string, input?: object) {
  const query =
    method === 'POST'
      ? ''
      : `?${new URLSearchParams(Object.entries(input ?? {}).map(([k, v]) => [k, String(v)]))}`;
  return test.app.inject({
    method,
    url: `/api/v1${path}${query}`,
    headers: {
      'x-request-stamp': encodeRequestStamp(),
      ...(who ? { authorization: `Bearer ${tokens[who]}` } : {}),
    },
    ...(method === 'POST' ? { payload: input ?? {} } : {}),
  });
}

const CAMPAIGN = {
  title: 'Night Drive',
  artistName: 'Nova Lane',
  releaseDate: inDays(2),
  services: ['spotify', 'deezer'],
  spotifyUri: 'spotify:album:4aawyAB9vmqN3uQ7FjRGTy',
  spotifyArtistUri: 'spotify:artist:0TnOYISbd1XYRBk9myaseg',
  deezerAlbumId: '302127',
  deezerArtistId: '27',
  artworkUrl: 'https://example.com/night-drive.jpg',
};
let campaignId = 0;
let slug = '';

beforeAll(async () => {
  world = await startPresaveService();
  process.env.PRESAVE_SERVICE_URL = world.url;
  process.env.PRESAVE_DEV_CLOCK = 'on';
  test = await startTestApp();
  const { db } = test.connection;
  const ids: Partial<Record<Who, number>> = {};
  for (const who of ['owner', 'teammate', 'other', 'admin'] as const) {
    const { member, token } = await insertMemberWithSession(db, {
      email: `presave-${who}@example.com`,
      name: `Presave ${who}`,
      isAdmin: who === 'admin',
    });
    tokens[who] = token;
    ids[who] = member.id;
  }
  const [team] = await db.insert(teams).values({ ownerMemberId: ids.owner! }).returning();
  await db.insert(teamMembers).values([
    {
      teamId: team!.id,
      memberId: ids.owner!,
      email: 'presave-owner@example.com',
      role: 'owner',
      status: 'active',
    },
    {
      teamId: team!.id,
      memberId: ids.teammate!,
      email: 'presave-teammate@example.com',
      role: 'member',
      status: 'active',
    },
  ]);
  // A fresh database migrates slowly while the shared cores are busy.
}, 180_000);
afterAll(async () => {
  await test?.close();
  await world?.close();
  delete process.env.PRESAVE_SERVICE_URL;
  delete process.env.PRESAVE_DEV_CLOCK;
});

describe('pre-save campaigns', () => {
  it('refuses bad input with a message, and anonymous callers with 401', async () => {
    expect((await call(null, 'POST', '/presaves/create_campaign', CAMPAIGN)).statusCode).toBe(401);
    expect((await call(null, 'GET', '/presaves/index')).statusCode).toBe(401);
    const past = await call('owner', 'POST', '/presaves/create_campaign', {
      ...CAMPAIGN,
      releaseDate: '2020-01-01',
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe(PRESAVE_TEXTS.releaseInPast);
    const noUri = await call('owner', 'POST', '/presaves/create_campaign', {
      ...CAMPAIGN,
      spotifyUri: '',
    });
    expect(noUri.statusCode).toBe(400);
    expect(noUri.json().message).toBe(PRESAVE_TEXTS.serviceIdMissing('Spotify'));
    const badUri = await call('owner', 'POST', '/presaves/create_campaign', {
      ...CAMPAIGN,
      spotifyUri: 'https://open.spotify.com/album/x',
    });
    expect(badUri.statusCode).toBe(400);
    expect(badUri.json().message).toMatch(/spotify:album:/);
    const noService = await call('owner', 'POST', '/presaves/create_campaign', {
      ...CAMPAIGN,
      services: [],
    });
    expect(noService.statusCode).toBe(400);
    expect(noService.json().message).toMatch(/at least one service/);
  });

  it('creates a campaign whose fan page is live on the presave host', async () => {
    const created = await call('owner', 'POST', '/presaves/create_campaign', {
      ...CAMPAIGN,
      slug: 'night-drive',
    });
    expect(created.statusCode).toBe(200);
    const { campaign } = created.json();
    campaignId = campaign.id;
    slug = campaign.slug;
    expect(campaign).toMatchObject({
      slug: 'night-drive',
      pageUrl: 'http://localhost:8002/night-drive',
      fans: 0,
      canManage: true,
    });
    const taken = await call('owner', 'POST', '/presaves/create_campaign', {
      ...CAMPAIGN,
      slug: 'night-drive',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(PRESAVE_TEXTS.slugTaken);
    const page = await test.app.inject({ url: `/${slug}`, headers: { host: PRESAVE_HOST } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('Pre-save on Spotify');
    expect(page.body).toContain('Pre-save on Deezer');
    expect(page.body).toContain(
      '<meta property="og:title" content="Pre-save Night Drive by Nova Lane">',
    );
    expect(page.body).not.toContain('<script');
    // No script at all; the form may lead to the service's authorize page (the world here).
    expect(page.headers['content-security-policy']).toContain(`form-action 'self' ${world.url}`);
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    // Another product's host does not answer it.
    const elsewhere = await test.app.inject({
      url: `/${slug}`,
      headers: { host: 'localhost:8000' },
    });
    expect(elsewhere.statusCode).toBe(404);
  });

  it('shows a campaign to its owner, teammates and admins, and to nobody else', async () => {
    const list = async (who: Who) =>
      (await call(who, 'GET', '/presaves/index')).json().campaigns.map((c: { id: number }) => c.id);
    expect(await list('owner')).toEqual([campaignId]);
    expect(await list('teammate')).toEqual([campaignId]);
    expect(await list('other')).toEqual([]);
    const detail = (who: Who) => call(who, 'GET', '/presaves/campaign', { campaignId });
    expect((await detail('owner')).statusCode).toBe(200);
    expect((await detail('teammate')).json().campaign.canManage).toBe(false);
    expect((await detail('admin')).statusCode).toBe(200);
    const other = await detail('other');
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(PRESAVE_TEXTS.unknownCampaign);
    expect((await call(null, 'GET', '/presaves/campaign', { campaignId })).statusCode).toBe(401);
    expect((await call('other', 'GET', '/presaves/export_emails', { campaignId })).statusCode).toBe(
      404,
    );
    expect((await call(null, 'GET', '/presaves/export_emails', { campaignId })).statusCode).toBe(
      401,
    );
    expect(
      (await call('teammate', 'GET', '/presaves/export_emails', { campaignId })).statusCode,
    ).toBe(200);
    expect(
      (await call('teammate', 'DELETE', '/presaves/delete_campaign', { campaignId })).statusCode,
    ).toBe(403);
    expect(
      (await call('admin', 'DELETE', '/presaves/delete_campaign', { campaignId })).statusCode,
    ).toBe(403);
    expect(
      (await call('other', 'DELETE', '/presaves/delete_campaign', { campaignId })).statusCode,
    ).toBe(404);
    expect((await call('owner', 'GET', '/presaves/campaign', { campaignId: 'x' })).statusCode).toBe(
      400,
    );
  });

  /** A fan on the fan page: consent, optional email, a service, then the world's authorize page. */
  async function connectFan(
    user: string,
    service: 'spotify' | 'deezer',
    email: string,
    country: string,
  ) {
    const form = new URLSearchParams({ slug, email, consent: 'yes', follow: 'yes', service });
    const start = await test.app.inject({
      method: 'POST',
      url: '/presave-connect',
      headers: { host: PRESAVE_HOST, 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
    });
    expect(start.statusCode).toBe(303);
    const authorizeUrl = start.headers.location as string;
    expect(authorizeUrl.startsWith(`${world.url}/presave/${service}/`)).toBe(true);
    const page = await (await fetch(authorizeUrl)).text();
    const answer = new URLSearchParams();
    for (const [, name, value] of page.matchAll(/type="hidden" name="(\w+)" value="([^"]*)"/g)) {
      answer.set(name!, value!.replace(/&amp;/g, '&'));
    }
    answer.set('user', user);
    answer.set('country', country);
    answer.set('decision', 'allow');
    const agreed = await fetch(authorizeUrl.split('?')[0]!, {
      method: 'POST',
      body: answer,
      redirect: 'manual',
    });
    const back = new URL(agreed.headers.get('location')!);
    expect(back.origin).toBe('http://localhost:8002');
    return test.app.inject({
      url: `${back.pathname}${back.search}`,
      headers: { host: PRESAVE_HOST },
    });
  }

  it('connects fans through the service, keeps their consent and email, and lets them unsubscribe', async () => {
    const noConsent = await test.app.inject({
      method: 'POST',
      url: '/presave-connect',
      headers: { host: PRESAVE_HOST, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ slug, service: 'spotify' }).toString(),
    });
    expect(noConsent.statusCode).toBe(400);
    expect(noConsent.body).toContain('Tick the consent to pre-save.');
    const done = await connectFan('ana', 'spotify', 'ana@example.com', 'FR');
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('will be saved to your Spotify library on release day');
    await connectFan('ben', 'deezer', '', 'BR');
    await connectFan('cyd', 'spotify', 'cyd@example.com', 'FR');
    const detail = (await call('owner', 'GET', '/presaves/campaign', { campaignId })).json();
    expect(detail.campaign.fans).toBe(3);
    expect(detail.savesByService).toEqual([
      { service: 'spotify', name: 'Spotify', fans: 2, delivered: 0 },
      { service: 'deezer', name: 'Deezer', fans: 1, delivered: 0 },
    ]);
    expect(detail.fansByCountry).toEqual([
      { country: 'FR', fans: 2 },
      { country: 'BR', fans: 1 },
    ]);
    expect(detail.deliveryStates.find((s: { state: string }) => s.state === 'queued').fans).toBe(3);
    expect(detail.fanList[0]).toMatchObject({
      email: 'ana@example.com',
      followArtist: true,
      stateLabel: 'Queued',
    });
    expect(detail.fanList[0].consentedAt).toMatch(/^\d{4}-/);
    await test.app.mailer.idle();
    const mail = test.outbox().find((entry) => entry.to === 'cyd@example.com');
    const link = mail?.text.match(/\/presave-unsubscribe\?token=([\w-]+)/);
    expect(link).toBeTruthy();
    const unsubscribed = await test.app.inject({
      url: `/presave-unsubscribe?token=${link![1]}`,
      headers: { host: PRESAVE_HOST },
    });
    expect(unsubscribed.statusCode).toBe(200);
    const exported = (await call('owner', 'GET', '/presaves/export_emails', { campaignId })).json();
    expect(exported.rows).toBe(1);
    expect(exported.csv.split('\r\n')[0]).toBe(
      'email,service,country,follow_artist,consented_at,consent_text',
    );
    expect(exported.csv).toContain('ana@example.com,spotify,FR,yes,');
    expect(exported.csv).not.toContain('cyd@example.com');
  });

  it('delivers on release day, once, and records a revoked fan as failed with the reason', async () => {
    world.state.revoke('spotify', 'cyd');
    // The clock answers only this machine: from another address it does not exist.
    const fromOutside = await test.app.inject({
      method: 'POST',
      url: '/dev/presaves/next-day',
      remoteAddress: '203.0.113.9',
    });
    expect(fromOutside.statusCode).toBe(404);
    const nextDay = () => test.app.inject({ method: 'POST', url: '/dev/presaves/next-day' });
    const first = (await nextDay()).json();
    expect(first).toMatchObject({ today: inDays(1), delivered: 0 });
    const second = (await nextDay()).json();
    expect(second).toMatchObject({ today: inDays(2), delivered: 2, failed: 1 });
    expect(world.state.libraryOf('spotify', 'ana')).toEqual(
      new Set([CAMPAIGN.spotifyUri, CAMPAIGN.spotifyArtistUri]),
    );
    expect(world.state.libraryOf('deezer', 'ben')).toEqual(new Set(['album:302127', 'artist:27']));
    const third = (await nextDay()).json();
    expect(third).toMatchObject({ delivered: 0, failed: 0, retried: 0 });
    if (process.env.DATABASE_URL) {
      // On PostgreSQL the deliveries went as a pg-boss job per batch (decision 051).
      const jobs = await queryRows<{ state: string; count: number }>(
        test.connection.db,
        sql`select state, count(*)::int as count from pgboss.job where name = 'presave-batch' group by state`,
      );
      expect(jobs).toEqual([{ state: 'completed', count: 1 }]);
    }
    const detail = (await call('teammate', 'GET', '/presaves/campaign', { campaignId })).json();
    const states = Object.fromEntries(
      detail.deliveryStates.map((s: { label: string; fans: number }) => [s.label, s.fans]),
    );
    expect(states).toEqual({
      Queued: 0,
      'Pending Source': 0,
      Delivered: 2,
      "Couldn't Be Delivered": 1,
    });
    const failed = detail.fanList.find((fan: { state: string }) => fan.state === 'failed');
    expect(failed.reason).toMatch(/revoked access to Spotify/);
    expect(detail.savesByService[0]).toMatchObject({ service: 'spotify', delivered: 1 });
    expect(today <= detail.campaign.releaseDate).toBe(true);
  });

  it('lets the owner delete it, and then it is gone', async () => {
    const deleted = await call('owner', 'DELETE', '/presaves/delete_campaign', { campaignId });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().message).toBe(PRESAVE_TEXTS.deleted('Night Drive'));
    expect((await call('owner', 'GET', '/presaves/campaign', { campaignId })).statusCode).toBe(404);
    const page = await test.app.inject({ url: `/${slug}`, headers: { host: PRESAVE_HOST } });
    expect(page.statusCode).toBe(404);
  });
});
