// @vitest-environment happy-dom
import type { DataIntegrationsResponse, LoginResponse } from '@songstats/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useMessages } from '../messages/message-store';
import { useSession } from '../session/session-store';
import { robyn, stubApi } from '../subscriptions/test-fixtures';
import IntegrationsPage, { leavePage } from './IntegrationsPage';
import { YOUTUBE_SCOPE } from './provider-logins';

const youtube = {
  id: 5,
  sourceId: 'youtube',
  url: 'https://www.youtube.com/channel/UC1',
  externalId: 'UC1',
  isAlpha: false,
  connectedAccount: { provider: 'google' as const, name: 'robyn@gmail.com' },
};
const soundcloud = {
  id: 6,
  sourceId: 'soundcloud',
  url: 'https://soundcloud.com/robyn',
  externalId: 'robyn',
  isAlpha: false,
  connectedAccount: null,
};

function answer(overrides: Partial<DataIntegrationsResponse> = {}): DataIntegrationsResponse {
  return {
    account: { idUnique: robyn.idUnique, name: 'Robyn', type: 'artist' },
    canEdit: true,
    canToggleAlpha: false,
    providers: {
      google: { clientId: 'client.apps.googleusercontent.com' },
      facebook: null,
      twitter: false,
    },
    sourceObjects: [youtube, soundcloud],
    ...overrides,
  };
}

beforeEach(() => {
  useSession.getState().setLogin({
    userId: 7,
    userAuthToken: { token: 'session-token' },
    subscription: {
      accounts: [
        { ...robyn, managementType: 'primary' },
        { ...robyn, idUnique: 'followed', name: 'Followed', managementType: 'follower' },
      ],
      subscriptionPlans: [],
    },
  } as unknown as LoginResponse);
  useMessages.setState({ messages: [] });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSession.getState().reset();
  localStorage.clear();
  delete window.google;
});

function renderPage(entry = '/settings/data-integrations') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[entry]}>
        <IntegrationsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const lastMessage = () => useMessages.getState().messages.at(-1);

