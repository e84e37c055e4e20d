import { readFileSync } from 'node:fs';
import { queryRows } from '@songstats/db';
import { insertManagement, insertMember } from '@songstats/db/seed';
import { syncCatalogue } from '@songstats/monitor';
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemsBesidesArtwork } from './demo-world';
import type { TestServer } from './harness';
import { parseCsv, tableRows, widerThanWindow } from './insights-readers';
import {
  closeSession,
  type MonitoredWorldRun,
  monitorCreatorPosts,
  prepareWorldData,
  type Session,
  startSession,
} from './monitored-world';

// Issue 25: /posts on the social product (8005). The posts are the world's, stored by the
// monitor's creator-posts job (five creators, ten days); a member following those creators opens
// /posts, sorts by views (the rows are the database's, in its order) and exports the CSV.
let session: Session | undefined;
let server: TestServer;
let page: Page & { problems: string[] };
const email = `posts-${Date.now()}@example.com`;
/** The database's posts by views (largest first, then the newest), read while preparing. */
let byViews: { caption: string; views: number; platform: string }[] = [];
let tiktokCount = 0;

async function fillPosts(run: MonitoredWorldRun) {
  const { db } = run;
  await syncCatalogue(run.context);
  const creators = await queryRows<{ id: number; id_unique: string }>(
    db,
    sql`select id::int as id, id_unique from accounts where type = 'creator' order by id limit 5`,
  );
  await monitorCreatorPosts(
    run,
    creators.map((creator) => creator.id_unique),
  );
  const member = await insertMember(db, { email, name: 'Posting Member' });
  for (const creator of creators) {
    await insertManagement(db, {
      memberId: member.id,
      accountId: creator.id,
      accessHash: { socialstats: 'direct' },
      canExport: true,
    });
  }
  byViews = (
    await queryRows<{ caption: string; views: number; platform: string }>(
      db,
      sql`select caption, views::float8 as views, source as platform from creator_posts
            order by views desc, published_at desc, id desc`,
    )
  ).map((row) => ({ ...row, views: Number(row.views) }));
  tiktokCount = byViews.filter((post) => post.platform === 'tiktok').length;
}

beforeAll(async () => {
  session = await startSession(
    () => prepareWorldData('posts', { seed: 11, scale: 0.05, days: 45 }, fillPosts),
    9310,
  );
  ({ server, page } = session);
}, 600_000);
afterAll(() => closeSession(session));

const table = () => page.getByRole('table', { name: 'Posts' });
const views = (cell: string) => Number(cell.replaceAll(',', ''));

describe('/posts on the social product (issue 25)', () => {
  it('signs the member in on the social product', async () => {
    expect(byViews.length).toBeGreaterThan(40);
    await page.goto(server.url('social', '/login'));
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Email me a login link' }).click();
    await page.getByRole('status').waitFor();
    await page.getByRole('link', { name: 'local outbox' }).click();
    await page.waitForURL('**/dev/outbox');
    await page
      .locator('article', { hasText: `To ${email}` })
      .first()
      .getByRole('link', { name: /\/magic\?token=/ })
      .click();
    await page.getByTestId('user-menu').waitFor();
    expect(new URL(page.url()).port).toBe(String(server.ports.social));
  });

  it('shows 20 posts a page, sorted by views on a press of the header as the database has them', async () => {
    await page.goto(server.url('social', '/posts'));
    await expect.poll(() => table().locator('tbody tr').count()).toBe(20);
    expect(await page.getByTestId('posts-range').textContent()).toBe(`1–20 of ${byViews.length}`);
    await table()
      .getByRole('button', { name: /^Views/ })
      .click();
    await expect
      .poll(() =>
        table()
          .getByRole('columnheader', { name: /^Views/ })
          .getAttribute('aria-sort'),
      )
      .toBe('descending');
    await expect
      .poll(async () => (await tableRows(table())).map((row) => views(row[3] ?? '')))
      .toEqual(byViews.slice(0, 20).map((post) => post.views));
    const rows = await tableRows(table());
    expect(rows.map((row) => row[0]?.startsWith(byViews[rows.indexOf(row)]!.caption))).toEqual(
      Array(20).fill(true),
    );
    expect(new URL(page.url()).searchParams.get('sortBy')).toBe('views');
    // The next page goes on where the first stopped.
    await page.getByRole('button', { name: 'Next' }).click();
    await expect
      .poll(async () => (await tableRows(table())).map((row) => views(row[3] ?? '')))
      .toEqual(byViews.slice(20, 40).map((post) => post.views));
  });

  it('exports the sorted posts as a CSV with every row', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^Socialstats Report - .+ - Posts\.csv$/);
    const csv = parseCsv(readFileSync((await download.path())!, 'utf8'));
    expect(csv[0]?.slice(0, 6)).toEqual(['Post', 'Creator', 'Platform', 'Kind', 'Date', 'Views']);
    expect(csv.slice(1).map((row) => Number(row[5]))).toEqual(byViews.map((post) => post.views));
    expect(csv.slice(1).map((row) => row[0])).toEqual(byViews.map((post) => post.caption));
  });

  it('filters by platform and starts again at page 1', async () => {
    await page.getByLabel('Platform').selectOption('tiktok');
    await expect
      .poll(() => page.getByTestId('posts-range').textContent())
      .toBe(`1–${Math.min(20, tiktokCount)} of ${tiktokCount}`);
    const platforms = (await tableRows(table())).map((row) => row[1]);
    expect(new Set(platforms)).toEqual(new Set(['TikTok']));
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect
      .poll(() => page.getByTestId('posts-range').textContent())
      .toBe(`1–20 of ${byViews.length}`);
  });

  it('shows the page of 20 as cards with their figures at 390 px, nothing wider than the phone', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    const cards = page.getByRole('list', { name: 'Posts' }).getByRole('listitem');
    await expect.poll(() => cards.count()).toBe(20);
    // Still sorted by views (the URL keeps the sort): the cards' figures are the database's.
    const figures = await cards.locator('[data-figure="Views"]').allTextContents();
    expect(figures.map(views)).toEqual(byViews.slice(0, 20).map((post) => post.views));
    expect(await page.getByLabel('Sort by').inputValue()).toBe('views:desc');
    expect(await widerThanWindow(page)).toEqual([]);
    await page.setViewportSize({ width: 1440, height: 900 });
    expect(problemsBesidesArtwork(page)).toEqual([]);
  });
});
