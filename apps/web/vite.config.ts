import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The dev server proxies the API and the demo world's images to a running `npm run serve` (port
// 8000 by default).
export default defineConfig({
  plugins: [react(), tailwindcss()],
  define: {
    __BUILD_TIMESTAMP__: JSON.stringify(String(Math.floor(Date.now() / 1000))),
  },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
  server: { proxy: { '/api': 'http://localhost:8000', '/images': 'http://localhost:8000' } },
});
