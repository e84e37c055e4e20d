import type { MilestoneForecastResponse, SeriesJumpResponse } from '@songstats/contract';
import { sourceById } from '@songstats/domain';
import { Link } from 'react-router';
import { ProvenanceMark } from '../../../components/Provenance';
import { formatCompact, formatDay, formatNumber } from '../format';
import { useUpcomingMilestones } from './use-moves';

/** "+21,000 Streams" / "-3 Popularity". */
export function jumpChangeText(jump: SeriesJumpResponse): string {
  const sign = jump.change > 0 ? '+' : jump.change < 0 ? '-' : '';
  return `${sign}${formatNumber(Math.abs(jump.change))} ${jump.title}`;
}

/** Issue 28: under a chart, the days it jumped and why (the causes best first, scored). */
export function JumpNotes({ jumps }: { jumps: readonly SeriesJumpResponse[] }) {
  if (jumps.length === 0) return null;
  return (
    <div className="mt-2 border-t border-gray-100 pt-2">
      <h3 className="text-xs font-semibold uppercase tracking-wide text-gray-500">Why it moved</h3>
      <ul aria-label="Why it moved" className="mt-1 space-y-1 text-sm">
        {jumps.map((jump) => (
          <li key={`${jump.source}:${jump.seriesId}:${jump.date}`} data-testid="jump-note">
            <span className="font-medium text-ink">
              <time dateTime={jump.date}>{formatDay(jump.date)}</time>: {jumpChangeText(jump)}
            </span>{' '}
            <span className="text-gray-500">
              (usually {formatNumber(Math.round(jump.expected))})
            </span>
            {' · '}
            <span data-testid="jump-cause" className="text-gray-700">
              {jump.explanation}
            </span>
            {jump.causes.length > 1 && (
              <span className="text-gray-500">
                {' '}
                (also:{' '}
                {jump.causes
                  .slice(1)
                  .map((cause) => cause.text)
                  .join('; ')}
                )
              </span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** "1M Streams: about 12 days, 8 to 19 (8 Dec 2026)". */
export function forecastLine(forecast: MilestoneForecastResponse): string {
  return `${formatCompact(forecast.milestone)} ${forecast.title}: ${forecast.text} (${formatDay(forecast.date)})`;
}

/** Issue 28: a track's next milestones with their ETA and interval. */
export function MilestoneForecasts({
  forecasts,
  showSource = false,
}: {
  forecasts: readonly MilestoneForecastResponse[];
  /** On the overview, each line names its platform (Spotify's and SoundCloud's streams). */
  showSource?: boolean;
}) {
  if (forecasts.length === 0) return null;
  return (
    <section
      aria-label="Next milestones"
      className="rounded-xl border border-gray-200 bg-white p-4"
    >
      <h2 className="mb-2 text-sm font-semibold text-ink">Next milestones</h2>
      <ul className="space-y-1 text-sm text-gray-700">
        {forecasts.map((forecast) => (
          <li key={`${forecast.source}:${forecast.seriesId}`} className="flex items-center gap-2">
            <span data-testid="milestone-forecast">
              {showSource && `${sourceById(forecast.source)?.name ?? forecast.source} · `}
              {forecastLine(forecast)}
            </span>
            {/* Issue 28: an estimate, from which readings (decision 063). */}
            <ProvenanceMark provenance={forecast.provenance} />
          </li>
        ))}
      </ul>
      <p className="mt-2 text-xs text-gray-500">
        Forecast from the recent daily growth; the range holds the day 8 times in 10.
      </p>
    </section>
  );
}

/**
 * Issue 28: the feed's upcoming items, the profile's and its tracks' next milestones, soonest
 * first; nothing while loading, on error or without access (the feed below says why).
 */
export function UpcomingMilestones({ idUnique }: { idUnique: string }) {
  const upcoming = useUpcomingMilestones(idUnique);
  const items = upcoming.data?.hasAccess ? upcoming.data.items : [];
  if (items.length === 0) return null;
  return (
    <section aria-label="Upcoming" className="mb-4 rounded-xl border border-gray-200 bg-white p-4">
      <h2 className="mb-2 text-sm font-semibold text-ink">Upcoming</h2>
      <ul className="space-y-1 text-sm text-gray-700">
        {items.map((item) => (
          <li
            key={`${item.objectIdUnique}:${item.source}:${item.seriesId}`}
            data-testid="upcoming-milestone"
          >
            {item.objectType === 'track' ? (
              <Link
                to={`/tracks/${encodeURIComponent(item.objectIdUnique)}?source=${item.source}&account=${encodeURIComponent(idUnique)}`}
                className="font-medium text-ink hover:underline"
              >
                {item.objectName}
              </Link>
            ) : (
              <span className="font-medium text-ink">{item.objectName}</span>
            )}{' '}
            · {sourceById(item.source)?.name ?? item.source} · {forecastLine(item)}{' '}
            <ProvenanceMark provenance={item.provenance} className="align-middle" />
          </li>
        ))}
      </ul>
    </section>
  );
}
