// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useMessages } from '../messages/message-store';
import { errorResponse, stubApi } from '../subscriptions/test-fixtures';
import TeamInvitationPage from './TeamInvitationPage';

/** The login page's inline error, as LoginPage reads it from the navigation state. */
function LoginStandIn() {
  const error = (useLocation().state as { error?: string } | null)?.error;
  return <p role="alert">{error}</p>;
}

function renderAt(url: string) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/team-invitation" element={<TeamInvitationPage />} />
          <Route path="/login" element={<LoginStandIn />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => useMessages.setState({ messages: [] }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('TeamInvitationPage (issue 30: an error shows once)', () => {
  it('a used invitation lands on the login page with its error under the heading, not also in the bar', async () => {
    const api = stubApi({
      'POST /teams/accept_invitation': () =>
        errorResponse(410, 'This invitation was already used.'),
    });
    renderAt('/team-invitation?token=used-token');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This invitation was already used.',
    );
    expect(api.of('POST /teams/accept_invitation')[0]?.body).toMatchObject({
      invitationToken: 'used-token',
    });
    expect(useMessages.getState().messages).toEqual([]);
  });
});
