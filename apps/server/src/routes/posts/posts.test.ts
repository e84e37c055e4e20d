import {
  POSTS_PER_PAGE,
  POSTS_TEXTS,
  postEndpoints,
  ZPostPageResponse,
  ZPostsResponse,
} from '@songstats/contract';
import { insertAccount } from '@songstats/db/seed';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectApi, startTestApp, type TestApp } from '../../testing';
import { insertInsightMembers } from '../insights/insight-test-members';

// Issue 25: GET /posts and /posts/export. The owner's creator has 45 posts over three platforms
// (YouTube's without shares and saves, as the platform tells none); another member's creator has
// its own; a musician is no creator.
type Who = 'owner' | 'teammate' | 'other' | 'admin';
let test: TestApp;
const tokens = {} as Record<Who, string>;
const ids = { creator: '', otherCreator: '', artist: '' };
const PLATFORMS = ['tiktok', 'instagram', 'youtube'] as const;
const TOTAL = 45;

interface Seeded {
  postId: string;
  platform: string;
  date: string;
  views: number;
  likes: number;
  comments: number;
  shares: number | null;
  saves: number | null;
}
const seeded: Seeded[] = [];

beforeAll(async () => {
  test = await startTestApp();
  const { db } = test.connection;
  const creator = await insertAccount(db, { type: 'creator', name: 'Posting Creator' });
  const otherCreator = await insertAccount(db, { type: 'creator', name: 'Secret Creator' });
  const artist = await insertAccount(db, { name: 'Just An Artist' });
  Object.assign(ids, {
    creator: creator.idUnique,
    otherCreator: otherCreator.idUnique,
    artist: artist.idUnique,
  });
  for (let n = 0; n < TOTAL; n++) {
    const platform = PLATFORMS[n % 3]!;
    // Views not in date order: (n * 37) % 45 spreads them; one post has no view yet.
    const views = n === 7 ? 0 : ((n * 37) % TOTAL) * 1000 + 10;
    const row: Seeded = {
      postId: `post-${n}`,
      platform,
      date: `2026-03-${String(1 + Math.floor(n / 2)).padStart(2, '0')}`,
      views,
      likes: Math.floor(views / 10),
      comments: n,
      shares: platform === 'youtube' ? null : (n * 7) % 13,
      saves: platform === 'youtube' ? null : 2,
    };
    seeded.push(row);
    await db.execute(sql`
      insert into creator_posts (account_id, source, external_id, kind, caption, published_at,
        views, likes, comments, shares, saves, counted_on)
      values (${creator.id}, ${platform}, ${row.postId}, 'video', ${`Caption ${n}`},
        ${`${row.date}T12:00:00Z`}, ${row.views}, ${row.likes}, ${row.comments}, ${row.shares},
        ${row.saves}, '2026-03-30')`);
  }
  await db.execute(sql`
    insert into creator_posts (account_id, source, external_id, kind, caption, published_at,
      views, likes, comments, counted_on)
    values (${otherCreator.id}, 'tiktok', 'secret-post', 'video', 'Secret caption',
      '2026-03-05T10:00:00Z', 999999, 1, 1, '2026-03-30')`);

  await insertInsightMembers(db, { artistId: creator.id, otherId: otherCreator.id }, tokens, {
    product: 'socialstats',
    stranger: 'other',
    ownerExports: true,
  });
}, 180_000);
afterAll(async () => {
  await test?.close();
});

/** A GET of the social product's API as `who` (anonymous without). */
const call = (who: Who | null, path: string) =>
  injectApi(test, who ? tokens[who] : null, 'GET', path, undefined, 'localhost:8005');

