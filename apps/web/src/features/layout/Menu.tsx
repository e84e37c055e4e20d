import { ChevronDown } from 'lucide-react';
import { type ReactNode, useCallback, useId, useLayoutEffect, useRef, useState } from 'react';
import { useDismiss } from '../../lib/use-dismiss';

/**
 * A small disclosure menu: a button and a list that closes on choice, Escape or focus out. A long
 * list (`columns={2}`) is two columns wide on large screens, so it needs no scrolling box there;
 * where it still scrolls (a phone), a fading arrow at its foot says there is more below.
 */
export function Menu({
  label,
  children,
  columns = 1,
}: {
  label: ReactNode;
  children: ReactNode;
  columns?: 1 | 2;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState(false);
  const measure = useCallback(() => {
    const node = panel.current;
    setMore(node !== null && node.scrollTop + node.clientHeight < node.scrollHeight - 4);
  }, []);
  useLayoutEffect(() => {
    if (open) measure();
  }, [open, measure]);
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
          ref={panel}
          id={id}
          data-columns={columns}
          onScroll={measure}
          className={`absolute right-0 z-40 mt-1 max-h-[70vh] min-w-52 overflow-y-auto rounded-lg border border-gray-200 bg-white py-1 shadow-lg ${columns === 2 ? 'lg:grid lg:max-h-none lg:w-[28rem] lg:grid-cols-2' : ''}`}
          onClick={() => setOpen(false)}
        >
          {children}
          {more && (
            <div
              aria-hidden
              data-testid="menu-more"
              className="pointer-events-none sticky bottom-0 -mb-1 flex h-8 items-end justify-center bg-gradient-to-t from-white to-transparent pb-1 text-gray-500"
            >
              <ChevronDown size={16} />
            </div>
          )}
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
