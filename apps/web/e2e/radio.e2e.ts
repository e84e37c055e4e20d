import { connect, queryRows } from '@songstats/db';
import { TEXTS } from '@songstats/domain';
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_MEMBER_EMAIL,
  type DemoWorld,
  prepareDemoWorld,
  problemsBesidesArtwork,
} from './demo-world';
import { launchBrowser, startServer, type TestBrowser, type TestServer } from './harness';
import { tableRows } from './insights-readers';

// Issue 24 acceptance on the radio product (8003, here 8563) over the demo world: a station found
// by search opens its page with its spins, the Radio audience tab has a map and tables, and the
// feed's radio items name countries. The figures are read from the database first.
let world: DemoWorld;
let server: TestServer;
let browser: TestBrowser;
let page: Page & { problems: string[] };

interface RadioFacts {
  account: { idUnique: string; name: string };
  station: { externalId: string; name: string; totalSpins: number; memberSpins: number };
  topCountry: { name: string; spins: number };
  feedTexts: string[];
}
let facts: RadioFacts;

const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** The demo member's account with the most radio spins, its busiest station, country and feed. */
async function readRadioFacts(env: Record<string, string>): Promise<RadioFacts> {
  const connection = await connect(
    env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.DATA_DIR! },
  );
  try {
    const { db } = connection;
    const owned = sql`(select ta.track_id from managements m
        join members mb on mb.id = m.member_id and mb.email = ${DEMO_MEMBER_EMAIL}
        join track_artists ta on ta.account_id = m.account_id
      union select t.id from managements m
        join members mb on mb.id = m.member_id and mb.email = ${DEMO_MEMBER_EMAIL}
        join tracks t on t.label_id = m.account_id)`;
    const [account] = await queryRows<{ id: number; idUnique: string; name: string }>(
      db,
      sql`select a.id::int as id, a.id_unique as "idUnique", a.name from managements m
          join members mb on mb.id = m.member_id and mb.email = ${DEMO_MEMBER_EMAIL}
          join accounts a on a.id = m.account_id
          order by (select coalesce(sum(rs.spins), 0) from radio_spins rs
            where rs.track_id in (select track_id from track_artists where account_id = a.id
              union select id from tracks where label_id = a.id)) desc, a.id limit 1`,
    );
    if (!account) throw new Error('The demo member manages no account.');
    const [station] = await queryRows<RadioFacts['station']>(
      db,
      sql`select s.external_id as "externalId", s.name,
            (select sum(spins)::int from radio_spins where station_id = s.id) as "totalSpins",
            sum(rs.spins)::int as "memberSpins"
          from radio_spins rs join radio_stations s on s.id = rs.station_id and not s.hidden
          where rs.track_id in ${owned}
          group by s.id order by sum(rs.spins) desc, s.name limit 1`,
    );
    if (!station) throw new Error("The demo member's tracks have no radio spins.");
    const [country] = await queryRows<{ code: string; spins: number }>(
      db,
      sql`with tracks_of as (select track_id from track_artists where account_id = ${account.id}
            union select id from tracks where label_id = ${account.id}),
          latest as (select max(day) as day from radio_spins
            where track_id in (select track_id from tracks_of))
          select s.country_code as code, sum(rs.spins)::int as spins
          from radio_spins rs cross join latest l
          join radio_stations s on s.id = rs.station_id and not s.hidden
          where rs.track_id in (select track_id from tracks_of) and rs.day > l.day - 28
          group by s.country_code order by sum(rs.spins) desc, s.country_code limit 1`,
    );
    const feed = await queryRows<{ text: string }>(
      db,
      sql`select a.activity_text as text from account_activities aa
          join activities a on a.id = aa.activity_id
          where aa.account_id = ${account.id} and aa.source = 'radio'
          order by aa.activity_date desc, aa.activity_id desc limit 5`,
    );
    return {
      account: { idUnique: account.idUnique, name: account.name },
      station,
      topCountry: { name: countryNames.of(country!.code) ?? country!.code, spins: country!.spins },
      feedTexts: feed.map((row) => row.text),
    };
  } finally {
    await connection.close();
  }
}

/** Logs the demo member in on the radio product's own port through its magic link. */
async function signInOnRadio(target: Page) {
  await target.goto(server.url('radio', '/login'));
  await target.getByLabel('Email').fill(DEMO_MEMBER_EMAIL);
  await target.getByRole('button', { name: 'Email me a login link' }).click();
  await target.getByRole('status').waitFor();
  // The mail may reach the outbox after the page says it was sent (a loaded machine): reload.
  const link = target
    .locator('article', { hasText: `To ${DEMO_MEMBER_EMAIL}` })
    .first()
    .getByRole('link', { name: /\/magic\?token=/ });
  for (let attempt = 0; attempt < 12; attempt++) {
    await target.goto(server.url('main', '/dev/outbox'));
    if ((await link.count()) > 0) break;
    await new Promise((resolve) => setTimeout(resolve, 5_000));
  }
  await link.click();
  await target.waitForURL((url) => !url.pathname.startsWith('/magic'));
  if (!target.url().startsWith(server.url('radio', '/'))) {
    // The link opened on another port: sign in on the radio port the same way.
    throw new Error(`The magic link opened ${target.url()}, not the radio product.`);
  }
  await target.getByTestId('user-menu').waitFor();
}

