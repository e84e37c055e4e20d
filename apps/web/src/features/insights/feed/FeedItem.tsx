import type { ActivityItemResponse } from '@songstats/contract';
import { sourceById } from '@songstats/domain';
import { Lock, Sparkles, Trophy } from 'lucide-react';
import { memo, useState } from 'react';
import { Link } from 'react-router';
import { Image } from '../../../lib/Image';
import { formatDay } from '../format';
import { PlaylistHealthBadge } from '../PlaylistHealthBadge';
import { Popup } from '../Popup';
import { SourceBadge } from '../SourceIcon';
import { activityTypeLabel } from './feed-texts';

/**
 * spec §3 "Activity feed item": image, names, date, source, chart position, badges, popup.
 * Memoised (issue 29): the feed adds its items in steps, and the items already shown are not
 * rendered again at each step.
 */
export const FeedItem = memo(function FeedItem({
  item,
  isNew,
  accountIdUnique,
}: {
  item: ActivityItemResponse;
  isNew: boolean;
  accountIdUnique: string | null;
}) {
  const [open, setOpen] = useState(false);
  if (item.isLocked) {
    return (
      <li
        data-testid="feed-item"
        data-locked="true"
        className="flex items-center gap-3 rounded-xl border border-gray-200 bg-white p-3"
      >
        <div className="flex size-14 shrink-0 items-center justify-center rounded-lg bg-gray-100">
          <Lock aria-hidden size={18} className="text-gray-400" />
        </div>
        <div className="flex-1 space-y-2" aria-hidden>
          <div className="h-3 w-2/3 rounded bg-gray-200 blur-[1px]" />
          <div className="h-3 w-1/3 rounded bg-gray-100 blur-[1px]" />
        </div>
        <SourceBadge sourceId={item.sourceId} showName={false} />
        <span className="sr-only">Locked activity</span>
      </li>
    );
  }
  const source = sourceById(item.sourceId);
  const trackHref = item.trackIdUnique
    ? `/tracks/${encodeURIComponent(item.trackIdUnique)}?source=${item.sourceId}${
        accountIdUnique ? `&account=${encodeURIComponent(accountIdUnique)}` : ''
      }`
    : null;
  return (
    <li
      data-testid="feed-item"
      data-activity-type={item.activityType}
      data-new={isNew}
      className={`flex gap-3 rounded-xl border bg-white p-3 ${
        item.isHighlight ? 'border-amber-300 ring-1 ring-amber-200' : 'border-gray-200'
      }`}
    >
      {item.imageUrl ? (
        <Image
          src={item.imageUrl}
          alt=""
          width={56}
          height={56}
          className="size-14 shrink-0 rounded-lg object-cover"
        />
      ) : (
        <div aria-hidden className="size-14 shrink-0 rounded-lg bg-gray-100" />
      )}
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          {trackHref ? (
            <Link
              to={trackHref}
              className="truncate font-semibold text-ink hover:underline focus-visible:outline-2"
            >
              {item.trackName ?? item.artistName}
            </Link>
          ) : (
            <span className="truncate font-semibold text-ink">
              {item.trackName ?? item.artistName}
            </span>
          )}
          {isNew && (
            <span className="rounded-full bg-blue-600 px-2 py-0.5 text-[10px] font-bold uppercase text-white">
              New
            </span>
          )}
          {item.isHighlight && (
            <span className="inline-flex items-center gap-0.5 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-800">
              <Sparkles aria-hidden size={12} /> Highlight
            </span>
          )}
          {item.isMilestone && (
            <span className="inline-flex items-center gap-0.5 rounded-full bg-violet-100 px-2 py-0.5 text-xs font-medium text-violet-800">
              <Trophy aria-hidden size={12} /> Milestone
            </span>
          )}
        </div>
        <p className="truncate text-sm text-gray-600">
          {[item.artistName, item.labelName].filter(Boolean).join(' · ')}
        </p>
        <button
          type="button"
          onClick={() => setOpen(true)}
          aria-haspopup="dialog"
          className="mt-1 text-left text-sm text-gray-800 hover:underline focus-visible:outline-2"
          data-testid="activity-text"
        >
          {item.activityText ?? activityTypeLabel(item.activityType)}
        </button>
        <div className="mt-1 flex flex-wrap items-center gap-3 text-xs text-gray-500">
          <SourceBadge sourceId={item.sourceId} />
          <time dateTime={item.date}>{formatDay(item.date)}</time>
          <span>{activityTypeLabel(item.activityType)}</span>
          {item.playlistHealth && <PlaylistHealthBadge health={item.playlistHealth} />}
        </div>
      </div>
      {item.chartPositionText && (
        <span
          className="self-center rounded-lg border-2 px-2 py-1 text-lg font-bold text-ink"
          // The source's colour frames the position: as the text's colour it failed WCAG AA
          // contrast (Spotify's green on white is 2.0:1, issue 29).
          style={{ borderColor: source?.colors.primary ?? '#111827' }}
          data-testid="chart-position"
        >
          {item.chartPositionText}
        </span>
      )}
      {open && (
        <Popup
          title={item.popupTitle ?? activityTypeLabel(item.activityType)}
          onClose={() => setOpen(false)}
        >
          <p className="text-sm text-gray-700">{item.popupText ?? item.activityText}</p>
          <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
            <dt className="text-gray-500">Track</dt>
            <dd>{item.trackName ?? '–'}</dd>
            <dt className="text-gray-500">Date</dt>
            <dd>{formatDay(item.date)}</dd>
            <dt className="text-gray-500">Source</dt>
            <dd>{source?.name ?? item.sourceId}</dd>
            {item.playlistHealth && (
              <>
                <dt className="text-gray-500">Playlist health</dt>
                <dd>
                  <PlaylistHealthBadge health={item.playlistHealth} withSignals />
                </dd>
              </>
            )}
          </dl>
          {item.popupUrl && (
            <a
              href={item.popupUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-4 inline-block text-sm font-medium text-blue-700 hover:underline"
            >
              Open on {source?.name ?? 'the platform'}
            </a>
          )}
        </Popup>
      )}
    </li>
  );
});
