import type { LoginResponse } from '@songstats/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import { useMessages } from '../messages/message-store';
import { useSession } from '../session/session-store';

/** A logged-in member for each test; the stored state is cleared afterwards. */
export function withLoggedInMember() {
  beforeEach(() => {
    useSession.getState().setLogin({
      userId: 7,
      userAuthToken: { token: 'session-token' },
      favoriteSources: ['deezer'],
      subscription: { accounts: [], subscriptionPlans: [] },
    } as unknown as LoginResponse);
    useMessages.setState({ messages: [] });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    useSession.getState().reset();
    localStorage.clear();
  });
}

export function renderScreen(screen: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{screen}</MemoryRouter>
    </QueryClientProvider>,
  );
}
