// @vitest-environment happy-dom
import type { AccountItem } from '@songstats/contract';
import { PROFILE_OWNERSHIP_TEXTS } from '@songstats/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { robyn, stubApi } from '../../subscriptions/test-fixtures';
import { SetupBanner } from './SetupBanner';

// Issue 27: the in-progress banner of a profile being set up from its link says what the setup
// is doing; a failed one says why, and its owner may try again.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const withSetup = (accountSetup: AccountItem['accountSetup']): AccountItem => ({
  ...robyn,
  accountSetup,
});

function renderBanner(account: AccountItem, canRetry: boolean) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <SetupBanner account={account} canRetry={canRetry} />
    </QueryClientProvider>,
  );
}

describe('SetupBanner', () => {
  it("shows the setup's current step as the server says it", async () => {
    const inProgress = withSetup({
      status: 'in_progress',
      step: 'Finding the artist',
      reason: null,
    });
    stubApi({
      'GET /managements/get_account_info': () => ({
        account: withSetup({
          status: 'in_progress',
          step: "Reading Robyn's releases",
          reason: null,
        }),
      }),
    });
    renderBanner(inProgress, true);
    const banner = await screen.findByRole('status');
    expect(banner.textContent).toContain('Setting up this artist profile.');
    // Not the words of the Add Profile message shown beside it.
    expect(banner.textContent).not.toContain(PROFILE_OWNERSHIP_TEXTS.setupInProgress);
    expect(await screen.findByText("Now: Reading Robyn's releases")).toBeTruthy();
  });

  it('shows why a setup failed and tries it again for its owner', async () => {
    const reason = 'Deezer has no artist named Robyn: no catalogue to read.';
    let retried = false;
    const api = stubApi({
      'GET /managements/get_account_info': () => ({
        account: retried
          ? withSetup({ status: 'in_progress', step: null, reason: null })
          : withSetup({ status: 'failed', step: null, reason }),
      }),
      'POST /managements/retry_account_setup': () => {
        retried = true;
        return { message: 'Robyn is being set up again.' };
      },
    });
    renderBanner(withSetup({ status: 'failed', step: null, reason }), true);
    expect((await screen.findByRole('alert')).textContent).toContain(reason);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      idUnique: robyn.idUnique,
    });
  });

  it('offers no retry to a teammate, and nothing once the setup is done', async () => {
    stubApi({
      'GET /managements/get_account_info': () => ({
        account: withSetup({ status: 'failed', step: null, reason: 'Deezer did not answer.' }),
      }),
    });
    renderBanner(
      withSetup({ status: 'failed', step: null, reason: 'Deezer did not answer.' }),
      false,
    );
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    cleanup();
    const { container } = renderBanner(withSetup(null), true);
    expect(container.textContent).toBe('');
  });
});
