import type { ReactNode } from 'react';
import { insightErrorText } from './use-insights';

/** The loading and error states of an insights section (spec §4: a failure marks it errored). */
export function SectionState({
  isPending,
  error,
  onRetry,
  label,
  children,
  placeholder,
}: {
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
  label: string;
  children: ReactNode;
  /** What stands in while it loads, about as tall as what comes (the default: a small block). */
  placeholder?: ReactNode;
}) {
  if (error) {
    return (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm">
        <p className="text-red-700">{insightErrorText(error)}</p>
        <button
          type="button"
          onClick={onRetry}
          className="mt-2 rounded-lg border border-gray-300 bg-white px-3 py-1.5 font-medium hover:bg-gray-50 focus-visible:outline-2"
        >
          Try again
        </button>
      </div>
    );
  }
  if (isPending) {
    return (
      <div role="status" aria-label={`Loading ${label}`} className="animate-pulse space-y-3 py-2">
        {placeholder ?? (
          <>
            <div className="h-5 w-1/3 rounded bg-gray-200" />
            <div className="h-24 rounded-xl bg-gray-100" />
          </>
        )}
      </div>
    );
  }
  return <>{children}</>;
}

/** The message of a screen that needs a login or an account first. */
export function ScreenNotice({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mx-auto max-w-xl rounded-2xl border border-gray-200 bg-white p-8 text-center">
      <h2 className="text-lg font-semibold text-ink">{title}</h2>
      {children && <div className="mt-2 text-sm text-gray-600">{children}</div>}
    </div>
  );
}
