import { createHash } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BRAND_MARK, resolveVariant, VARIANTS } from '@songstats/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, writeTestWebDist } from '../testing';
import { appShellHtml, deferAppScripts, PRERENDERED_FILE } from './web-app';

// Issue 29: a public page the build pre-rendered (scripts/prerender-web.ts) goes out with its
// markup in #root, per product; any other page, product or path goes out with the app shell
// (decision 083).
let test: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = writeTestWebDist();
  writeFileSync(
    path.join(webDist, PRERENDERED_FILE),
    JSON.stringify({
      main: { '/': '<h1>Songstats landing</h1>', '/pricing': '<h1>Plans $5</h1>' },
      radio: { '/': '<h1>Radiostats landing</h1>' },
    }),
  );
  test = await startTestApp({ webDist });
});
afterAll(async () => {
  await test?.close();
  rmSync(webDist, { recursive: true, force: true });
});

const page = (url: string, host: string) => test.app.inject({ url, headers: { host } });

describe('pre-rendered public pages (issue 29)', () => {
  it.each([
    ['/', 'localhost:8000', '<div id="root" inert><h1>Songstats landing</h1></div>'],
    ['/pricing?interval=year', 'localhost:8000', '<div id="root" inert><h1>Plans $5</h1></div>'],
    ['/', 'localhost:8003', '<div id="root" inert><h1>Radiostats landing</h1></div>'],
  ])('%s on %s has its markup in #root', async (url, host, root) => {
    const response = await page(url, host);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain(root);
  });

  it.each([
    ['/pricing', 'localhost:8003'],
    ['/feed', 'localhost:8000'],
    ['/pricing/', 'localhost:8000'],
    ['/', 'localhost:8005'],
  ])('%s on %s has the app shell in #root (nothing pre-rendered for it)', async (url, host) => {
    const response = await page(url, host);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<div id="root">${appShellHtml(resolveVariant(host))}</div>`);
    expect(response.body).not.toContain('<div id="root" inert>');
  });

  it('names the product in the app shell, its mark drawn as the header draws it', () => {
    const shell = appShellHtml(VARIANTS.radio);
    expect(shell).toContain('<span class="hidden sm:inline">Radiostats</span>');
    expect(shell).toContain(`d="${BRAND_MARK.bars}"`);
    expect(shell).toContain('<div role="status" aria-live="polite"');
    expect(shell).not.toMatch(/<a |<button|tabindex/);
  });

  it('keeps the product name and variant in the head of a pre-rendered page', async () => {
    const response = await page('/', 'localhost:8003');
    expect(response.body).toContain('<meta name="variant" content="radio" />');
    expect(response.body).toContain('<title>Radiostats</title>');
  });

  it('marks a signed-in visitor before the first paint, with the one inline script its CSP allows', async () => {
    const response = await page('/', 'localhost:8000');
    const inline = [...response.body.matchAll(/<script>([^<]*)<\/script>/g)].map((m) => m[1]!);
    expect(inline).toHaveLength(1);
    expect(inline[0]).toContain("localStorage.getItem('songstats-session')");
    expect(response.body).toContain('html[data-session] #root[inert]{visibility:hidden}');
    const hash = createHash('sha256').update(inline[0]!).digest('base64');
    const scriptSrc = String(response.headers['content-security-policy'])
      .split(';')
      .find((directive) => directive.trim().startsWith('script-src'));
    expect(scriptSrc?.trim().split(/\s+/)).toEqual(['script-src', "'self'", `'sha256-${hash}'`]);
    // A page with nothing pre-rendered has nothing to hide and no inline script.
    const plain = await page('/feed', 'localhost:8000');
    expect(plain.body).not.toContain('<script>');
  });

  it('asks for the app scripts of a pre-rendered page only through /boot.js', async () => {
    const response = await page('/', 'localhost:8000');
    expect(response.body).toContain('<div id="root" inert>');
    expect(response.body).not.toContain('type="module"');
  });
});

describe('deferAppScripts (issue 29)', () => {
  const built = [
    '<head>',
    '    <script type="module" crossorigin src="/assets/index-A1.js"></script>',
    '    <link rel="modulepreload" crossorigin href="/assets/react-B2.js">',
    '    <link rel="modulepreload" crossorigin href="/assets/api-C3.js">',
    '    <link rel="stylesheet" crossorigin href="/assets/index-D4.css">',
    '</head>',
  ].join('\n');

  it('moves the entry and its preloads onto the boot script, keeping the stylesheet', () => {
    const html = deferAppScripts(built);
    expect(html).toContain(
      '<script defer src="/boot.js" data-entry="/assets/index-A1.js" data-preload="/assets/react-B2.js /assets/api-C3.js"></script>',
    );
    expect(html).not.toContain('modulepreload');
    expect(html).not.toContain('type="module"');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-D4.css">');
  });

  it('leaves a page without an entry script as it is', () => {
    const plain = '<head><title>App</title></head>';
    expect(deferAppScripts(plain)).toBe(plain);
  });
});