async function posts(who: Who, query: string) {
  const response = await call(who, `/posts?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return ZPostsResponse.parse(response.json());
}

const engagement = (row: Seeded) =>
  row.views === 0
    ? null
    : (row.likes + row.comments + (row.shares ?? 0) + (row.saves ?? 0)) / row.views;

/** spec §4: the column ascending or descending, nulls last, then the newest first. */
function expectedOrder(key: (row: Seeded) => number | null, order: 'asc' | 'desc'): string[] {
  return [...seeded]
    .sort((a, b) => {
      const x = key(a);
      const y = key(b);
      if (x === null || y === null) {
        if (x !== y) return x === null ? 1 : -1;
      } else if (x !== y) return order === 'asc' ? x - y : y - x;
      return b.date.localeCompare(a.date) || Number(b.postId.slice(5)) - Number(a.postId.slice(5));
    })
    .map((row) => row.postId);
}

async function allPages(who: Who, query: string): Promise<string[]> {
  const first = await posts(who, `${query}&page=1`);
  const pages = Math.ceil(first.total / POSTS_PER_PAGE);
  const rest = await Promise.all(
    Array.from({ length: pages - 1 }, (_, k) => posts(who, `${query}&page=${k + 2}`)),
  );
  return [first, ...rest].flatMap((page) => page.items.map((item) => item.postId));
}

describe('GET /posts (issue 25)', () => {
  it("lists the owner's creator's posts, newest first, 20 a page, with every figure", async () => {
    const body = await posts('owner', '');
    expect(body.total).toBe(TOTAL);
    expect(body.items).toHaveLength(POSTS_PER_PAGE);
    expect(body.hasAccess).toBe(true);
    expect(body.canExport).toBe(true);
    expect(body.creators).toEqual([{ idUnique: ids.creator, name: 'Posting Creator' }]);
    const newest = seeded.at(-1)!;
    expect(body.items[0]).toMatchObject({
      postId: newest.postId,
      platform: newest.platform,
      caption: `Caption ${TOTAL - 1}`,
      publishedAt: `${newest.date}T12:00:00Z`,
      views: newest.views,
      likes: newest.likes,
      comments: newest.comments,
      shares: newest.shares,
      creator: { idUnique: ids.creator, name: 'Posting Creator' },
    });
    expect(body.items[0]?.engagementRate).toBeCloseTo(engagement(newest)!, 10);
    const last = await posts('owner', 'page=3');
    expect(last.items.map((item) => item.postId)).toEqual(
      expectedOrder((row) => Date.parse(row.date), 'desc').slice(40),
    );
    const past = await posts('owner', 'page=9');
    expect(past.items).toEqual([]);
    expect(past.total).toBe(TOTAL);
  });

  it.each([
    ['views', (row: Seeded) => row.views],
    ['likes', (row: Seeded) => row.likes],
    ['comments', (row: Seeded) => row.comments],
    ['shares', (row: Seeded) => row.shares],
    ['engagementRate', engagement],
  ] as const)('sorts by %s both ways over every page, nulls last', async (column, key) => {
    for (const order of ['asc', 'desc'] as const) {
      const got = await allPages('owner', `sortBy=${column}&sortOrder=${order}`);
      expect(got, `${column} ${order}`).toEqual(expectedOrder(key, order));
    }
  });

  it('filters by platform and by publish date (both days included)', async () => {
    const youtube = await allPages('owner', 'platform=youtube');
    expect(youtube.sort()).toEqual(
      seeded
        .filter((row) => row.platform === 'youtube')
        .map((row) => row.postId)
        .sort(),
    );
    const window = await allPages('owner', 'from=2026-03-05&to=2026-03-10&sortBy=views');
    expect(window).toEqual(
      expectedOrder((row) => row.views, 'desc').filter((id) => {
        const date = seeded.find((row) => row.postId === id)!.date;
        return date >= '2026-03-05' && date <= '2026-03-10';
      }),
    );
    expect(window).toHaveLength(12);
  });

  it('answers bad input with a 400 and its reason', async () => {
    for (const [query, message] of [
      ['sortBy=bogus', 'sortBy is one of'],
      ['platform=myspace', 'platform is one of'],
      ['from=2026-03-10&to=2026-03-01', 'The start date is after the end date.'],
      ['from=yesterday', 'YYYY-MM-DD'],
      ['page=0', 'page starts at 1.'],
    ]) {
      const response = await call('owner', `/posts?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toContain(message);
    }
    const artist = await call('admin', `/posts?idUnique=${ids.artist}`);
    expect(artist.statusCode).toBe(400);
    expect(artist.json().message).toBe(
      'Just An Artist is not a creator: posts belong to creators.',
    );
    expect((await call('owner', '/posts?idUnique=nobody-here')).statusCode).toBe(404);
  });

  it('shows a teammate the same posts, and an admin any creator asked for', async () => {
    const owner = await allPages('owner', 'sortBy=views');
    expect(await allPages('teammate', 'sortBy=views')).toEqual(owner);
    expect(await allPages('admin', `sortBy=views&idUnique=${ids.creator}`)).toEqual(owner);
    // An admin's own list is their own creators: none.
    expect((await posts('admin', '')).items).toEqual([]);
  });

  it("keeps another member out of the creator's posts, and anonymous callers out", async () => {
    const mine = await posts('other', '');
    expect(mine.items.map((item) => item.postId)).toEqual(['secret-post']);
    const locked = await posts('other', `idUnique=${ids.creator}`);
    expect(locked.hasAccess).toBe(false);
    expect(locked.lockedReason).toEqual(expect.any(String));
    expect(locked.items).toEqual([]);
    expect(JSON.stringify(await posts('owner', ''))).not.toContain('Secret caption');
    expect((await call(null, '/posts')).statusCode).toBe(401);
    expect((await call(null, '/posts/export')).statusCode).toBe(401);
  });
});

