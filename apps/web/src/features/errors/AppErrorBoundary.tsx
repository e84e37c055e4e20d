import type { ReactNode } from 'react';
import { useRouteError } from 'react-router';
import { api } from '../../app/api';
import { lightRoutes } from '../../app/light-routes';
import { ErrorBoundary, type ErrorReporter } from './ErrorBoundary';

const reportError: ErrorReporter = (body) => api.request(lightRoutes.reportError, { body });

/** The error boundary wired to the server: reports in production builds (spec §8). */
export function AppErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary report={reportError} enabled={import.meta.env.PROD}>
      {children}
    </ErrorBoundary>
  );
}

/** A route error the page boundary did not see goes on up to the app's boundary. */
export function RethrowRouteError(): never {
  throw useRouteError();
}
