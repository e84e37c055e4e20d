// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../subscriptions/test-fixtures';
import { RealPlatformIds } from './RealPlatformIds';

// Issue 27: the owner corrects a profile's wrong match on a real platform from its Integrations.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderIds(canEdit: boolean, messages: string[] = []) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RealPlatformIds
        idUnique="nova"
        canEdit={canEdit}
        onDone={async (action) => {
          messages.push((await action()).message);
        }}
      />
    </QueryClientProvider>,
  );
}

describe('RealPlatformIds', () => {
  it('links a corrected Deezer id and unlinks Spotify for the owner', async () => {
    let ids: Record<string, string> = { deezer: '5550001', spotify: '3nOvA' };
    const api = stubApi({
      'GET /managements/real_platform_ids': () => ({ ids }),
      'PUT /managements/real_platform_ids': (call) => {
        const body = call.body as { platform: string; id: string };
        ids = { ...ids, [body.platform]: body.id };
        return { ids, message: `Nova Reyes is linked to Deezer id ${body.id}.` };
      },
      'DELETE /managements/real_platform_ids': (call) => {
        const { spotify: _gone, ...rest } = ids;
        ids = rest;
        return { ids, message: `Unlinked ${call.query.get('platform')}.` };
      },
    });
    const messages: string[] = [];
    renderIds(true, messages);
    expect(await screen.findByText('5550001')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Platform id'), { target: { value: '5550002' } });
    fireEvent.click(screen.getByRole('button', { name: 'Link id' }));
    expect(await screen.findByText('5550002')).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      idUnique: 'nova',
      platform: 'deezer',
      id: '5550002',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Unlink Spotify' }));
    await waitFor(() => expect(screen.getAllByText('Not linked')).toHaveLength(2));
    expect(messages).toEqual(['Nova Reyes is linked to Deezer id 5550002.', 'Unlinked spotify.']);
  });

  it('shows the ids to a teammate without the owner actions', async () => {
    stubApi({ 'GET /managements/real_platform_ids': () => ({ ids: { deezer: '5550001' } }) });
    renderIds(false);
    expect(await screen.findByText('5550001')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Link id' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Unlink Deezer' })).toBeNull();
  });
});
