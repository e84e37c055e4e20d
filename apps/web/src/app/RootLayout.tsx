import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AppErrorBoundary } from '../features/errors/AppErrorBoundary';
import { Header } from '../features/layout/Header';
import { MaintenanceBanner } from '../features/maintenance/MaintenanceBanner';
import { MessageBar } from '../features/messages/MessageBar';

const LANDING_PATHS = new Set(['/', '/welcome']);

export function PageLoading() {
  return (
    <div role="status" aria-live="polite" className="flex justify-center py-24 text-gray-500">
      Loading…
    </div>
  );
}

export function RootLayout() {
  const { pathname } = useLocation();
  return (
    <>
      <MaintenanceBanner />
      <Header fixed={LANDING_PATHS.has(pathname)} />
      <MessageBar />
      {/* Keyed by path, so moving to another page clears a page's error. */}
      <AppErrorBoundary key={pathname}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </AppErrorBoundary>
    </>
  );
}