beforeAll(async () => {
  [world, browser] = await Promise.all([prepareDemoWorld(), launchBrowser()]);
  facts = await readRadioFacts(world.env);
  server = await startServer({ basePort: 8560, env: { DEV_OUTBOX: '1', ...world.env } });
  page = await browser.newPage();
  await signInOnRadio(page);
}, 480_000);
afterAll(async () => {
  await browser?.close();
  await server?.dispose();
  await world?.dispose();
});

/**
 * The page's errors besides the artwork's (demo-world.ts) and the search's 503 "busy" answers: on
 * a loaded machine the search spends its 2 s budget and says so (within-search-budget.ts), and
 * the member types again.
 */
const problems = () =>
  problemsBesidesArtwork(page).filter((problem) => !/503 .*\/search\/search_all/.test(problem));

// A loaded machine (CI beside other work) once took over 15 s for the feed and 60 s for a test.
const eventually = <T>(read: () => T | Promise<T>) =>
  expect.poll(read, { timeout: 60_000, interval: 100 });
const grouped = new Intl.NumberFormat('en-US');

describe('Radiostats end to end on the demo world (issue 24)', () => {
  it('opens a station found by search on its page, with its spins and the member tracks it played', {
    timeout: 240_000,
  }, async () => {
    const { station } = facts;
    const search = page.getByRole('combobox', { name: TEXTS.search.placeholder });
    const result = page
      .getByRole('list', { name: 'Results' })
      .getByRole('button', {
        name: new RegExp(station.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
      })
      .first();
    // On a loaded machine the search may spend its time budget and answer 503 (decision in
    // within-search-budget.ts): the query is typed again, as a member would.
    for (let attempt = 0; attempt < 20 && (await result.count()) === 0; attempt++) {
      await search.fill('');
      await search.fill(station.name);
      await result.waitFor({ timeout: 8_000 }).catch(() => undefined);
    }
    await result.click();
    await page.waitForURL(`**/stations/${encodeURIComponent(station.externalId)}`);
    await eventually(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(
      station.name,
    );
    expect(await page.getByTestId('station-total-spins').textContent()).toBe(
      grouped.format(station.totalSpins),
    );
    // The chart loads lazily.
    await eventually(() =>
      page.getByRole('img', { name: `Spins of ${station.name} per day` }).count(),
    ).toBe(1);
    const mine = await tableRows(page.getByTestId('member-tracks').locator('table'));
    const spins = mine.reduce((sum, row) => sum + Number(row[2]!.replaceAll(',', '')), 0);
    expect(spins).toBe(station.memberSpins);
    expect(problems()).toEqual([]);
  });

  it('shows the Radio audience tab with its maps and tables, the top country as the database has it', {
    timeout: 240_000,
  }, async () => {
    await page.goto(server.url('radio', '/audience?source=radio'));
    // The switcher shows once the member's accounts have loaded (slow on a loaded machine).
    await page.getByLabel('Account').waitFor({ timeout: 60_000 });
    await page.getByLabel('Account').selectOption(facts.account.idUnique);
    const countries = page.getByRole('region', { name: 'Top Countries' });
    await eventually(() => countries.getByTestId('top-place').textContent()).toContain(
      facts.topCountry.name,
    );
    expect(await page.getByTestId('map').count()).toBe(2);
    // A map loads when it comes near the viewport (issue 29).
    await countries.getByTestId('top-place').first().scrollIntoViewIfNeeded();
    await eventually(() => countries.getByRole('img', { name: 'Top Countries' }).count()).toBe(1);
    const table = page.locator('table[data-table-id="radio_countries"]');
    await eventually(async () => (await tableRows(table))[0]?.slice(1, 3)).toEqual([
      facts.topCountry.name,
      expect.stringContaining(grouped.format(facts.topCountry.spins)),
    ]);
    expect(await page.locator('table[data-table-id="radio_cities"]').count()).toBe(1);
    expect(problems()).toEqual([]);
  });

  it("names countries in the feed's radio items, never a kind and count in brackets", {
    timeout: 240_000,
  }, async () => {
    expect(facts.feedTexts.length).toBeGreaterThan(0);
    await page.goto(server.url('radio', '/feed?source=radio'));
    // The switcher shows once the member's accounts have loaded (slow on a loaded machine).
    await page.getByLabel('Account').waitFor({ timeout: 60_000 });
    await page.getByLabel('Account').selectOption(facts.account.idUnique);
    const texts = page.getByTestId('activity-text');
    await eventually(() => texts.count()).toBeGreaterThan(0);
    const shown = await texts.allTextContents();
    expect(shown.slice(0, facts.feedTexts.length)).toEqual(facts.feedTexts);
    for (const text of shown) {
      expect(text).not.toMatch(/\((radio|digital|sat_radio|tv), \d+\)/);
      expect(
        [...new Set(Object.values(countryCodesIn(text)))].length,
        `"${text}" names a country`,
      ).toBeGreaterThan(0);
    }
  });

  it('lists the radio sources first in the Platforms menu', async () => {
    await page.goto(server.url('radio', '/'));
    const button = page.getByRole('button', { name: TEXTS.header.platforms }).first();
    await button.click();
    const menu = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
    const items = await menu.getByRole('link').allTextContents();
    expect(items.slice(0, 2)).toEqual(['Radio', 'SiriusXM']);
  });
});

/** The countries a text names, e.g. "Played 3 times on 2 stations in Peru" → { PE: 'Peru' }. */
function countryCodesIn(text: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (let a = 65; a <= 90; a++) {
    for (let b = 65; b <= 90; b++) {
      const code = String.fromCharCode(a, b);
      const name = countryNames.of(code);
      if (name && name !== code && text.includes(name)) found[code] = name;
    }
  }
  return found;
}
