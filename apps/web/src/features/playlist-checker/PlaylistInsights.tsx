import type { PlaylistData } from '@songstats/contract';
import { lazy, Suspense } from 'react';
import { formatDay, formatDelta, formatNumber } from '../insights/format';
import { PlaylistHealthBadge } from '../insights/PlaylistHealthBadge';

const SeriesChart = lazy(() => import('../insights/charts/SeriesChart'));

const ACTIVITY_WORDS = { playlist_add: 'Added', playlist_remove: 'Removed' } as const;

/** The checked part of a playlist (spec §1): ranks, follower growth, curator contact, activity. */
export function PlaylistInsights({ data }: { data: PlaylistData }) {
  const growth = data.followerGrowth ?? [];
  const first = growth[0];
  const last = growth[growth.length - 1];
  return (
    <div className="mt-6 grid gap-4 lg:grid-cols-3">
      <section
        aria-labelledby="ranks-title"
        className="rounded-2xl border border-gray-200 bg-white p-4"
      >
        <h2 id="ranks-title" className="font-semibold text-ink">
          Ranks by followers
        </h2>
        {data.ranks && (
          <dl className="mt-2 space-y-1 text-sm">
            <div className="flex justify-between gap-2">
              <dt className="text-gray-600">Global</dt>
              <dd data-testid="global-rank">
                #{formatNumber(data.ranks.global.rank)} of {formatNumber(data.ranks.global.of)}
              </dd>
            </div>
            {data.ranks.genres.map((genre) => (
              <div key={genre.genre} className="flex justify-between gap-2">
                <dt className="capitalize text-gray-600">{genre.genre}</dt>
                <dd data-testid={`genre-rank-${genre.genre}`}>
                  #{formatNumber(genre.rank)} of {formatNumber(genre.of)}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </section>
      <section
        aria-labelledby="contact-title"
        className="rounded-2xl border border-gray-200 bg-white p-4"
      >
        <h2 id="contact-title" className="font-semibold text-ink">
          Curator contact
        </h2>
        {data.contact ? (
          <dl className="mt-2 space-y-1 text-sm">
            {data.contact.name && (
              <div>
                <dt className="sr-only">Curator</dt>
                <dd>{data.contact.name}</dd>
              </div>
            )}
            {data.contact.email && (
              <div>
                <dt className="sr-only">Email</dt>
                <dd>
                  <a
                    href={`mailto:${data.contact.email}`}
                    className="text-blue-700 hover:underline"
                  >
                    {data.contact.email}
                  </a>
                </dd>
              </div>
            )}
          </dl>
        ) : (
          <p className="mt-2 text-sm text-gray-500">
            The platform lists no contact for this playlist.
          </p>
        )}
      </section>
      <section
        aria-labelledby="growth-title"
        className="rounded-2xl border border-gray-200 bg-white p-4"
      >
        <h2 id="growth-title" className="font-semibold text-ink">
          Follower growth
        </h2>
        {data.health && (
          <div className="mt-2">
            <PlaylistHealthBadge health={data.health} withSignals />
          </div>
        )}
        {first && last ? (
          <p className="mt-2 text-sm text-gray-700" data-testid="follower-growth">
            {formatDelta(last.followers - first.followers)} since {formatDay(first.day)}
          </p>
        ) : (
          <p className="mt-2 text-sm text-gray-500">No follower readings yet.</p>
        )}
      </section>
      {growth.length > 0 && (
        <section
          aria-label="Daily followers"
          className="rounded-2xl border border-gray-200 bg-white p-4 lg:col-span-3"
        >
          <Suspense fallback={<div className="h-64" />}>
            <SeriesChart
              title="Followers per day"
              series={[
                {
                  id: 'followers_total',
                  title: 'Followers',
                  points: growth.map((point) => ({ date: point.day, value: point.followers })),
                },
              ]}
            />
          </Suspense>
        </section>
      )}
      <section
        aria-labelledby="activity-title"
        className="rounded-2xl border border-gray-200 bg-white p-4 lg:col-span-3"
      >
        <h2 id="activity-title" className="font-semibold text-ink">
          Adds and removals
        </h2>
        {(data.activity ?? []).length === 0 ? (
          <p className="mt-2 text-sm text-gray-500">
            No adds or removals of monitored tracks in the last 30 days.
          </p>
        ) : (
          <ul className="mt-2 divide-y divide-gray-100 text-sm">
            {(data.activity ?? []).map((item) => (
              <li
                key={`${item.type}:${item.date}:${item.trackIdUnique}`}
                className="flex gap-3 py-1.5"
              >
                <span className="w-28 shrink-0 text-gray-500">{formatDay(item.date)}</span>
                <span className={item.type === 'playlist_add' ? 'text-green-700' : 'text-red-700'}>
                  {ACTIVITY_WORDS[item.type]}
                </span>
                <span className="truncate">
                  {item.trackTitle}
                  {item.artistName && <span className="text-gray-500"> · {item.artistName}</span>}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
