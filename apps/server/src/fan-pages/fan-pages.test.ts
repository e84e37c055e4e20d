import { encodeRequestStamp } from '@songstats/contract';
import { queryRows, recordSmartLinkEvent } from '@songstats/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing';
import { BOT_AGENT_PATTERNS } from './countable-request';
import { insertLiveSmartLink } from './fan-page-fixture';
import { FAN_PAGE_KEEP_MS } from './fan-pages';

// Issue 23: the fan page and the click redirect on the Songshare host (8001), and what they
// count: a visitor once a day (salted hash, no cookie), every click, no bot, country and referrer.
let test: TestApp;
let token = '';
let linkId = 0;
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const FAN = { 'user-agent': BROWSER, 'accept-language': 'en-GB,en;q=0.9' };
/** A link-preview fetcher: it gets the page and counts nothing. */
const PREVIEW = { 'user-agent': 'Twitterbot/1.0' };

function fan(
  url: string,
  headers: Record<string, string> = FAN,
  remoteAddress = '81.2.69.160',
  method: 'GET' | 'HEAD' = 'GET',
) {
  return test.app.inject({
    method,
    url,
    remoteAddress,
    headers: { host: 'localhost:8001', ...headers },
  });
}

async function details() {
  const response = await test.app.inject({
    method: 'GET',
    url: `/api/v1/smart_links/details?id=${linkId}`,
    headers: { authorization: `Bearer ${token}`, 'x-request-stamp': encodeRequestStamp() },
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function totals() {
  return (await details()).link as { visits: number; clicks: number };
}

beforeAll(async () => {
  test = await startTestApp();
  ({ token, linkId } = await insertLiveSmartLink(test, {
    artist: 'Fan Artist',
    title: 'Open <Road> & "Sky"',
    slug: 'open-road',
    imageUrl: '/images/tracks/open-road.svg',
    externalIds: { spotify: '4uLU6hMCjMI75M1A2tKUQC', deezer: '916424' },
  }));
  // Opening a database and migrating it takes long while the two cores are shared.
}, 180_000);
afterAll(async () => {
  await test?.close();
});

/**
 * A change another server process makes (here straight in the database): this one keeps a fan
 * page's link for FAN_PAGE_KEEP_MS, so the change shows after that.
 */
async function changeStateElsewhere(state: string) {
  await queryRows(
    test.connection.db,
    sql`update smart_links set state = ${state} where id = ${linkId}`,
  );
  await new Promise((resolve) => setTimeout(resolve, FAN_PAGE_KEEP_MS + 50));
}

describe('the fan page', () => {
  it('is server-rendered HTML without script, under 30 KB, with preview tags and escaped text', async () => {
    const response = await fan('/open-road', { 'user-agent': 'Twitterbot/1.0' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const html = response.body;
    expect(Buffer.byteLength(html)).toBeLessThan(30 * 1024);
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('<html lang="en">');
    expect(html).toContain(
      '<meta property="og:title" content="Open &#60;Road&#62; &#38; &#34;Sky&#34; by Fan Artist">',
    );
    expect(html).toContain(
      '<meta property="og:image" content="http://localhost:8001/images/tracks/open-road.svg">',
    );
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).toContain('<meta property="og:url" content="http://localhost:8001/open-road">');
    expect(html).toContain('href="/open-road/go/spotify"');
    expect(html).toContain('href="/open-road/go/deezer"');
    expect(html).toContain('alt="Artwork of Open &#60;Road&#62;');
  });

  it('is only on the Songshare host, and only for live links', async () => {
    const main = await test.app.inject({
      method: 'GET',
      url: '/open-road',
      headers: { host: 'localhost:8000' },
    });
    expect(main.statusCode).toBe(404);
    expect((await fan('/no-such-link')).statusCode).toBe(404);
    await changeStateElsewhere('draft');
    expect((await fan('/open-road')).statusCode).toBe(404);
    await changeStateElsewhere('archived');
    const ended = await fan('/open-road');
    expect(ended.statusCode).toBe(410);
    expect(ended.body).toContain('This link has ended.');
    await changeStateElsewhere('live');
    expect((await fan('/open-road', PREVIEW)).statusCode).toBe(200);
  });

  it('shows a change made through this server at once', async () => {
    expect((await fan('/open-road', PREVIEW)).statusCode).toBe(200);
    const update = (state: string) =>
      test.app.inject({
        method: 'PATCH',
        url: '/api/v1/smart_links/update',
        headers: { authorization: `Bearer ${token}`, 'x-request-stamp': encodeRequestStamp() },
        payload: { id: linkId, state },
      });
    expect((await update('archived')).statusCode).toBe(200);
    expect((await fan('/open-road', PREVIEW)).statusCode).toBe(410);
    expect((await update('live')).statusCode).toBe(200);
    expect((await fan('/open-road', PREVIEW)).statusCode).toBe(200);
  });
});

describe('counting', () => {
  it('counts nothing for bots, preview fetchers, prefetches, HEAD and clients without a language', async () => {
    const before = await totals();
    for (const userAgent of [
      'facebookexternalhit/1.1',
      'Slackbot-LinkExpanding 1.0',
      'WhatsApp/2.23',
      'Mozilla/5.0 (compatible; Googlebot/2.1)',
      'curl/8.5.0',
      'Mozilla/5.0 HeadlessChrome/131.0',
      '',
    ]) {
      expect((await fan('/open-road', { ...FAN, 'user-agent': userAgent })).statusCode).toBe(200);
      expect(
        (await fan('/open-road/go/spotify', { ...FAN, 'user-agent': userAgent })).statusCode,
      ).toBe(302);
    }
    await fan('/open-road', { 'user-agent': BROWSER });
    await fan('/open-road', { ...FAN, 'sec-purpose': 'prefetch' });
    await fan('/open-road', FAN, '81.2.69.160', 'HEAD');
    expect(await totals()).toMatchObject(before);
    expect(BOT_AGENT_PATTERNS).toContain('facebookexternalhit');
  });

  it('counts a visitor once a day and every click, with country, service and referrer', async () => {
    const visit = await fan('/open-road', { ...FAN, referer: 'https://www.instagram.com/p/abc' });
    expect(visit.statusCode).toBe(200);
    expect(visit.body).toContain('href="/open-road/go/spotify?ref=instagram.com"');
    await fan('/open-road', FAN);
    const click = await fan('/open-road/go/spotify?ref=instagram.com');
    expect(click.statusCode).toBe(302);
    expect(click.headers.location).toBe('https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC');
    expect((await fan('/open-road/go/spotify?ref=instagram.com')).statusCode).toBe(302);
    // Another address is another visitor (a US one), and its click brings its visit.
    await fan('/open-road/go/deezer', FAN, '8.8.8.8');
    const found = await details();
    expect(found.link).toMatchObject({ visits: 2, clicks: 3, clickThroughRate: 1.5 });
    expect(found.services).toEqual([
      { key: 'spotify', visits: 0, clicks: 2 },
      { key: 'deezer', visits: 0, clicks: 1 },
    ]);
    expect(found.countries).toEqual([
      { key: 'GB', visits: 1, clicks: 2 },
      { key: 'US', visits: 1, clicks: 1 },
    ]);
    expect(found.referrers).toEqual([
      { key: 'instagram.com', visits: 1, clicks: 2 },
      { key: '', visits: 1, clicks: 1 },
    ]);
    expect(found.days).toEqual([
      { day: new Date().toISOString().slice(0, 10), visits: 2, clicks: 3 },
    ]);
  });

  it('sends an unknown service back to the fan page', async () => {
    const response = await fan('/open-road/go/tidal');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/open-road');
  });

  it('keeps no address: visitors are salted hashes, and a new day has a new salt', async () => {
    const { db } = test.connection;
    const visitors = await queryRows<{ visitorHash: string }>(
      db,
      sql`select visitor_hash as "visitorHash" from smart_link_visitors where link_id = ${linkId}`,
    );
    expect(visitors).toHaveLength(2);
    for (const { visitorHash } of visitors) {
      expect(visitorHash).toMatch(/^[\w-]{43}$/);
      expect(visitorHash).not.toContain('81.2.69.160');
    }
    const event = {
      linkId,
      kind: 'visit' as const,
      serviceId: null,
      address: '81.2.69.160',
      userAgent: BROWSER,
      countryCode: 'GB',
      referrerHost: null,
    };
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect((await recordSmartLinkEvent(db, { ...event, day: tomorrow })).newVisitor).toBe(true);
    expect((await recordSmartLinkEvent(db, { ...event, day: tomorrow })).newVisitor).toBe(false);
    const salts = await queryRows<{ salt: string }>(db, sql`select salt from smart_link_salts`);
    expect(new Set(salts.map((row) => row.salt)).size).toBe(salts.length);
    expect(salts.length).toBe(2);
  });
});

describe('milestones', () => {
  it('writes the 100-visit milestone activity exactly once, filed under the profile', async () => {
    const { db } = test.connection;
    const day = '2030-01-01';
    await queryRows(db, sql`update smart_links set visits = 98 where id = ${linkId}`);
    const visitor = (address: string) =>
      recordSmartLinkEvent(db, {
        linkId,
        kind: 'visit',
        serviceId: null,
        day,
        address,
        userAgent: BROWSER,
        countryCode: null,
        referrerHost: null,
      });
    const answers = await Promise.all(['10.0.0.1', '10.0.0.2', '10.0.0.3'].map(visitor));
    expect(answers.filter((answer) => answer.milestone === 100)).toHaveLength(1);
    // Counted again from 99 (a restore, a retry): the milestone is not written twice.
    await queryRows(db, sql`update smart_links set visits = 99 where id = ${linkId}`);
    expect((await visitor('10.0.0.4')).milestone).toBeNull();
    const activities = await queryRows<{ text: string; filed: number }>(
      db,
      sql`select a.activity_text as "text",
            (select count(*)::int from account_activities aa where aa.activity_id = a.id) as "filed"
          from activities a where a.source = 'songshare' and a.value = 100`,
    );
    expect(activities).toEqual([
      { text: 'Smart link "Open <Road> & "Sky"" reached 100 visits', filed: 1 },
    ]);
  });
});
