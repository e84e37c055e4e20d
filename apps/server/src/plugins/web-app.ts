import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { BRAND_MARK, type Variant } from '@songstats/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The file `scripts/prerender-web.ts` writes into the build: variant id → path → #root's HTML. */
export const PRERENDERED_FILE = 'prerendered.json';

export type PrerenderedPages = Record<string, Record<string, string>>;

/** A JSON object the web build wrote into `webDist`, or an empty one when it has no such file. */
function readBuildObject<Value extends object>(webDist: string, name: string): Value {
  const file = path.join(webDist, name);
  if (!existsSync(file)) return {} as Value;
  const value: unknown = JSON.parse(readFileSync(file, 'utf8'));
  return value && typeof value === 'object' ? (value as Value) : ({} as Value);
}

/** The build's pre-rendered public pages (issue 29), or none when the build has no such file. */
export function readPrerenderedPages(webDist: string): PrerenderedPages {
  return readBuildObject<PrerenderedPages>(webDist, PRERENDERED_FILE);
}

/**
 * Runs in the head of a pre-rendered page, before its first paint: the page holds what a visitor
 * who is signed out sees, so for one who is signed in (the session the app keeps in localStorage
 * under 'songstats-session', apps/web/src/features/session/session-store.ts) it marks the
 * document, and the style beside it hides the inert page until the app replaced it.
 */
export const SIGNED_IN_MARK_SCRIPT =
  "try{if(JSON.parse(localStorage.getItem('songstats-session')||'null')?.state?.login)document.documentElement.dataset.session=''}catch(e){}";
/** The CSP source that lets that one inline script run (and no other). */
export const SIGNED_IN_MARK_CSP = `'sha256-${createHash('sha256').update(SIGNED_IN_MARK_SCRIPT).digest('base64')}'`;
const SIGNED_IN_MARK = `\n    <style>html[data-session] #root[inert]{visibility:hidden}</style>\n    <script>${SIGNED_IN_MARK_SCRIPT}</script>`;

/** The file the web build writes (apps/web/vite.config.ts routePreloads): route pattern → files. */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

export type RoutePreloads = Record<string, string[]>;

/** The build's route → page chunks map (issue 29, decision 082), or none without the file. */
export function readRoutePreloads(webDist: string): RoutePreloads {
  return readBuildObject<RoutePreloads>(webDist, ROUTE_PRELOADS_FILE);
}

/**
 * The files the page of `url` needs: those of the pattern that matches it with the most fixed
 * segments (`/tracks` before `/:id`), or none for a path no pattern matches.
 */
export function routePreloadsFor(preloads: RoutePreloads, url: string): string[] {
  const segments = url.split('/').filter(Boolean);
  let best: { files: string[]; fixed: number } | undefined;
  for (const [pattern, files] of Object.entries(preloads)) {
    const parts = pattern.split('/').filter(Boolean);
    if (parts.length !== segments.length) continue;
    const matches = parts.every((part, index) => part.startsWith(':') || part === segments[index]);
    if (!matches) continue;
    const fixed = parts.filter((part) => !part.startsWith(':')).length;
    if (!best || fixed > best.fixed) best = { files, fixed };
  }
  return best?.files ?? [];
}

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * Issue 29 (decision 066): the page of a pre-rendered path asks for the app's scripts only once
 * its HTML was painted: the entry script and its module preloads leave the head, and the build's
 * `/boot.js` (deferred, tiny) adds them after the first frame. Without an entry script (a
 * template of another shape) the template is left as it is.
 */
