import { X } from 'lucide-react';
import { Link } from 'react-router';
import { useMessages } from './message-store';

const TONES = {
  info: 'bg-sky-50 text-sky-900 border-sky-200',
  success: 'bg-emerald-50 text-emerald-900 border-emerald-200',
  error: 'bg-red-50 text-red-900 border-red-200',
} as const;

/** spec §2: stacked messages, each with its repeat count and a close button. */
export function MessageBar() {
  const messages = useMessages((state) => state.messages);
  const dismiss = useMessages((state) => state.dismiss);
  if (messages.length === 0) return null;
  return (
    <section
      aria-label="Messages"
      className="fixed inset-x-0 top-16 z-40 mx-auto flex max-w-2xl flex-col gap-2 px-4"
    >
      {messages.map((item) => (
        <div
          key={item.message}
          role={item.messageType === 'error' ? 'alert' : 'status'}
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
      ))}
    </section>
  );
}
