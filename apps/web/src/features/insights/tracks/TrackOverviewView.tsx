import type { TrackOverviewResponse } from '@songstats/contract';
import { ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import { ProvenanceMark, provenanceText } from '../../../components/Provenance';
import { Image } from '../../../lib/Image';
import { formatCompact, formatNumber } from '../format';
import { SourceBadge } from '../SourceIcon';

const card = 'rounded-xl border border-gray-200 bg-white p-4';
const heading = 'mb-3 text-sm font-semibold text-ink';

function People({
  title,
  people,
  type,
}: {
  title: string;
  people: TrackOverviewResponse['relatedArtists'];
  type: 'artist' | 'label';
}) {
  if (people.length === 0) return null;
  return (
    <section className={card} aria-label={title}>
      <h3 className={heading}>{title}</h3>
      <ul className="flex flex-wrap gap-2">
        {people.map((person) => (
          <li key={person.idUnique}>
            <Link
              to={`/${type}/${encodeURIComponent(person.idUnique)}`}
              className="flex items-center gap-2 rounded-full border border-gray-200 py-1 pr-3 pl-1 text-sm hover:bg-gray-50 focus-visible:outline-2"
            >
              {person.imageUrl ? (
                <Image src={person.imageUrl} alt="" className="size-6 rounded-full object-cover" />
              ) : (
                <span aria-hidden className="size-6 rounded-full bg-gray-200" />
              )}
              {person.name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** spec §3 "Track overview": info, links, genres, stats, follower breakdown, related, highlights. */
export function TrackOverviewView({ overview }: { overview: TrackOverviewResponse }) {
  const maxFollowers = Math.max(1, ...overview.followerBreakdown.map((entry) => entry.value));
  const breakdownTitle = overview.followerBreakdownProvenance?.length
    ? overview.followerBreakdownProvenance.map(provenanceText).join('\n')
    : undefined;
  return (
    <div className="grid gap-4 lg:grid-cols-3" data-testid="track-overview">
      <section className={`${card} lg:col-span-1`} aria-label="Info">
        <h3 className={heading}>Info</h3>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
          {overview.infoArray.map((entry) => (
            <div key={entry.title} className="contents">
              <dt className="text-gray-500">{entry.title}</dt>
              <dd className="text-ink">{entry.value}</dd>
            </div>
          ))}
        </dl>
        {overview.genres.length > 0 && (
          <ul aria-label="Genres" className="mt-3 flex flex-wrap gap-1.5">
            {overview.genres.map((genre) => (
              <li
                key={genre}
                className="rounded-full bg-gray-100 px-2 py-0.5 text-xs text-gray-700"
              >
                {genre}
              </li>
            ))}
          </ul>
        )}
        {overview.entityLinks.length > 0 && (
          <ul aria-label="Links" className="mt-3 flex flex-wrap gap-2">
            {overview.entityLinks.map((link) => (
              <li key={link.url}>
                <a
                  href={link.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-1 rounded-md border border-gray-200 px-2 py-1 hover:bg-gray-50 focus-visible:outline-2"
                >
                  <SourceBadge sourceId={link.sourceId} />
                  <ExternalLink aria-hidden size={12} />
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className={`${card} lg:col-span-2`} aria-label="Stats">
        <h3 className={heading}>Stats</h3>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {overview.stats.map((stat) => {
            // Issue 28: a figure summed over platforms (Playlists, Playlist Reach, Current
            // Charts) has a mark per platform, each told on its own hover; its value's title
            // repeats them all.
            const parts = stat.platformProvenance ?? [];
            return (
              <li
                key={`${stat.sourceId ?? ''}:${stat.title}`}
                data-testid="overview-stat"
                className={parts.length > 0 ? 'relative' : 'group relative'}
              >
                <div className="flex items-center gap-1 text-xs text-gray-500">
                  {stat.sourceId && <SourceBadge sourceId={stat.sourceId} showName={false} />}
                  <span title={overview.tooltips[stat.title]}>{stat.title}</span>
                  {/* Issue 28: where the figure comes from (decision 063). */}
                  <ProvenanceMark provenance={stat.provenance} />
                  {parts.map((provenance) => (
                    <ProvenanceMark key={provenance.sourceId} provenance={provenance} />
                  ))}
                </div>
                <p
                  className="text-xl font-semibold text-ink"
                  title={[formatNumber(stat.value), ...parts.map(provenanceText)].join('\n')}
                >
                  {formatCompact(stat.value)}
                </p>
              </li>
            );
          })}
        </ul>
      </section>
      {overview.followerBreakdown.length > 0 && (
        <section className={card} aria-label="Follower breakdown">
          <div className="mb-3 flex items-center gap-1">
            <h3 className="text-sm font-semibold text-ink">Follower breakdown</h3>
            {/* Issue 28: where each platform's playlist followers come from (decision 063). */}
            {overview.followerBreakdownProvenance?.map((provenance) => (
              <ProvenanceMark key={provenance.sourceId} provenance={provenance} />
            ))}
          </div>
          <ul className="space-y-2 text-sm">
            {overview.followerBreakdown.map((entry) => (
              <li key={entry.title}>
                <div className="flex justify-between">
                  <span>{entry.title}</span>
                  <span className="font-medium" title={breakdownTitle}>
                    {formatNumber(entry.value)}
                  </span>
                </div>
                <div className="mt-1 h-1.5 rounded bg-gray-100">
                  <div
                    className="h-1.5 rounded bg-emerald-500"
                    style={{ width: `${(100 * entry.value) / maxFollowers}%` }}
                  />
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}
      {Object.keys(overview.audioFeatureData).length > 0 && (
        <section className={card} aria-label="Audio features">
          <h3 className={heading}>Audio features</h3>
          <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
            {Object.entries(overview.audioFeatureData).map(([name, value]) => (
              <div key={name} className="contents">
                <dt className="text-gray-500" title={overview.tooltips[name]}>
                  {name}
                </dt>
                <dd>{formatNumber(Math.round(value * 100) / 100)}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      {overview.highlightItems.length > 0 && (
        <section className={card} aria-label="Highlights">
          <h3 className={heading}>Highlights</h3>
          <ul className="space-y-1.5 text-sm">
            {overview.highlightItems.map((item) => (
              <li key={`${item.title}:${item.value}`} className="flex justify-between gap-3">
                <span className="text-gray-600">{item.title}</span>
                <span className="font-medium text-ink">{item.value}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      <People title="Related artists" people={overview.relatedArtists} type="artist" />
      <People title="Related labels" people={overview.relatedLabels} type="label" />
    </div>
  );
}
