import { sourceById } from '@songstats/domain';

/** A source's colour dot and name (the icon files are not shipped yet; the colour stands in). */
export function SourceBadge({
  sourceId,
  showName = true,
}: {
  sourceId: string;
  showName?: boolean;
}) {
  const source = sourceById(sourceId);
  const name = source?.name ?? sourceId;
  return (
    <span className="inline-flex items-center gap-1.5 text-sm" title={name}>
      <span
        aria-hidden
        className="inline-block size-2.5 shrink-0 rounded-full"
        style={{ backgroundColor: source?.colors.primary ?? '#9CA3AF' }}
      />
      {showName ? <span>{name}</span> : <span className="sr-only">{name}</span>}
    </span>
  );
}
