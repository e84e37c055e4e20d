import type { AnalyticsTableResponse, AnalyticsTopResponse, TimeRange } from '@songstats/contract';
import {
  CREATOR_ONLY_SOURCE_IDS,
  sourcesWithTag,
  type TableSort,
  visibleSources,
} from '@songstats/domain';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../lib/document-title';
import { useSession } from '../../session/session-store';
import { ChartGrid, TableList } from '../analytics/AnalyticsBody';
import { AnalyticsFrame, NoDataNotice } from '../analytics/AnalyticsFrame';
import { MapSection } from '../analytics/MapSection';
import { StatCards } from '../analytics/StatCards';
import { formatDay } from '../format';
import { MilestoneForecasts } from '../moves/MovesViews';
import { useTrackMoves } from '../moves/use-moves';
import { ScreenNotice, SectionState } from '../SectionState';
import { SourceTabs } from '../SourceTabs';
import type { CellContext } from '../table/CellView';
import { useCurrentAccount } from '../use-current-account';
import { useExportAllowed } from '../use-export-allowed';
import { useTrackBottom, useTrackComments, useTrackMapStats, useTrackTop } from '../use-insights';
import { TrackOverviewView } from './TrackOverviewView';

/** Sources whose posts carry comments (spec §3 "comments" of a track section). */
const COMMENT_SOURCES = new Set(['youtube', 'tiktok', 'instagram', 'soundcloud']);

/**
 * Issue 21: a source the world has nothing of for this track (e.g. Songkick, whose concerts are
 * the artist's) says so once, instead of a column of empty tables: no table has a row and no
 * chart a point.
 */
function hasNothing(top: AnalyticsTopResponse | null, tables: AnalyticsTableResponse[]): boolean {
  return (
    tables.every((table) => table.rows.length === 0) &&
    !(top?.charts ?? []).some((chart) => chart.points.length > 0)
  );
}

