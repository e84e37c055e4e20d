// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { MessageBar } from './MessageBar';
import { useMessages } from './message-store';

afterEach(() => {
  cleanup();
  useMessages.setState({ messages: [] });
});

function renderBar() {
  render(
    <MemoryRouter>
      <MessageBar />
    </MemoryRouter>,
  );
}

describe('the global message bar (spec §2, §4)', () => {
  it('stacks messages and shows a repeat count for the same text', () => {
    renderBar();
    act(() => {
      const { show } = useMessages.getState();
      show({ message: 'Account updated.', messageType: 'success' });
      show({ message: 'Search failed', messageType: 'error' });
      show({ message: 'Search failed', messageType: 'error' });
    });
    const alerts = screen.getAllByRole('alert');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.textContent).toContain('Search failed');
    expect(alerts[0]?.textContent).toContain('2');
    expect(screen.getByRole('status').textContent).toContain('Account updated.');
  });

  it('closes a message with its close button', () => {
    renderBar();
    act(() => useMessages.getState().show({ message: 'Search failed', messageType: 'error' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close message' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps a message held for a redirect through one clear (spec §4)', () => {
    renderBar();
    act(() => {
      useMessages.getState().show({ message: 'Held', messageType: 'info', holdForRedirect: true });
      useMessages.getState().show({ message: 'Gone', messageType: 'info' });
      useMessages.getState().clear();
    });
    expect(screen.getByRole('status').textContent).toContain('Held');
    act(() => useMessages.getState().clear());
    expect(screen.queryByRole('status')).toBeNull();
  });
});
