// @vitest-environment happy-dom
import type { LoginResponse } from '@songstats/contract';
import { PROFILE_OWNERSHIP_TEXTS } from '@songstats/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useMessages } from '../messages/message-store';
import { useSession } from '../session/session-store';
import { robyn, stubApi } from '../subscriptions/test-fixtures';
import { AddProfileDialog } from './AddProfileDialog';

const ROBYN_LINK = 'https://open.spotify.com/artist/0kbYTNQb4Pb1rPbbaF0pT4';

beforeEach(() => {
  useSession.getState().setLogin({
    userId: 7,
    userAuthToken: { token: 'session-token' },
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

function created(outcome: string, message: string) {
  return {
    isAccountSetupInProgress: false,
    message,
    baseUrl: robyn.baseUrl,
    item: { ...robyn, managementType: 'follower', isPrimary: false, hasManagement: true },
    outcome,
  };
}

function renderDialog() {
  const onClose = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/feed']}>
        <Routes>
          <Route path="/feed" element={<AddProfileDialog onClose={onClose} />} />
          <Route path="/artist/:idUnique" element={<p>Artist page</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { onClose };
}

function submit(link: string, claim = false) {
  fireEvent.change(screen.getByLabelText('Link'), { target: { value: link } });
  if (claim) fireEvent.click(screen.getByLabelText(PROFILE_OWNERSHIP_TEXTS.claimLabel));
  fireEvent.click(screen.getByRole('button', { name: 'Add Profile' }));
}

describe('Add Profile dialog: following and claims (issue 20)', () => {
  it('tells a member who adds a profile that exists that they now follow it', async () => {
    const message = PROFILE_OWNERSHIP_TEXTS.following('Robyn');
    const api = stubApi({
      'POST /managements/create_account': () => created('following', message),
      'GET /managements/artist_label_lists': () => ({ accounts: [], subscriptionPlans: [] }),
    });
    const { onClose } = renderDialog();
    submit(ROBYN_LINK);
    expect((await screen.findByRole('status')).textContent).toBe(message);
    expect(api.of('POST /managements/create_account')[0]?.body).toEqual({
      link: ROBYN_LINK,
      claim: false,
    });
    expect(onClose).not.toHaveBeenCalled();
    expect(useMessages.getState().messages).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Open Robyn' }));
    expect(onClose).toHaveBeenCalled();
    expect(await screen.findByText('Artist page')).toBeTruthy();
  });

  it('sends the claim when the member asks to own the profile, and says it was filed', async () => {
    const message = PROFILE_OWNERSHIP_TEXTS.claimFiled('Robyn');
    const api = stubApi({
      'POST /managements/create_account': () => created('claimFiled', message),
    });
    renderDialog();
    submit(ROBYN_LINK, true);
    expect((await screen.findByRole('status')).textContent).toBe(message);
    expect(api.of('POST /managements/create_account')[0]?.body).toEqual({
      link: ROBYN_LINK,
      claim: true,
    });
  });

  it('closes with a success message when the member owns the new profile', async () => {
    stubApi({
      'POST /managements/create_account': () => ({
        ...created('created', PROFILE_OWNERSHIP_TEXTS.setupInProgress),
        item: { ...robyn, managementType: 'primary', isPrimary: true, hasManagement: true },
      }),
    });
    const { onClose } = renderDialog();
    submit(ROBYN_LINK);
    expect(await screen.findByText('Artist page')).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
    expect(useMessages.getState().messages).toMatchObject([
      { message: PROFILE_OWNERSHIP_TEXTS.setupInProgress, messageType: 'success' },
    ]);
  });
});
