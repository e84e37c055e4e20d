import type { LoginResponse } from '@songstats/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import { useMessages } from '../messages/message-store';
import { useSession } from '../session/session-store';

/** Issue 26: an admin signed in for each desk test; the stored state is cleared afterwards. */
export function withAdminSignedIn() {
  beforeEach(() => {
    useSession.getState().setLogin({
      userIsAdmin: true,
      userAuthToken: { token: 'admin-token' },
    } as unknown as LoginResponse);
    useMessages.setState({ messages: [] });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    useSession.getState().reset();
  });
}

/** A desk with its queries (no retries) and a router at `path`. */
export function renderDesk(desk: ReactNode, path = '/') {
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter initialEntries={[path]}>{desk}</MemoryRouter>
    </QueryClientProvider>,
  );
}
