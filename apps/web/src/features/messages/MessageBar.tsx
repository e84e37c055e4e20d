import type { GlobalMessage } from '@songstats/domain';
import { X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useMessages } from './message-store';

const TONES = {
  info: 'bg-sky-50 text-sky-900 border-sky-200',
  success: 'bg-emerald-50 text-emerald-900 border-emerald-200',
  error: 'bg-red-50 text-red-900 border-red-200',
} as const;

/** How long a success or info message stays (issue 30); an error stays until it is closed. */
export const MESSAGE_LIFETIME_MS = 6000;

/**
 * spec §2, §4: stacked messages, each with its repeat count and a close button. The bar sits in
 * the page's flow under the header, so it moves the page down instead of covering its controls
 * (issue 30); `belowFixedHeader` clears a fixed header's height (the landing page).
 */
export function MessageBar({ belowFixedHeader = false }: { belowFixedHeader?: boolean }) {
  const messages = useMessages((state) => state.messages);
  if (messages.length === 0) return null;
  return (
    <section
      aria-label="Messages"
      className={`mx-auto flex max-w-2xl flex-col gap-2 px-4 pt-3 ${belowFixedHeader ? 'mt-16' : ''}`}
    >
      {messages.map((item) => (
        <MessageLine key={item.message} item={item} />
      ))}
    </section>
  );
}

function MessageLine({ item }: { item: GlobalMessage }) {
  const dismiss = useMessages((state) => state.dismiss);
  // Read while the pointer or the focus is on it: the message waits.
  const [held, setHeld] = useState(false);
  const lasts = item.messageType !== 'error';
  // biome-ignore lint/correctness/useExhaustiveDependencies: a repeat (count) starts the time again.
  useEffect(() => {
    if (!lasts || held) return;
    const timer = window.setTimeout(() => dismiss(item.message), MESSAGE_LIFETIME_MS);
    return () => window.clearTimeout(timer);
  }, [lasts, held, dismiss, item.message, item.count]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the role is alert or status; hover and focus only pause its timer.
    <div
      role={item.messageType === 'error' ? 'alert' : 'status'}
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
      className={`flex items-start gap-3 rounded-lg border px-4 py-3 text-sm shadow-sm ${TONES[item.messageType]}`}
    >
      <p className="flex-1">
        {item.route ? (
          <Link to={item.route} onClick={item.onClick ?? undefined}>
            {item.message}
          </Link>
        ) : (
          item.message
        )}
      </p>
      {item.count > 1 && (
        <span
          className="rounded-full bg-black/10 px-2 text-xs font-semibold"
          title={`Shown ${item.count} times`}
        >
          {item.count}
        </span>
      )}
      <button
        type="button"
        aria-label="Close message"
        className="rounded p-0.5 hover:bg-black/10 focus-visible:outline-2"
        onClick={() => dismiss(item.message)}
      >
        <X size={16} aria-hidden />
      </button>
    </div>
  );
}
