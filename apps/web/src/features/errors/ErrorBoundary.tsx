import { TEXTS } from '@songstats/domain';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isChunkLoadError } from '../../lib/chunk-load';

export type ErrorReporter = (report: {
  error: string;
  stack: string | null;
  componentStack: string | null;
}) => Promise<unknown>;

interface Props {
  children: ReactNode;
  report: ErrorReporter;
  /** spec §8: reports go to the server in production builds only. */
  enabled: boolean;
}

interface State {
  error: Error | null;
}

/** spec §8: render errors are reported to the server, except chunk-load failures. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    if (!this.props.enabled || isChunkLoadError(error)) return;
    this.props
      .report({
        error: `${error.name}: ${error.message}`,
        stack: error.stack ?? null,
        componentStack: info.componentStack ?? null,
      })
      .catch(() => {
        // Reporting is best effort: a failed report must not hide the error page.
      });
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <main className="mx-auto flex max-w-lg flex-col items-center gap-4 px-6 py-24 text-center">
        <h1 className="text-2xl font-semibold">{TEXTS.modal.error}</h1>
        <p className="text-gray-600">
          {isChunkLoadError(this.state.error)
            ? 'A new version of the product is available.'
            : 'We have been told about it and are looking into it.'}
        </p>
        <button
          type="button"
          className="rounded-lg bg-ink px-4 py-2 text-white hover:bg-black focus-visible:outline-2"
          onClick={() => window.location.reload()}
        >
          Reload the page
        </button>
      </main>
    );
  }
}
