import { ApiError } from '@songstats/contract';
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { routes } from './app/routes';
import { variant } from './app/variant';
import { logout } from './features/auth/logout';
import { AppErrorBoundary } from './features/errors/AppErrorBoundary';
import { useSession } from './features/session/session-store';
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

createRoot(root).render(
  <StrictMode>
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </AppErrorBoundary>
  </StrictMode>,
);
