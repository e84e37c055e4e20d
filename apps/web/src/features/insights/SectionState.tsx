import { type ReactNode, useDeferredValue, useEffect, useState } from 'react';
import { insightErrorText } from './use-insights';

/**
 * The loading and error states of an insights section (spec §4: a failure marks it errored).
 *
 * Issue 29: when its data arrives the section is rendered as a deferred update (React renders it
 * in slices of a few milliseconds, the placeholder showing until it is done), not in the one task
 * in which the query's answer came: that task was the longest of the track page (169 ms, 676 ms
 * at a phone's speed, the charts and tables of every section at once).
 */
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
  const pending = useDeferredValue(isPending);
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
  if (pending) {
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

/**
 * Issue 29: how many of a list's `total` rows to render now. The first `first` rows (a phone's
 * first screen and more) render at once, with the data; the rest are added `step` at a time, each
 * step in a task of its own after the browser painted the previous one. Lighthouse measured the
 * render of all rows at once (50 tracks, a feed page) as the longest task of /tracks and /feed
 * (Total Blocking Time); in steps no task is long, and what the page shows once all rows are in
 * is the same. A new `list` (another source, another tier) starts again from `first`; rows that
 * arrive later (the feed's next page) are added in steps too. (Here, beside the section's other
 * states, and not in a module of its own: a chunk of its own would add its name to the entry's
 * list of chunks, and the entry is at its ceiling.)
 */
export function useRowsInSteps(
  total: number,
  list: unknown,
  { first, step = first }: { first: number; step?: number },
): { shown: number; complete: boolean } {
  const [state, setState] = useState({ list, count: first });
  // A new list starts from its first screen again (state from props, during render).
  const count = state.list === list ? state.count : first;
  if (state.list !== list) setState({ list, count: first });
  const shown = Math.min(count, total);

  useEffect(() => {
    if (count >= total) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // After the next frame is painted, in a task of its own.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        setState((current) =>
          current.list === list ? { list, count: current.count + step } : current,
        );
      }, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [count, total, list, step]);

  return { shown, complete: shown >= total };
}