function TrackSource({
  trackId,
  source,
  idUnique,
}: {
  trackId: string;
  source: string;
  idUnique: string | null;
}) {
  const { account } = useCurrentAccount(idUnique);
  const canExport = useExportAllowed(account);
  const [scope, setScope] = useState<string | undefined>(undefined);
  const [range, setRange] = useState<TimeRange>('all');
  const query = { source, scope, range, idUnique: idUnique ?? undefined };
  // A table cut to the server's first rows is sorted by the server (all of its rows).
  const [serverSort, setServerSort] = useState<TableSort | null>(null);
  const top = useTrackTop(trackId, query);
  const bottom = useTrackBottom(
    trackId,
    serverSort ? { ...query, sortBy: serverSort.column, sortOrder: serverSort.direction } : query,
  );
  const maps = useTrackMapStats(trackId, source, idUnique ?? undefined);
  // Issue 28: why the charts moved, and the next milestones.
  const moves = useTrackMoves(trackId, source, idUnique);
  const comments = useTrackComments(
    trackId,
    source,
    COMMENT_SOURCES.has(source) && top.data?.hasAccess === true,
  );
  const context: CellContext = {
    idUnique,
    entityType: account?.type === 'collaborator' ? 'artist' : (account?.type ?? null),
    trackIdUnique: trackId,
  };
  const exportTarget = canExport && idUnique ? { idUnique, trackIdUnique: trackId, source } : null;

  return (
    <AnalyticsFrame
      top={top}
      account={account}
      source={source}
      scope={scope}
      onScope={setScope}
      range={range}
      onRange={setRange}
    >
      {(answer) => (
        <>
          {answer.top?.overview && <TrackOverviewView overview={answer.top.overview} />}
          {answer.top && source !== 'overview' && (
            <>
              <StatCards cards={answer.top.stats} label="Stats" range={range} />
              <ChartGrid charts={answer.top.charts} jumps={moves.data?.jumps ?? []} />
            </>
          )}
          {moves.data?.hasAccess && (
            <MilestoneForecasts
              forecasts={moves.data.forecasts}
              showSource={source === 'overview'}
            />
          )}
          {source !== 'overview' && (
            <SectionState
              isPending={bottom.isPending}
              error={bottom.error}
              onRetry={() => void bottom.refetch()}
              label="the tables"
            >
              {bottom.data && hasNothing(answer.top, bottom.data.tableData) ? (
                <NoDataNotice source={source} />
              ) : (
                <TableList
                  tables={bottom.data?.tableData ?? []}
                  context={context}
                  exportTarget={exportTarget}
                  onServerSort={setServerSort}
                />
              )}
            </SectionState>
          )}
          {source !== 'overview' && maps.data?.hasAccess && (
            <section aria-label="Locations" className="space-y-3">
              <h2 className="text-lg font-semibold text-ink">Locations</h2>
              <MapSection
                mapStats={maps.data.mapStats}
                context={context}
                exportTarget={exportTarget}
                emptyText="No locations for this track yet."
              />
            </section>
          )}
          {comments.data?.hasAccess && (
            <section
              aria-label="Comments"
              className="rounded-xl border border-gray-200 bg-white p-4"
            >
              <h2 className="mb-3 text-lg font-semibold text-ink">
                Comments ({comments.data.commentData.total})
              </h2>
              {comments.data.commentData.comments.length === 0 ? (
                <p className="text-sm text-gray-600">No comments yet.</p>
              ) : (
                <ul className="divide-y divide-gray-100">
                  {comments.data.commentData.comments.map((comment) => (
                    <li
                      key={`${comment.author}:${comment.date}:${comment.text.slice(0, 20)}`}
                      className="py-2 text-sm"
                    >
                      <p className="font-medium text-ink">
                        {comment.author}{' '}
                        <time
                          className="ml-2 text-xs font-normal text-gray-500"
                          dateTime={comment.date}
                        >
                          {formatDay(comment.date)}
                        </time>
                      </p>
                      <p className="text-gray-700">{comment.text}</p>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          )}
        </>
      )}
    </AnalyticsFrame>
  );
}

/**
 * The track's title and artists, from its overview (the Overview tab's own answer, cached): the
 * other tabs name no track. A locked track keeps the generic title, nothing of its data.
 */
function TrackHeading({ trackId, idUnique }: { trackId: string; idUnique: string | null }) {
  const overview = useTrackTop(trackId, {
    source: 'overview',
    scope: undefined,
    range: 'all',
    idUnique: idUnique ?? undefined,
  }).data?.top?.overview;
  const info = (title: string) =>
    overview?.infoArray.find((entry) => entry.title === title)?.value || null;
  const byline = [info('Artists'), info('Label')].filter(Boolean).join(' · ');
  usePageTitle(info('Title'), info('Artists'));
  return (
    <div className="mb-4 min-w-0">
      <h1 className="truncate text-2xl font-semibold tracking-tight text-ink">
        {info('Title') ?? 'Track analytics'}
      </h1>
      {byline && <p className="truncate text-sm text-gray-500">{byline}</p>}
    </div>
  );
}

/** spec §2, §3: a track's analytics, one tab per source of the catalogue. */
export default function TrackAnalyticsPage() {
  const { trackId = '' } = useParams();
  const login = useSession((state) => state.login);
  const [params, setParams] = useSearchParams();
  const source = params.get('source') ?? 'overview';
  const accountParam = params.get('account');
  const { idUnique } = useCurrentAccount(accountParam);
  const sources = visibleSources(sourcesWithTag('analytics'), login?.isBetaTester ?? false).filter(
    (entry) =>
      (entry.tags.isSource && !CREATOR_ONLY_SOURCE_IDS.includes(entry.id)) ||
      entry.id === 'overview',
  );
  const setSource = (next: string) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        copy.set('source', next);
        return copy;
      },
      { replace: true },
    );
  if (!login) {
    return (
      <main className="mx-auto max-w-6xl px-4 py-6">
        <ScreenNotice title="Log in to see this track's analytics" />
      </main>
    );
  }
  return (
    <main className="mx-auto max-w-6xl px-4 py-6">
      <TrackHeading trackId={trackId} idUnique={idUnique} />
      <div className="mb-5">
        <SourceTabs sources={sources} value={source} onChange={setSource} label="Sources" />
      </div>
      <TrackSource key={source} trackId={trackId} source={source} idUnique={idUnique} />
    </main>
  );
}
