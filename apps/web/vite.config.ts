import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|webmanifest)$/;

const ZOD_CONFIG_LINE = '(_a.__zod_globalConfig = {})';

/**
 * Issue 29: zod v4 compiles a fast parser per object schema with `new Function`, and probes
 * whether it may with `new Function("")`; the page's CSP (script-src 'self') blocks both, which
 * Chromium reports as a console error (Lighthouse best practices 96). zod skips both when its
 * global config says `jitless` (zod/v4/core/util.js allowsEval), but the config is read when a
 * schema is built, at module evaluation, before any code of ours could call `z.config` in a
 * reliable order across chunks. So the web build starts zod's global config as `{ jitless: true }`
 * where zod creates it. The server keeps the compiled parsers (it imports zod unbundled).
 */
function zodJitless(): Plugin {
  return {
    name: 'songstats-zod-jitless',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]zod[\\/]v4[\\/]core[\\/]core\.js$/.test(id.split('?')[0] ?? '')) return null;
      if (!code.includes(ZOD_CONFIG_LINE)) {
        throw new Error(
          `zod's core.js no longer creates its config as ${ZOD_CONFIG_LINE}: update vite.config.ts`,
        );
      }
      return {
        code: code.replace(ZOD_CONFIG_LINE, '(_a.__zod_globalConfig = { jitless: true })'),
        map: null,
      };
    },
  };
}

/**
 * Issue 29: every text file of the build gets a brotli (quality 11) and a gzip (level 9) copy next
 * to it, which the server sends to a client that accepts them (@fastify/static's preCompressed),
 * so nothing is compressed per request. index.html is left out: the server renders it per product.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'songstats-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const entry of readdirSync(outDir, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
        const file = path.join(entry.parentPath, entry.name);
        const body = readFileSync(file);
        if (body.length < 1024) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(body, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          }),
        );
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}

// The dev server proxies the API and the demo world's images to a running `npm run serve` (port
// 8000 by default). No source maps are built: nothing reads them and they would be public (issue 29).
export default defineConfig({
  plugins: [zodJitless(), react(), tailwindcss(), precompress()],
  define: {
    __BUILD_TIMESTAMP__: JSON.stringify(String(Math.floor(Date.now() / 1000))),
  },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false },
  server: { proxy: { '/api': 'http://localhost:8000', '/images': 'http://localhost:8000' } },
});
