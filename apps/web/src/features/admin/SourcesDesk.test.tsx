// @vitest-environment happy-dom
import type { LoginResponse, SourceDeskRow, SourceLinkDeskRow } from '@songstats/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useMessages } from '../messages/message-store';
import { useSession } from '../session/session-store';
import { stubApi } from '../subscriptions/test-fixtures';
import { SourcesDesk } from './SourcesDesk';

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

/** A server keeping one Spotify link: the alpha toggle changes what the next GETs answer. */
function sourcesServer() {
  let link: SourceLinkDeskRow = {
    id: 41,
    sourceId: 'spotify',
    url: 'https://open.spotify.com/artist/a1',
    isAlpha: false,
    accountName: 'Linked Artist',
    accountIdUnique: 'u1',
    createdAt: '2026-11-01T00:00:00.000Z',
  };
  const source = (): SourceDeskRow => ({
    id: 'spotify',
    name: 'Spotify',
    tags: ['isSource', 'isPromoted', 'playlist'],
    links: 1,
    alpha: link.isAlpha ? 1 : 0,
  });
  const page = <Row,>(rows: Row[]) => ({ rows, total: rows.length, page: 1, perPage: 25 });
  return stubApi({
    'GET /admin/sources': () => page([source()]),
    'GET /admin/source_links': () => page([link]),
    'PUT /admin/source_links/alpha': (call) => {
      link = { ...link, isAlpha: (call.body as { isAlpha: boolean }).isAlpha };
      return { message: 'Marked.', isAlpha: link.isAlpha };
    },
  });
}

describe('the Sources desk (issue 26)', () => {
  it("shows a source's tags, opens its links and marks one alpha through the server", async () => {
    const calls = sourcesServer();
    render(
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <MemoryRouter initialEntries={['/sources']}>
          <SourcesDesk />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('isSource, isPromoted, playlist')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Spotify links' }));
    expect(await screen.findByRole('heading', { name: 'Spotify links' })).toBeTruthy();
    const linkCall = calls.calls.find((call) => call.path === '/admin/source_links');
    expect(linkCall?.query.get('sourceId')).toBe('spotify');
    fireEvent.click(await screen.findByRole('button', { name: "Mark Linked Artist's link alpha" }));
    expect(await screen.findByRole('button', { name: "Show Linked Artist's link" })).toBeTruthy();
    const put = calls.calls.find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({ sourceObjectId: 41, isAlpha: true });
    await waitFor(() => expect(useMessages.getState().messages.at(-1)?.message).toBe('Marked.'));
  });
});
