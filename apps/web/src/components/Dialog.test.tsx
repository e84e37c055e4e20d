// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfirmDialog, Dialog } from './Dialog';

afterEach(cleanup);

function Opener({ nested = false }: { nested?: boolean }) {
  const [open, setOpen] = useState(false);
  const [inner, setInner] = useState(false);
  return (
    <div data-testid="page">
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && (
        <Dialog title="Outer" onClose={() => setOpen(false)}>
          <input aria-label="Name" />
          {nested && (
            <button type="button" onClick={() => setInner(true)}>
              Inner
            </button>
          )}
          {inner && (
            <Dialog title="Inner dialog" onClose={() => setInner(false)}>
              <p>Nested</p>
            </Dialog>
          )}
        </Dialog>
      )}
    </div>
  );
}

describe('the product dialog (issue 30)', () => {
  it('renders on <body>, outside the page, labelled by its title, with the focus inside', () => {
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Outer' });
    expect(screen.getByTestId('page').contains(dialog)).toBe(false);
    expect(screen.getByTestId('dialog-backdrop').parentElement).toBe(document.body);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
  });

  it('closes on Escape and gives the focus back to the opener', () => {
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes on a press that starts and ends on the backdrop, not on one inside', () => {
    render(<Opener />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const name = screen.getByLabelText('Name');
    fireEvent.pointerDown(name);
    fireEvent.pointerUp(screen.getByTestId('dialog-backdrop'));
    expect(screen.getByRole('dialog')).toBeTruthy();
    fireEvent.pointerDown(screen.getByTestId('dialog-backdrop'));
    fireEvent.pointerUp(screen.getByTestId('dialog-backdrop'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps Tab inside: from the last item to the first and back', () => {
    render(<Opener />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const close = screen.getByRole('button', { name: 'Close' });
    const name = screen.getByLabelText('Name');
    name.focus();
    fireEvent.keyDown(name, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(name);
  });

  it('closes only the top dialog on Escape', () => {
    render(<Opener nested />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    fireEvent.click(screen.getByRole('button', { name: 'Inner' }));
    expect(screen.getAllByRole('dialog')).toHaveLength(2);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'Inner dialog' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Outer' })).toBeTruthy();
  });
});

describe('the confirm dialog', () => {
  it('runs the action on its button and shows a refusal in the dialog', () => {
    let confirmed = 0;
    render(
      <ConfirmDialog
        title="Delete your account?"
        confirmLabel="Delete my account"
        danger
        error="The account has an active subscription."
        onConfirm={() => {
          confirmed += 1;
        }}
        onClose={() => {}}
      >
        This cannot be undone.
      </ConfirmDialog>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(confirmed).toBe(1);
    expect(screen.getByRole('alert').textContent).toBe('The account has an active subscription.');
  });
});
