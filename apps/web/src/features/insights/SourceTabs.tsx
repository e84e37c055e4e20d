import type { SourceDefinition } from '@songstats/domain';
import { type KeyboardEvent, useRef } from 'react';

/**
 * The source switcher (spec §2, §3 sources catalogue): one tab per source, arrow keys move
 * between them.
 */
export function SourceTabs({
  sources,
  value,
  onChange,
  label,
}: {
  sources: readonly SourceDefinition[];
  value: string;
  onChange: (sourceId: string) => void;
  label: string;
}) {
  const listRef = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!['ArrowRight', 'ArrowLeft', 'Home', 'End'].includes(event.key)) return;
    event.preventDefault();
    const index = sources.findIndex((source) => source.id === value);
    const next =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? sources.length - 1
          : (index + (event.key === 'ArrowRight' ? 1 : -1) + sources.length) % sources.length;
    const source = sources[next];
    if (!source) return;
    onChange(source.id);
    listRef.current?.querySelector<HTMLButtonElement>(`[data-source="${source.id}"]`)?.focus();
  };
  return (
    <div
      ref={listRef}
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
      className="-mx-1 flex gap-1 overflow-x-auto pb-1"
    >
      {sources.map((source) => {
        const selected = source.id === value;
        return (
          <button
            key={source.id}
            type="button"
            role="tab"
            data-source={source.id}
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(source.id)}
            className={`flex shrink-0 items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm font-medium focus-visible:outline-2 ${
              selected
                ? 'border-ink bg-ink text-white'
                : 'border-gray-200 bg-white text-gray-700 hover:bg-gray-50'
            }`}
          >
            <span
              aria-hidden
              className="inline-block size-2 rounded-full"
              style={{ backgroundColor: source.colors.primary }}
            />
            {source.name}
          </button>
        );
      })}
    </div>
  );
}
