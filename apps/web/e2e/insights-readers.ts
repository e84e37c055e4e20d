import type { Locator, Page, Response } from 'playwright-core';
import { expect } from 'vitest';

// What the insights e2e test reads off a page: the answers behind a screen, a CSV download,
// table cells, and anything that sticks out of a phone's window.

/**
 * The insights answers a page receives while `run` runs and until the network is quiet, as JSON.
 * An answer to the page being left may have no body any more: it is not the screen under test.
 */
export async function insightAnswers(target: Page, run: () => Promise<void>) {
  const answers: { url: string; body: Record<string, unknown> }[] = [];
  const pending: Promise<void>[] = [];
  const listener = (response: Response) => {
    const url = response.url();
    if (!/\/api\/v1\/(activities|audience|analytics|analytics_track)\//.test(url)) return;
    pending.push(
      response.json().then(
        (body: Record<string, unknown>) => {
          answers.push({ url, body });
        },
        () => {},
      ),
    );
  };
  target.on('response', listener);
  try {
    await run();
    await target.waitForLoadState('networkidle');
  } finally {
    target.off('response', listener);
  }
  await Promise.all(pending);
  return answers;
}

export const pathsOf = (answers: { url: string }[]) =>
  answers.map(({ url }) => new URL(url).pathname);

/** A locked answer: hasAccess false and nothing of the account's data (spec §2 locked tabs). */
export function expectNoData({ url, body }: { url: string; body: Record<string, unknown> }) {
  expect(body.hasAccess, url).toBe(false);
  expect(body.top ?? null, url).toBeNull();
  expect(body.tableData ?? [], url).toEqual([]);
  expect(body.summaryStats ?? [], url).toEqual([]);
  expect(body.backstageStats ?? [], url).toEqual([]);
  const mapStats = (body.mapStats ?? { maps: [], tables: [] }) as {
    maps: unknown[][];
    tables: { rows: unknown[] }[];
  };
  expect(mapStats.maps.flat(), url).toEqual([]);
  expect(
    mapStats.tables.flatMap((table) => table.rows),
    url,
  ).toEqual([]);
  for (const item of (body.tracks ?? []) as Record<string, unknown>[]) {
    expect(item, url).toMatchObject({ isLocked: true, trackName: null, activityText: null });
  }
}

/** A CSV of the server (RFC 4180, BOM) as rows of fields. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let index = 0; index < body.length; index++) {
    const char = body[index];
    if (quoted) {
      if (char === '"' && body[index + 1] === '"') {
        field += '"';
        index++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\r' && body[index + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      index++;
    } else field += char;
  }
  return rows;
}

/**
 * What in the screen's <main> sticks out past the window's right edge, other than inside a box
 * that scrolls sideways itself (source tabs, wide tables).
 */
export function widerThanWindow(target: Page) {
  return target.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const scrollsSideways = (element: Element) =>
      ['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(element).overflowX);
    return Array.from(document.querySelectorAll('main *'))
      .filter((element) => {
        if (element.getBoundingClientRect().right <= width + 1) return false;
        for (let parent = element.parentElement; parent; parent = parent.parentElement) {
          if (parent.tagName === 'MAIN') return true;
          if (scrollsSideways(parent)) return false;
        }
        return true;
      })
      .map((element) => `${element.tagName} ${(element.textContent ?? '').slice(0, 40)}`);
  });
}

/**
 * The text of every cell of a table's visible rows: its value, without the badge a playlist's
 * name carries (its health, issue 28), which is a mark beside the value, not part of it.
 */
export function tableRows(table: Locator) {
  return table.locator('tbody tr').evaluateAll((rows) =>
    rows.map((row) =>
      Array.from(row.querySelectorAll('td'), (cell) => {
        const value = cell.cloneNode(true) as HTMLElement;
        // A cell is read without its health badge and its provenance mark (issue 28).
        for (const badge of value.querySelectorAll(
          '[data-testid="playlist-health"], [data-testid="provenance"]',
        ))
          badge.remove();
        return (value.textContent ?? '').trim();
      }),
    ),
  );
}
