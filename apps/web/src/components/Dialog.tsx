import { X } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const WIDTHS = { narrow: 'max-w-md', normal: 'max-w-xl', wide: 'max-w-5xl' } as const;

/** The dialogs open now, the last on top: Escape closes only the top one. */
const openDialogs: string[] = [];

/**
 * The product's one modal dialog (issue 30): rendered in a portal on <body>, so no header or
 * blurred parent clips its backdrop; labelled by its title; focus moves in on open, stays inside
 * on Tab and goes back to where it was on close; Escape and a press on the backdrop close it.
 */
export function Dialog({
  title,
  onClose,
  children,
  size = 'normal',
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  size?: keyof typeof WIDTHS;
}) {
  const id = useId();
  const titleId = `${id}-title`;
  const panel = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  // A press that starts on the backdrop and ends there closes; a text selection dragged out of
  // the panel does not.
  const pressedBackdrop = useRef(false);

  useEffect(() => {
    openDialogs.push(id);
    const before = document.activeElement as HTMLElement | null;
    const first = panel.current?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? panel.current)?.focus();
    // Escape is heard on the document: a button that disables itself drops the focus to <body>.
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || openDialogs[openDialogs.length - 1] !== id) return;
      event.preventDefault();
      closeRef.current();
    };
    document.addEventListener('keydown', onEscape);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onEscape);
      openDialogs.splice(openDialogs.indexOf(id), 1);
      if (openDialogs.length === 0) document.body.style.overflow = overflow;
      if (before?.isConnected) before.focus();
    };
  }, [id]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Tab' || !panel.current) return;
    const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    if (items.length === 0) return;
    const first = items[0];
    const last = items[items.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  }

  return createPortal(
    <div
      data-testid="dialog-backdrop"
      className="fixed inset-0 z-50 flex items-start justify-center overflow-y-auto bg-black/40 px-4 py-12"
      onPointerDown={(event) => {
        pressedBackdrop.current = event.target === event.currentTarget;
      }}
      onPointerUp={(event) => {
        if (pressedBackdrop.current && event.target === event.currentTarget) onClose();
        pressedBackdrop.current = false;
      }}
    >
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        className={`w-full ${WIDTHS[size]} rounded-xl bg-white p-6 shadow-xl outline-none`}
      >
        <div className="flex items-center justify-between gap-4">
          <h2 id={titleId} className="text-xl font-semibold">
            {title}
          </h2>
          <button
            type="button"
            aria-label="Close"
            onClick={onClose}
            className="rounded p-1 hover:bg-gray-100 focus-visible:outline-2"
          >
            <X aria-hidden size={18} />
          </button>
        </div>
        <div className="mt-4">{children}</div>
      </div>
    </div>,
    document.body,
  );
}

/** A dialog that asks before an action: Cancel, or the action's own button (danger in red). */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  onConfirm,
  onClose,
  busy = false,
  danger = false,
  error,
}: {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
  busy?: boolean;
  danger?: boolean;
  error?: string | null;
}) {
  return (
    <Dialog title={title} onClose={onClose} size="narrow">
      <div className="space-y-4">
        <div className="text-gray-700">{children}</div>
        {error && (
          <p role="alert" className="text-sm text-red-600">
            {error}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <button
            type="button"
            onClick={onClose}
            className="rounded-lg border border-gray-300 px-4 py-2"
          >
            Cancel
          </button>
          <button
            type="button"
            onClick={onConfirm}
            disabled={busy}
            className={`rounded-lg px-4 py-2 font-medium text-white disabled:opacity-40 ${
              danger ? 'bg-red-600 hover:bg-red-700' : 'bg-ink hover:bg-black'
            }`}
          >
            {confirmLabel}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