export function deferAppScripts(template: string): string {
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  if (!entry) return template;
  const preloads = [...template.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  const boot = `\n    <script defer src="/boot.js" data-entry="${entry}" data-preload="${preloads.join(' ')}"></script>`;
  return template.replace(MODULE_PRELOAD, '').replace(ENTRY_SCRIPT, () => boot);
}

/**
 * Issue 29 (decision 083): what a page that is not pre-rendered (a signed-in page, sign-up, a
 * 404) shows before the app's scripts ran: the header's frame with the mark and the product's
 * name, and "Loading…", as the app itself shows them while a page's chunk loads
 * (apps/web app/RootLayout.tsx, features/layout/Header.tsx; the same classes, so the same look).
 * A phone paints it once the stylesheet is there, not after some 200 KB of scripts ran: as for a
 * pre-rendered page, the scripts are asked for after that first paint (/boot.js, decision 066).
 * The app replaces it when its first page is rendered (main.tsx). Nothing in it takes a tap or
 * a focus.
 */
export function appShellHtml(variant: Variant): string {
  const mark = `<svg aria-hidden="true" viewBox="0 0 32 32" width="28" height="28"><rect width="32" height="32" rx="8" fill="${BRAND_MARK.tile}"></rect><path d="${BRAND_MARK.bars}" stroke="${BRAND_MARK.barColor}" stroke-width="3" stroke-linecap="round"></path></svg>`;
  return `<header class="sticky inset-x-0 top-0 z-30 border-b border-gray-200 bg-white/90 backdrop-blur"><div class="relative mx-auto flex h-16 max-w-7xl items-center gap-2 px-4"><span class="flex shrink-0 items-center gap-2 font-bold text-ink">${mark}<span class="hidden sm:inline">${escapeHtml(variant.name)}</span></span></div></header><div role="status" aria-live="polite" class="flex justify-center py-24 text-gray-500">Loading…</div>`;
}

/** Issue 29 (decision 082): the page's own chunks, asked for beside the entry, not after it. */
function modulePreloads(files: readonly string[]): string {
  return files
    .map((file) => `\n    <link rel="modulepreload" crossorigin href="${escapeHtml(file)}">`)
    .join('');
}

/**
 * The one build serves all six products; the page names its variant before any script runs.
 * `body` is a pre-rendered page's markup for #root (issue 29): shown before the scripts ran, and
 * inert until the app replaced it (a tap or a test's click waits for the page that handles it).
 */
export function renderIndexHtml(
  template: string,
  variant: Variant,
  devOutbox = false,
  body?: string,
  preloads: readonly string[] = [],
): string {
  const outbox = devOutbox ? '\n    <meta name="dev-outbox" content="/dev/outbox" />' : '';
  const page = body
    ? deferAppScripts(template)
        .replace('<div id="root"></div>', () => `<div id="root" inert>${body}</div>`)
        .replace('</head>', () => `${SIGNED_IN_MARK}\n  </head>`)
    : // The app shell (decision 083), painted before the scripts are asked for, as a
      // pre-rendered page is: the page's own chunks go on /boot.js's list beside the entry's.
      deferAppScripts(
        template.replace('</head>', () => `${modulePreloads(preloads)}\n  </head>`),
      ).replace('<div id="root"></div>', () => `<div id="root">${appShellHtml(variant)}</div>`);
  return page
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(variant.name)}</title>`)
    .replace(
      '</head>',
      `  <meta name="variant" content="${variant.id}" />\n    <meta name="description" content="${escapeHtml(variant.tagline)}" />${outbox}\n  </head>`,
    );
}

/**
 * Serves the built web app: hashed assets with a long cache, and index.html for every other GET
 * that is not an API call or a file, so client-side routes load on refresh. Assets go out as the
 * build's brotli or gzip copy when the client accepts one; index.html through the compression hook.
 */
export const webApp = fp(
  async (app: FastifyInstance, options: { webDist: string; devOutbox?: boolean }) => {
    const indexPath = path.join(options.webDist, 'index.html');
    const template = existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : null;
    const prerendered = template ? readPrerenderedPages(options.webDist) : {};
    const routePreloads = template ? readRoutePreloads(options.webDist) : {};
    if (template) {
      await app.register(fastifyStatic, {
        root: options.webDist,
        index: false,
        wildcard: false,
        // The build writes a .br and a .gz copy of each text file (vite.config.ts, issue 29).
        preCompressed: true,
        setHeaders(reply, filePath) {
          if (filePath.includes(`${path.sep}assets${path.sep}`)) {
            reply.header('cache-control', 'public, max-age=31536000, immutable');
          }
        },
      });
    } else {
      app.log.warn(`The web app is not built (${indexPath} is missing): run npm run build`);
    }

    app.addHook('onRequest', async (request, reply) => {
      const url = request.url.split('?')[0] ?? '/';
      const isPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !url.startsWith('/api/') &&
        !url.startsWith('/assets/') &&
        !path.extname(url);
      if (!isPage) return;
      if (app.hasRoute({ method: 'GET', url })) return;
      if (!template) {
        return reply
          .status(503)
          .type('text/plain')
          .send('The web app is not built yet: run `npm run build`.');
      }
      const body = prerendered[request.variant.id]?.[url];
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(
          renderIndexHtml(
            template,
            request.variant,
            options.devOutbox,
            body,
            body ? [] : routePreloadsFor(routePreloads, url),
          ),
        );
    });
  },
  { name: 'web-app', dependencies: ['request-context'] },
);
