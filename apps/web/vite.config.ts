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

/** The file routePreloads() writes into the build: route pattern → the files its page needs. */
const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/**
 * Issue 29 (decision 082): a signed-in page that is not pre-rendered asked for its lazy page chunk
 * only once the entry had downloaded and run. The build writes, for each top-level route of
 * src/app/routes.tsx whose element is a `lazyPage` and whose first segment is a fixed name, the
 * page chunk and the chunks it imports statically (less those the entry already preloads); the
 * server adds them to that path's index.html as module preloads. Nothing goes into the entry.
 */
function routePreloads(): Plugin {
  let root = '';
  return {
    name: 'songstats-route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const routesFile = path.join(root, 'src/app/routes.tsx');
      const source = readFileSync(routesFile, 'utf8');
      const pages = new Map<string, string>();
      for (const match of source.matchAll(
        /const (\w+) = lazyPage\(\s*\(\) => import\('([^']+)'\),?\s*\);/g,
      )) {
        pages.set(match[1] ?? '', path.resolve(path.dirname(routesFile), match[2] ?? ''));
      }
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (fileName: string, into: Set<string>) => {
        if (into.has(fileName)) return into;
        into.add(fileName);
        for (const imported of byFile.get(fileName)?.imports ?? []) closure(imported, into);
        return into;
      };
      const entryFiles = new Set<string>();
      for (const chunk of chunks) if (chunk.isEntry) closure(chunk.fileName, entryFiles);
      const preloads: Record<string, string[]> = {};
      for (const match of source.matchAll(/\{ path: '(\/[a-z][^']*)', element: <(\w+) \/> \}/g)) {
        const [, pattern = '', name = ''] = match;
        const module = pages.get(name);
        if (!module || pattern.includes('*')) continue;
        const chunk = chunks.find(
          (candidate) => candidate.facadeModuleId?.replace(/\.[jt]sx?$/, '') === module,
        );
        if (!chunk) continue;
        preloads[pattern] = [...closure(chunk.fileName, new Set())]
          .filter((file) => !entryFiles.has(file))
          .map((file) => `/${file}`);
      }
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_PRELOADS_FILE,
        source: JSON.stringify(preloads),
      });
    },
  };
}

// The dev server proxies the API and the demo world's images to a running `npm run serve` (port
// 8000 by default). No source maps are built: nothing reads them and they would be public (issue 29).
export default defineConfig({
  plugins: [zodJitless(), react(), tailwindcss(), precompress(), routePreloads()],
  define: {
    __BUILD_TIMESTAMP__: JSON.stringify(String(Math.floor(Date.now() / 1000))),
  },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false },
  server: { proxy: { '/api': 'http://localhost:8000', '/images': 'http://localhost:8000' } },
});
