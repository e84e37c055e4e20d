import { Suspense, useEffect } from 'react';
import { Outlet, useLocation, useSearchParams } from 'react-router';
import { AppErrorBoundary } from '../features/errors/AppErrorBoundary';
import { Header } from '../features/layout/Header';
import { MaintenanceBanner } from '../features/maintenance/MaintenanceBanner';
import { MessageBar } from '../features/messages/MessageBar';
import { useSession } from '../features/session/session-store';
import { SubscriptionModalHost } from '../features/subscriptions/SubscriptionModalHost';
import { lazyPage } from '../lib/chunk-load';
import { useRouteDocumentTitle } from '../lib/document-title';

// Only an admin viewing as a member sees it: loaded then (issue 29), not on every first load.
const AdminAccessBanner = lazyPage(async () => ({
  default: (await import('../features/admin/AdminAccessBanner')).AdminAccessBanner,
}));

const LANDING_PATHS = new Set(['/', '/welcome']);

export function PageLoading() {
  return (
    <div role="status" aria-live="polite" className="flex justify-center py-24 text-gray-500">
      Loading…
    </div>
  );
}

/** spec §2: a `ref` query parameter is stored as the entry coupon code. */
function useEntryCodeFromRef() {
  const [params] = useSearchParams();
  const ref = params.get('ref');
  useEffect(() => {
    if (ref) useSession.getState().setEntryCode(ref);
  }, [ref]);
}

export function RootLayout() {
  const { pathname } = useLocation();
  useEntryCodeFromRef();
  useRouteDocumentTitle(pathname);
  const accessedThruAdmin = useSession((state) => state.login?.isAccessedThruAdmin === true);
  return (
    <>
      <MaintenanceBanner />
      {accessedThruAdmin && (
        <Suspense fallback={null}>
          <AdminAccessBanner />
        </Suspense>
      )}
      <Header fixed={LANDING_PATHS.has(pathname)} />
      <MessageBar belowFixedHeader={LANDING_PATHS.has(pathname)} />
      {/* Keyed by path, so moving to another page clears a page's error. */}
      <AppErrorBoundary key={pathname}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </AppErrorBoundary>
      <SubscriptionModalHost />
    </>
  );
}
