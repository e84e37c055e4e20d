import { ApiError } from '@songstats/contract';
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, StrictMode, startTransition, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router';
import { routes } from './app/routes';
import { variant } from './app/variant';
import { logout } from './features/auth/logout';
import { AppErrorBoundary } from './features/errors/AppErrorBoundary';
import { useSession } from './features/session/session-store';
import { preloadPage } from './lib/chunk-load';
import './index.css';

/**
 * A 401 while logged in means the session ended elsewhere (logout, a password change on another
 * device): log out here too and go to the login page.
 */
function onApiError(error: unknown) {
  if (!(error instanceof ApiError) || error.status !== 401) return;
  if (!useSession.getState().login) return;
  void logout(queryClient).then(() =>
    router.navigate('/login', { state: { error: error.message } }),
  );
}

const queryClient: QueryClient = new QueryClient({
  queryCache: new QueryCache({ onError: onApiError }),
  mutationCache: new MutationCache({ onError: onApiError }),
  defaultOptions: {
    queries: {
      retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 1,
      refetchOnWindowFocus: false,
    },
  },
});
const router = createBrowserRouter(routes);

document.title = variant.name;
const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

/**
 * Issue 29: the first page's chunk is asked for now, not once React rendered its route. A page
 * the server sent pre-rendered (its HTML already in #root, scripts/prerender-web.ts) is replaced
 * only when that chunk is there, so the same markup replaces it without a loading pass between.
 */
const firstPage = Promise.all(
  (matchRoutes(routes, window.location) ?? []).map((match) => preloadPage(match.route.element)),
);

/** Calls `onCommit` once, when the tree it wraps was first put into the page. */
function OnCommit({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useLayoutEffect(onCommit, [onCommit]);
  return children;
}

/**
 * Issue 29: the app's first render is a transition, so React renders it in slices of a few
 * milliseconds between which the browser can answer a tap, not in one long task (Lighthouse
 * counted the landing page's at 93 ms, 371 ms at a phone's speed). What the page showed until
 * then (a pre-rendered page or the app shell, decision 083) stays until the rendered tree
 * replaces it at once.
 */
async function start(container: HTMLElement) {
  const prerendered = container.hasChildNodes();
  const app = (
    <StrictMode>
      <AppErrorBoundary>
        <QueryClientProvider client={queryClient}>
          <OnCommit onCommit={() => container.removeAttribute('inert')}>
            <RouterProvider router={router} />
          </OnCommit>
        </QueryClientProvider>
      </AppErrorBoundary>
    </StrictMode>
  );
  // Pre-rendered (the server made it inert): replaced by the same markup once its page's chunk
  // is there, so no loading pass shows between the two; then it takes taps.
  if (prerendered) await firstPage;
  const reactRoot = createRoot(container);
  startTransition(() => reactRoot.render(app));
}

void start(root);
