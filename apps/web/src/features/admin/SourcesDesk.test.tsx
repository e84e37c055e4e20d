// @vitest-environment happy-dom
import type { SourceDeskRow, SourceLinkDeskRow } from '@songstats/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useMessages } from '../messages/message-store';
import { stubApi } from '../subscriptions/test-fixtures';
import { renderDesk, withAdminSignedIn } from './desk-test-setup';
import { SourcesDesk } from './SourcesDesk';

withAdminSignedIn();

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
    renderDesk(<SourcesDesk />, '/sources');
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
