import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { MAIN_VARIANT } from '@songstats/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, writeTestWebDist } from '../testing';
import {
  PRERENDERED_FILE,
  ROUTE_PRELOADS_FILE,
  renderIndexHtml,
  routePreloadsFor,
} from './web-app';

// Issue 29 (decision 082): a page that is not pre-rendered names its own chunks in the HTML, so
// the browser fetches them beside the entry instead of after it ran.
const PRELOADS = {
  '/feed': ['/assets/FeedPage-a1.js', '/assets/rows-b2.js'],
  '/tracks': ['/assets/TracksPage-c3.js'],
  '/tracks/:trackId': ['/assets/TrackAnalyticsPage-d4.js'],
  '/artist/:idUnique': ['/assets/AccountPage-e5.js'],
  '/pricing': ['/assets/PricingPage-f6.js'],
};
let test: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = writeTestWebDist();
  writeFileSync(path.join(webDist, ROUTE_PRELOADS_FILE), JSON.stringify(PRELOADS));
  writeFileSync(
    path.join(webDist, PRERENDERED_FILE),
    JSON.stringify({ main: { '/pricing': '<h1>Plans $5</h1>' } }),
  );
  test = await startTestApp({ webDist });
});
afterAll(async () => {
  await test?.close();
  rmSync(webDist, { recursive: true, force: true });
});

const page = (url: string) => test.app.inject({ url, headers: { host: 'localhost:8000' } });
const preloadsOf = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

describe('module preloads of a page that is not pre-rendered (issue 29)', () => {
  it("preloads the feed page's chunk and the chunk it imports, in the head", async () => {
    const response = await page('/feed?account=1');
    expect(response.statusCode).toBe(200);
    expect(preloadsOf(response.body)).toEqual(PRELOADS['/feed']);
    const head = response.body.slice(0, response.body.indexOf('</head>'));
    expect(head).toContain('/assets/FeedPage-a1.js');
  });

  it("preloads a track page's chunk by its pattern", async () => {
    expect(preloadsOf((await page('/tracks/123')).body)).toEqual(PRELOADS['/tracks/:trackId']);
    expect(preloadsOf((await page('/tracks')).body)).toEqual(PRELOADS['/tracks']);
  });

  it('leaves a pre-rendered path as it was: its markup and no route preloads', async () => {
    const response = await page('/pricing');
    expect(response.body).toContain('<div id="root" inert><h1>Plans $5</h1></div>');
    expect(preloadsOf(response.body)).toEqual([]);
  });

  it.each(['/nothing/here/at/all', '/feedx', '/tracks/1/2'])('adds none for %s', async (url) => {
    const response = await page(url);
    expect(response.statusCode).toBe(200);
    expect(preloadsOf(response.body)).toEqual([]);
  });

  it('keeps the CSP header', async () => {
    const response = await page('/feed');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  });
});

describe('a built page that is not pre-rendered (decision 083)', () => {
  const built = `<!doctype html><html><head><title>App</title>
    <script type="module" crossorigin src="/assets/index-9.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-8.js">
  </head><body><div id="root"></div></body></html>`;

  it("asks for the entry, its preloads and the page's chunks after the shell's first paint", () => {
    const html = renderIndexHtml(built, MAIN_VARIANT, false, undefined, PRELOADS['/feed']);
    expect(html).toContain(
      '<script defer src="/boot.js" data-entry="/assets/index-9.js" data-preload="/assets/react-8.js /assets/FeedPage-a1.js /assets/rows-b2.js"></script>',
    );
    expect(preloadsOf(html)).toEqual([]);
    expect(html).not.toContain('<script type="module"');
    expect(html).toMatch(/<div id="root"><header [^>]*>.*Loading…<\/div><\/div>/);
  });

  it('still asks for the entry and its own preloads with no page chunks to add', () => {
    const html = renderIndexHtml(built, MAIN_VARIANT, false, undefined, []);
    expect(html).toContain('data-entry="/assets/index-9.js" data-preload="/assets/react-8.js"');
  });
});

describe('routePreloadsFor', () => {
  it('prefers the pattern with more fixed segments', () => {
    const preloads = { '/:a/:b': ['/x.js'], '/artist/:id': ['/artist.js'] };
    expect(routePreloadsFor(preloads, '/artist/7')).toEqual(['/artist.js']);
    expect(routePreloadsFor(preloads, '/spotify/7')).toEqual(['/x.js']);
    expect(routePreloadsFor(preloads, '/spotify')).toEqual([]);
  });
});
