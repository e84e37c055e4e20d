import { ApiError } from '@songstats/contract';
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
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

async function start(container: HTMLElement) {
  const app = (
    <StrictMode>
      <AppErrorBoundary>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </AppErrorBoundary>
    </StrictMode>
  );
  if (!container.hasChildNodes()) {
    createRoot(container).render(app);
    return;
  }
  // Pre-rendered (the server made it inert): rendered at once with its chunk there, then live.
  await firstPage;
  const reactRoot = createRoot(container);
  flushSync(() => reactRoot.render(app));
  container.removeAttribute('inert');
}

void start(root);
