/**
 * The products' mark, the favicon's drawing (apps/web/public/favicon.svg): a dark tile with four
 * green bars on a 32 by 32 grid. The header draws it (apps/web features/layout/Header.tsx), and so
 * does the app shell the server sends before the app's scripts ran (apps/server
 * plugins/web-app.ts): one drawing, so the shell and the header it gives way to look the same.
 */
export const BRAND_MARK = {
  tile: '#111827',
  bars: 'M9 21V11m5 10V7m5 14v-8m5 8V15',
  barColor: '#34d399',
} as const;
