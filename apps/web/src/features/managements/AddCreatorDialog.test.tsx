// @vitest-environment happy-dom
import type { LoginResponse } from '@songstats/contract';
import { CREATOR_LINK_TEXTS, PROFILE_OWNERSHIP_TEXTS } from '@songstats/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useMessages } from '../messages/message-store';
import { useSession } from '../session/session-store';
import { robyn, stubApi } from '../subscriptions/test-fixtures';
import { AddProfileDialog } from './AddProfileDialog';

// Issue 25: on the social product Add Profile adds a creator by a social profile link: no
// Artist / Collaborator / Label choice, a TikTok example, and a clear message for a bad link.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSession.getState().reset();
  useMessages.setState({ messages: [] });
  localStorage.clear();
});

const lena = {
  ...robyn,
  idUnique: 'c0ffee',
  type: 'creator' as const,
  name: 'New creator',
  baseUrl: '/creator/c0ffee',
  groupText: 'Creators',
  managementType: 'primary' as const,
  isPrimary: true,
  hasManagement: true,
};

function renderDialog(loggedIn = true) {
  if (loggedIn) {
    useSession.getState().setLogin({
      userId: 7,
      userAuthToken: { token: 'session-token' },
      subscription: { accounts: [], subscriptionPlans: [] },
    } as unknown as LoginResponse);
  }
  const onClose = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/feed']}>
        <Routes>
          <Route path="/feed" element={<AddProfileDialog onClose={onClose} variantId="social" />} />
          <Route path="/creator/:idUnique" element={<p>Creator page</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { onClose };
}

function submit(link: string) {
  fireEvent.change(screen.getByLabelText('Link'), { target: { value: link } });
  fireEvent.click(screen.getByRole('button', { name: 'Add Profile' }));
}

describe('Add Profile on the social product (issue 25)', () => {
  it('asks for a creator’s profile link, with no artist, collaborator or label choice', () => {
    renderDialog();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByText('Label')).toBeNull();
    expect(screen.getByLabelText('Link').getAttribute('placeholder')).toBe(
      'https://www.tiktok.com/@name',
    );
    expect(screen.getByLabelText(PROFILE_OWNERSHIP_TEXTS.creatorClaimLabel)).toBeTruthy();
  });

  it('refuses a Spotify link and a TikTok video with their messages, sending nothing', () => {
    const api = stubApi({});
    renderDialog();
    submit('https://open.spotify.com/artist/0kbYTNQb4Pb1rPbbaF0pT4');
    expect(screen.getByRole('alert').textContent).toBe(CREATOR_LINK_TEXTS.musicLink('Spotify'));
    submit('https://www.tiktok.com/@lena/video/7300000000000000000');
    expect(screen.getByRole('alert').textContent).toBe(
      CREATOR_LINK_TEXTS.notAProfile('TikTok', 'https://www.tiktok.com/@name'),
    );
    expect(api.calls).toEqual([]);
  });

  it('adds a creator by a TikTok link and opens its page', async () => {
    const api = stubApi({
      'POST /managements/create_account': () => ({
        isAccountSetupInProgress: true,
        message: PROFILE_OWNERSHIP_TEXTS.creatorSetupInProgress,
        baseUrl: lena.baseUrl,
        item: lena,
        outcome: 'created',
      }),
      'GET /managements/artist_label_lists': () => ({ accounts: [lena], subscriptionPlans: [] }),
    });
    const { onClose } = renderDialog();
    submit('https://www.tiktok.com/@lena.moves');
    expect(await screen.findByText('Creator page')).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
    expect(api.of('POST /managements/create_account')[0]?.body).toEqual({
      link: 'https://www.tiktok.com/@lena.moves',
      claim: false,
    });
    expect(useMessages.getState().messages).toMatchObject([
      { message: PROFILE_OWNERSHIP_TEXTS.creatorSetupInProgress, messageType: 'success' },
    ]);
  });

  it('asks a visitor to sign up to add a creator profile', () => {
    renderDialog(false);
    expect(
      screen.getByText(/Sign up for a free account in order to add a creator profile\./),
    ).toBeTruthy();
  });
});
