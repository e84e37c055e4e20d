import type { ReactNode } from 'react';
import { errorText } from './use-card-payment';

/** The loading and error states of a settings page's data. */
export function QueryState({
  isPending,
  error,
  onRetry,
  children,
}: {
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
  children: ReactNode;
}) {
  if (error) {
    return (
      <div role="alert" className="py-6 text-sm">
        <p className="text-red-600">{errorText(error)}</p>
        <button
          type="button"
          onClick={onRetry}
          className="mt-2 rounded-lg border border-gray-300 px-3 py-1.5 font-medium hover:bg-gray-50"
        >
          Try again
        </button>
      </div>
    );
  }
  if (isPending) {
    return (
      <p role="status" className="py-6 text-gray-500">
        Loading…
      </p>
    );
  }
  return <>{children}</>;
}