describe('Integrations settings (spec §2, §7)', () => {
  it('lists the profile’s links with their login, and offers only the profiles one manages', async () => {
    const { calls } = stubApi({ 'GET /managements/data_integrations': () => answer() });
    renderPage();
    const youtubeRow = (await screen.findByText(youtube.url)).closest('tr')!;
    expect(within(youtubeRow).getByText('Google: robyn@gmail.com')).toBeTruthy();
    expect(screen.getByText('Added as a link')).toBeTruthy();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toContain('Robyn');
    expect(screen.queryByRole('option', { name: 'Followed' })).toBeNull();
    expect(calls[0]?.query.get('idUnique')).toBe(robyn.idUnique);
    // Only admins mark links as alpha.
    expect(screen.queryByRole('button', { name: /as alpha/ })).toBeNull();
  });

  it('removes a link through remove_source_object and adds one through add_source_object', async () => {
    const { calls } = stubApi({
      'GET /managements/data_integrations': () => answer(),
      'DELETE /managements/remove_source_object': () => ({ message: 'The link has been removed.' }),
      'POST /managements/add_source_object': () => ({ message: 'The Deezer link has been added.' }),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove YouTube' }));
    await waitFor(() => expect(lastMessage()?.message).toBe('The link has been removed.'));
    const removal = calls.find((call) => call.method === 'DELETE')!;
    expect([removal.query.get('type'), removal.query.get('sourceObjectId')]).toEqual([
      'youtube',
      '5',
    ]);

    fireEvent.change(screen.getByLabelText('Platform'), { target: { value: 'deezer' } });
    fireEvent.change(screen.getByLabelText('Link'), {
      target: { value: 'https://www.deezer.com/artist/27' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add link' }));
    await waitFor(() => expect(lastMessage()?.message).toBe('The Deezer link has been added.'));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      uObjectId: robyn.idUnique,
      type: 'deezer',
      link: 'https://www.deezer.com/artist/27',
    });
  });

  it('connects a YouTube channel with the Google token client’s access token', async () => {
    const requestAccessToken = vi.fn();
    window.google = {
      accounts: {
        oauth2: {
          initTokenClient: (config) => {
            expect(config).toMatchObject({
              client_id: 'client.apps.googleusercontent.com',
              scope: YOUTUBE_SCOPE,
            });
            requestAccessToken.mockImplementation(() =>
              config.callback({ access_token: 'ya29.token' }),
            );
            return { requestAccessToken };
          },
        },
      },
    };
    const { calls } = stubApi({
      'GET /managements/data_integrations': () => answer(),
      'POST /auth/authorize_google': () => ({
        message: 'Your Google data is now connected to Robyn: Robyn Official.',
      }),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Connect Google (YouTube)' }));
    await waitFor(() =>
      expect(lastMessage()?.message).toBe(
        'Your Google data is now connected to Robyn: Robyn Official.',
      ),
    );
    expect(calls.find((call) => call.path === '/auth/authorize_google')?.body).toEqual({
      sourceObjectType: 'artist',
      sourceObjectId: robyn.idUnique,
      googleResponse: { access_token: 'ya29.token' },
      platform: 'web',
    });
  });

  it('shows a team member the links without changing them, and an admin the alpha toggle', async () => {
    stubApi({ 'GET /managements/data_integrations': () => answer({ canEdit: false }) });
    renderPage();
    expect(
      await screen.findByText('Only the owner of this profile may change its connections.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Remove|Connect|Add link/ })).toBeNull();
    cleanup();
    const { calls } = stubApi({
      'GET /managements/data_integrations': () =>
        answer({
          canToggleAlpha: true,
          providers: { google: null, facebook: null, twitter: false },
        }),
      'PUT /managements/toggle_alpha': () => ({ message: 'Marked as alpha.', isAlpha: true }),
    });
    renderPage();
    expect(await screen.findByText(/not set up on this server/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Mark YouTube as alpha' }));
    await waitFor(() => expect(lastMessage()?.message).toBe('Marked as alpha.'));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      type: 'youtube',
      sourceObjectId: 5,
    });
  });

  it('shows the server’s refusal as an error', async () => {
    stubApi({
      'GET /managements/data_integrations': () =>
        new Response(
          JSON.stringify({ message: "Only this profile's team may see its integrations." }),
          {
            status: 403,
          },
        ),
    });
    renderPage();
    expect(
      await screen.findByText("Only this profile's team may see its integrations."),
    ).toBeTruthy();
  });

  it('sends the owner to Twitter’s sign-in with a request token from our server', async () => {
    const leave = vi.spyOn(leavePage, 'to').mockImplementation(() => {});
    const authorizeUrl = 'https://api.twitter.com/oauth/authenticate?oauth_token=req-1';
    const { calls } = stubApi({
      'GET /managements/data_integrations': () =>
        answer({ providers: { google: null, facebook: null, twitter: true } }),
      'POST /auth/twitter_request_token': () => ({ authorizeUrl }),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Connect Twitter' }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith(authorizeUrl));
    expect(calls.find((call) => call.path === '/auth/twitter_request_token')?.body).toEqual({
      idUnique: robyn.idUnique,
    });
    expect(screen.queryByRole('button', { name: /Connect Google/ })).toBeNull();
    leave.mockRestore();
  });

  it('finishes Twitter’s sign-in on the callback and shows the connected account', async () => {
    const twitterRow = {
      ...soundcloud,
      id: 9,
      sourceId: 'twitter',
      url: 'https://x.com/robyn',
      connectedAccount: { provider: 'twitter' as const, name: '@robyn' },
    };
    let connected = false;
    const { calls } = stubApi({
      'GET /managements/data_integrations': () =>
        answer({ sourceObjects: connected ? [youtube, twitterRow] : [youtube] }),
      'POST /auth/twitter_access_token': () => {
        connected = true;
        return {
          message: 'Your Twitter data is now connected to Robyn: @robyn.',
          idUnique: robyn.idUnique,
        };
      },
    });
    renderPage('/settings/data-integrations?oauth_token=req-1&oauth_verifier=v-1');
    expect(await screen.findByText('Twitter: @robyn')).toBeTruthy();
    expect(lastMessage()?.message).toBe('Your Twitter data is now connected to Robyn: @robyn.');
    const finishes = calls.filter((call) => call.path === '/auth/twitter_access_token');
    expect(finishes.map((call) => call.body)).toEqual([
      { oauthToken: 'req-1', oauthVerifier: 'v-1' },
    ]);
  });

  it('says so when the member cancels at Twitter, and shows a refused sign-in as an error', async () => {
    const { calls } = stubApi({
      'GET /managements/data_integrations': () => answer(),
      'POST /auth/twitter_access_token': () =>
        new Response(JSON.stringify({ message: 'This Twitter sign-in has expired.' }), {
          status: 400,
        }),
    });
    renderPage('/settings/data-integrations?denied=req-1');
    await waitFor(() =>
      expect(lastMessage()?.message).toBe('Twitter was not connected: the sign-in was cancelled.'),
    );
    expect(calls.some((call) => call.path === '/auth/twitter_access_token')).toBe(false);
    cleanup();
    renderPage('/settings/data-integrations?oauth_token=req-2&oauth_verifier=v-2');
    await waitFor(() => expect(lastMessage()?.message).toBe('This Twitter sign-in has expired.'));
    expect(lastMessage()?.messageType).toBe('error');
  });
});