describe('GET /posts/export (issue 25)', () => {
  it('is the sorted, filtered rows as CSV, every page of them', async () => {
    const response = await call('owner', '/posts/export?sortBy=views&platform=tiktok');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain(
      'Socialstats Report - Posting Creator - Posts.csv',
    );
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Post,Creator,Platform,Kind,Date,Views,Likes,Comments,Shares,Saves,Engagement rate (%),Link',
    );
    const expected = expectedOrder((row) => row.views, 'desc').filter((id) =>
      seeded.find((row) => row.postId === id && row.platform === 'tiktok'),
    );
    expect(lines).toHaveLength(expected.length + 1);
    expect(lines.slice(1).map((line) => `post-${line.split(',')[0]!.slice(8)}`)).toEqual(expected);
    const top = seeded.find((row) => row.postId === expected[0])!;
    expect(lines[1]).toContain(`,TikTok,video,${top.date},${top.views},${top.likes},`);
  });

  it('is an XLSX workbook when asked for one', async () => {
    const response = await call('owner', '/posts/export?fileType=xlsx');
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(TOTAL + 1);
    expect(sheet.getRow(2).getCell(1).value).toBe(`Caption ${TOTAL - 1}`);
  });

  it('is refused to members without export rights or access, and given to admins', async () => {
    const teammate = await call('teammate', '/posts/export');
    expect(teammate.statusCode).toBe(403);
    expect(teammate.json().message).toContain('Exporting reports needs the Professional plan');
    expect((await call('other', `/posts/export?idUnique=${ids.creator}`)).statusCode).toBe(403);
    const admin = await call('admin', `/posts/export?idUnique=${ids.creator}`);
    expect(admin.statusCode).toBe(200);
    expect(admin.body.trim().split('\r\n')).toHaveLength(TOTAL + 1);
  });
});

describe("GET /posts/{platform}/{postId}: a post's page (issue 25)", () => {
  beforeAll(async () => {
    const { db } = test.connection;
    // post-0 (TikTok) read on three days.
    for (const [day, views] of [
      ['2026-03-02', 100],
      ['2026-03-01', 40],
      ['2026-03-03', 130],
    ] as const) {
      await db.execute(sql`
        insert into creator_post_days (post_id, day, views, likes, comments, shares, saves)
        select id, ${day}::date, ${views}, ${views / 10}, 1, 2, 3 from creator_posts
        where source = 'tiktok' and external_id = 'post-0'`);
    }
  });

  it('gives the post and its counters day by day, oldest first, to whoever may see its creator', async () => {
    for (const who of ['owner', 'teammate', 'admin'] as const) {
      const response = await call(who, '/posts/tiktok/post-0');
      expect(response.statusCode, response.body).toBe(200);
      const page = ZPostPageResponse.parse(response.json());
      expect(page.post?.caption, who).toBe('Caption 0');
      expect(page.post?.views).toBe(seeded[0]!.views);
      expect(page.days.map((day) => [day.date, day.views, day.likes])).toEqual([
        ['2026-03-01', 40, 4],
        ['2026-03-02', 100, 10],
        ['2026-03-03', 130, 13],
      ]);
    }
  });

  it("locks another member's creator's post, refuses anyone logged out, 404 for an unknown post", async () => {
    const locked = ZPostPageResponse.parse((await call('other', '/posts/tiktok/post-0')).json());
    expect(locked).toMatchObject({ hasAccess: false, post: null, days: [] });
    expect((await call(null, '/posts/tiktok/post-0')).statusCode).toBe(401);
    const unknown = await call('owner', '/posts/tiktok/no-such-post');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(POSTS_TEXTS.postNotFound);
    // A post of one platform is not found under another.
    expect((await call('owner', '/posts/instagram/post-0')).statusCode).toBe(404);
    const bad = await call('owner', '/posts/myspace/post-0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('platform is one of');
  });
});

describe('/api/docs (issue 25)', () => {
  it('documents both calls with their summaries, the list with its 200 answer', async () => {
    const document = (await test.app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { summary?: string; responses: object }>>;
    }>();
    for (const endpoint of Object.values(postEndpoints)) {
      const path = endpoint.path.replace(/:(\w+)/g, '{$1}');
      const operation = document.paths[`/api/v1${path}`]?.get;
      expect(operation?.summary).toBe(endpoint.summary);
    }
    expect(Object.keys(document.paths['/api/v1/posts']?.get?.responses ?? {})).toContain('200');
  });
});
