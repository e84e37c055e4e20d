import { CREATOR_ONLY_SOURCE_IDS, sourcesWithTag, visibleSources } from '@songstats/domain';
import { memo } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { Image } from '../../../lib/Image';
import { useSession } from '../../session/session-store';
import { AccountSwitcher } from '../AccountSwitcher';
import { formatDay, formatDelta, formatNumber } from '../format';
import { LockedPrompt } from '../LockedPrompt';
import { ScreenNotice, SectionState, useRowsInSteps } from '../SectionState';
import { SourceTabs } from '../SourceTabs';
import { useCurrentAccount } from '../use-current-account';
import { useTopTracks } from '../use-insights';

/**
 * Issue 29: the rows rendered with the data (a phone's first screen shows about ten); the rest
 * of the 50 follow this many at a time, each in a task of its own (useRowsInSteps).
 */
export const TRACK_ROWS_FIRST = 12;

type TrackItem = NonNullable<ReturnType<typeof useTopTracks>['data']>['items'][number];

/** A track's row; memoised, so the rows already shown are not rendered again at each step. */
const TrackRow = memo(function TrackRow({
  item,
  source,
  idUnique,
}: {
  item: TrackItem;
  source: string;
  idUnique: string;
}) {
  return (
    <tr>
      <td className="px-3 py-2.5 text-right text-gray-500">{item.rank}</td>
      <td className="px-3 py-2.5">
        <div className="flex items-center gap-3">
          {item.imageUrl ? (
            <Image src={item.imageUrl} alt="" className="size-10 shrink-0 rounded object-cover" />
          ) : (
            <span aria-hidden className="size-10 shrink-0 rounded bg-gray-100" />
          )}
          <div className="min-w-0">
            {item.trackIdUnique ? (
              <Link
                to={`/tracks/${encodeURIComponent(item.trackIdUnique)}?source=${source}&account=${encodeURIComponent(idUnique)}`}
                className="font-medium text-ink hover:underline focus-visible:outline-2"
              >
                {item.name}
              </Link>
            ) : (
              <span className="font-medium text-ink">{item.name}</span>
            )}
            {item.secondaryText && (
              <p className="truncate text-xs text-gray-500">{item.secondaryText}</p>
            )}
          </div>
        </div>
      </td>
      <td className="px-3 py-2.5 whitespace-nowrap text-gray-600 max-sm:hidden">
        {formatDay(item.releaseDate)}
      </td>
      <td className="px-3 py-2.5 text-right font-medium">{formatNumber(item.value)}</td>
      <td
        className={`px-3 py-2.5 text-right text-xs ${(item.delta ?? 0) > 0 ? 'text-emerald-700' : (item.delta ?? 0) < 0 ? 'text-red-700' : 'text-gray-500'}`}
      >
        {item.delta === null ? '–' : formatDelta(item.delta)}
      </td>
    </tr>
  );
});

/** spec §2 /tracks: the account's tracks, ranked on a source, each opening its analytics. */
export default function TracksPage() {
  const { idUnique: routeId } = useParams();
  const login = useSession((state) => state.login);
  const { idUnique, account } = useCurrentAccount(routeId);
  const [params, setParams] = useSearchParams();
  const source = params.get('source') ?? 'spotify';
  const sources = visibleSources(sourcesWithTag('analytics'), login?.isBetaTester ?? false).filter(
    (entry) => entry.tags.isSource && !CREATOR_ONLY_SOURCE_IDS.includes(entry.id),
  );
  const list = useTopTracks(idUnique, source);
  const items = list.data?.items ?? [];
  const { shown, complete } = useRowsInSteps(items.length, list.data, {
    first: TRACK_ROWS_FIRST,
  });
  const setSource = (next: string) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        copy.set('source', next);
        return copy;
      },
      { replace: true },
    );
  return (
    <main className="mx-auto max-w-5xl px-4 py-6">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold tracking-tight text-ink">Tracks</h1>
        <AccountSwitcher fromRoute={routeId} />
      </div>
      {!login ? (
        <ScreenNotice title="Log in to see your tracks" />
      ) : !idUnique ? (
        <ScreenNotice title="No artist or label yet">
          Add an artist or label profile, or subscribe to one, to see its tracks here.
        </ScreenNotice>
      ) : (
        <>
          <div className="mb-4">
            <SourceTabs sources={sources} value={source} onChange={setSource} label="Sources" />
          </div>
          <SectionState
            isPending={list.isPending}
            error={list.error}
            onRetry={() => void list.refetch()}
            label="the tracks"
          >
            {list.data && !list.data.hasAccess ? (
              <LockedPrompt
                hasProduct={Boolean(account?.subbedAt)}
                isUpgradable={account?.isUpgradable ?? false}
              />
            ) : list.data && list.data.items.length === 0 ? (
              <p className="rounded-xl border border-dashed border-gray-300 bg-white p-6 text-center text-gray-600">
                We don't see any tracks for this profile yet.
              </p>
            ) : (
              <div className="overflow-x-auto rounded-xl border border-gray-200 bg-white">
                <table className="w-full text-left text-sm">
                  <caption className="sr-only">Tracks</caption>
                  <thead className="border-b border-gray-200 text-xs text-gray-500">
                    <tr>
                      <th scope="col" className="w-10 px-3 py-2 text-right font-medium">
                        #
                      </th>
                      <th scope="col" className="px-3 py-2 font-medium">
                        Track
                      </th>
                      <th scope="col" className="px-3 py-2 font-medium max-sm:hidden">
                        Released
                      </th>
                      <th scope="col" className="px-3 py-2 text-right font-medium">
                        {list.data?.metricTitle}
                      </th>
                      <th scope="col" className="px-3 py-2 text-right font-medium">
                        7-Day Change
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-gray-100" aria-busy={!complete}>
                    {items.slice(0, shown).map((item) => (
                      <TrackRow
                        key={`${item.rank}:${item.trackIdUnique}`}
                        item={item}
                        source={source}
                        idUnique={idUnique}
                      />
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </SectionState>
        </>
      )}
    </main>
  );
}
