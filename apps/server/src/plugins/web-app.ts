import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { Variant } from '@songstats/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The one build serves all six products; the page names its variant before any script runs. */
export function renderIndexHtml(template: string, variant: Variant, devOutbox = false): string {
  const outbox = devOutbox ? '\n    <meta name="dev-outbox" content="/dev/outbox" />' : '';
  return template
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
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(renderIndexHtml(template, request.variant, options.devOutbox));
    });
  },
  { name: 'web-app', dependencies: ['request-context'] },
);
