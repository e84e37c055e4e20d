// @vitest-environment happy-dom
import { TEXTS } from '@songstats/domain';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ErrorBoundary } from './ErrorBoundary';

afterEach(cleanup);

function Crash({ error }: { error: Error }): never {
  throw error;
}

function renderCrash(error: Error, enabled = true) {
  const reports: unknown[] = [];
  render(
    <ErrorBoundary enabled={enabled} report={async (report) => reports.push(report)}>
      <Crash error={error} />
    </ErrorBoundary>,
    // React 19 logs caught errors; the boundary under test is what handles them here.
    { onCaughtError: () => {} },
  );
  return reports;
}

describe('the error boundary (spec §8)', () => {
  it('shows the error page and reports a render error with its stacks', () => {
    const reports = renderCrash(new TypeError('tracks is undefined'));
    expect(screen.getByRole('heading').textContent).toBe(TEXTS.modal.error);
    expect(reports).toEqual([
      {
        error: 'TypeError: tracks is undefined',
        stack: expect.stringContaining('tracks is undefined'),
        componentStack: expect.stringContaining('Crash'),
      },
    ]);
  });

  it('does not report a chunk-load failure', () => {
    const failure = new TypeError(
      'Failed to fetch dynamically imported module: http://localhost:8000/assets/Feed-1.js',
    );
    expect(renderCrash(failure)).toEqual([]);
    expect(screen.getByText('A new version of the product is available.')).toBeTruthy();
  });

  it('does not report outside production builds', () => {
    expect(renderCrash(new Error('dev only'), false)).toEqual([]);
  });
});
