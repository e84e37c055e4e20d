// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGE_LIFETIME_MS, MessageBar } from './MessageBar';
import { useMessages } from './message-store';

afterEach(() => {
  vi.useRealTimers();
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

  it('lets a success go after its lifetime and keeps an error until it is closed (issue 30)', () => {
    vi.useFakeTimers();
    renderBar();
    act(() => {
      const { show } = useMessages.getState();
      show({ message: 'Account updated.', messageType: 'success' });
      show({ message: 'Search failed', messageType: 'error' });
    });
    act(() => vi.advanceTimersByTime(MESSAGE_LIFETIME_MS - 100));
    expect(screen.getByRole('status').textContent).toContain('Account updated.');
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByRole('status')).toBeNull();
    act(() => vi.advanceTimersByTime(10 * MESSAGE_LIFETIME_MS));
    expect(screen.getByRole('alert').textContent).toContain('Search failed');
  });

  it('starts the lifetime again on a repeat and waits while the pointer is on it', () => {
    vi.useFakeTimers();
    renderBar();
    const show = () => useMessages.getState().show({ message: 'Saved', messageType: 'info' });
    act(show);
    act(() => vi.advanceTimersByTime(MESSAGE_LIFETIME_MS - 100));
    act(show);
    act(() => vi.advanceTimersByTime(MESSAGE_LIFETIME_MS - 100));
    const line = screen.getByRole('status');
    expect(line.textContent).toContain('2');
    fireEvent.pointerEnter(line);
    act(() => vi.advanceTimersByTime(3 * MESSAGE_LIFETIME_MS));
    expect(screen.getByRole('status')).toBeTruthy();
    fireEvent.pointerLeave(line);
    act(() => vi.advanceTimersByTime(MESSAGE_LIFETIME_MS));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
