import { ChevronDown } from 'lucide-react';
import { type ReactNode, useCallback, useId, useRef, useState } from 'react';
import { useDismiss } from '../../lib/use-dismiss';

/** A small disclosure menu: a button and a list that closes on choice, Escape or focus out. */
export function Menu({ label, children }: { label: ReactNode; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  useDismiss(
    root,
    open,
    useCallback(() => setOpen(false), []),
  );
  return (
    <div ref={root} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
        className="flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-gray-700 hover:bg-gray-100 focus-visible:outline-2"
      >
        {label}
        <ChevronDown aria-hidden size={14} />
      </button>
      {open && (
        // biome-ignore lint/a11y/noStaticElementInteractions: closes the menu after a link is chosen
        // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard choice activates the link itself
        <div
          id={id}
          className="absolute right-0 z-40 mt-1 max-h-[70vh] min-w-52 overflow-y-auto rounded-lg border border-gray-200 bg-white py-1 shadow-lg"
          onClick={() => setOpen(false)}
        >
          {children}
        </div>
      )}
    </div>
  );
}

export const menuItemClass =
  'block w-full px-4 py-2 text-left text-sm text-gray-700 hover:bg-gray-50 focus-visible:outline-2';

export function MenuHeading({ children }: { children: ReactNode }) {
  return (
    <p className="px-4 pt-2 pb-1 text-xs font-semibold tracking-wide text-gray-500 uppercase">
      {children}
    </p>
  );
}
