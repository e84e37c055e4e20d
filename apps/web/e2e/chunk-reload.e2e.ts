import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TEXTS } from '@songstats/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, startServer, type TestBrowser, type TestServer } from './harness';

// A build whose pricing chunk is gone, as after a deploy that replaced it.
const dist = fileURLToPath(new URL('../dist', import.meta.url));
const brokenDist = mkdtempSync(path.join(tmpdir(), 'songstats-dist-'));
cpSync(dist, brokenDist, { recursive: true });
const removed = readdirSync(path.join(brokenDist, 'assets')).filter((file) =>
  /^PricingPage-.*\.js$/.test(file),
);
for (const file of removed) rmSync(path.join(brokenDist, 'assets', file));

let server: TestServer;
let browser: TestBrowser;
beforeAll(async () => {
  [server, browser] = await Promise.all([
    startServer({ basePort: 8120, webDist: brokenDist }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.dispose();
  rmSync(brokenDist, { recursive: true, force: true });
});

describe('lazy pages (spec §8)', () => {
  it('reload the page once on a failed chunk load, then show the error without reporting it', async () => {
    expect(removed).toHaveLength(1);
    const page = await browser.newPage();
    const documentLoads: string[] = [];
    const reports: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documentLoads.push(request.url());
      if (request.url().includes('/support/report_error')) reports.push(request.url());
    });
    await page.goto(server.url('main', '/'));
    await page.getByTestId('variant-name').waitFor();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Pricing' })
      .click();

    await page.getByRole('heading', { name: TEXTS.modal.error }).waitFor();
    expect(documentLoads).toEqual([server.url('main', '/'), server.url('main', '/pricing')]);
    expect(reports).toEqual([]);
    await page.close();
  });
});
