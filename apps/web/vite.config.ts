import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|webmanifest)$/;

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
  plugins: [react(), tailwindcss(), precompress()],
  define: {
    __BUILD_TIMESTAMP__: JSON.stringify(String(Math.floor(Date.now() / 1000))),
  },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false },
  server: { proxy: { '/api': 'http://localhost:8000', '/images': 'http://localhost:8000' } },
});
