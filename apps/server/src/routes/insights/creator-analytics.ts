import {
  type AnalyticsTableResponse,
  type AnalyticsTopResponse,
  POST_PLATFORMS,
  type TimeRange,
} from '@songstats/contract';
import {
  type Database,
  listSeriesPoints,
  listSeriesSummaries,
  type SeriesPointRow,
  type SeriesSummaryRow,
} from '@songstats/db';
import {
  AUDIENCE_QUALITY_HOW,
  audienceDays,
  audienceQuality,
  CREATOR_METRICS,
  creatorMetricValue,
  productTexts,
  sourceById,
} from '@songstats/domain';
import { rangeDays, withinRange } from '../../presenters/analytics-links';
import { buildTable, cell, TABLE_ROW_LIMIT } from '../../presenters/analytics-table';
import { chartSeries, statCards } from '../../presenters/present-track-overview';
import { listPostRows } from '../posts/post-rows';
import { withRangeDeltas } from './range-deltas';
import type { TableQuery } from './track-data';

// Issue 25: a creator's analytics (spec §7 analytics_creator/top and the bottom part) from what
// the monitor stored: per platform the cards and charts of followers, average views, engagement
// rate and posts per week, and the creator's top posts.

/** The platforms the monitor follows creators' posts on (Twitch's are VODs; X's tweets). */
export const CREATOR_PLATFORMS = POST_PLATFORMS;

/** Platforms whose posts tell views only (Twitch's VODs): no likes, comments, shares or rate. */
const VIEWS_ONLY: readonly string[] = ['twitch'];

/** The overview's cards: each platform's followers and engagement rate. */
const OVERVIEW_METRICS = ['followers', 'engagement_rate'];

const platformName = (source: string) => sourceById(source)?.name ?? source;

const round2 = (value: number) => Math.round(value * 100) / 100;

/** A stored value as shown (the rate in percent, posts per week), rounded. */
const shown = <T extends { metric: string; value: number }>(row: T): T => ({
  ...row,
  value: creatorMetricValue(row.metric, row.value),
});

const byOrder = (a: { metric: string }, b: { metric: string }) =>
  (CREATOR_METRICS[a.metric]?.order ?? 9) - (CREATOR_METRICS[b.metric]?.order ?? 9);

/** The summaries (of `metrics` only, if given), shown, in the cards' order. */
function shownSummaries(rows: readonly SeriesSummaryRow[], metrics: readonly string[] | null) {
  return rows
    .filter((row) => !metrics || metrics.includes(row.metric))
    .sort((a, b) => a.source.localeCompare(b.source) || byOrder(a, b))
    .map((row) => ({
      ...shown(row),
      weekAgo: row.weekAgo === null ? null : creatorMetricValue(row.metric, row.weekAgo),
    }));
}

/** The unit of a card's value (the engagement rate is a percentage). */
function withUnits<Card extends { id: string; delta: number | null }>(cards: Card[]) {
  return cards.map((card) => {
    const metric = card.id.slice(card.id.indexOf(':') + 1);
    const unit = CREATOR_METRICS[metric]?.unit;
    return {
      ...card,
      delta: card.delta === null ? null : round2(card.delta),
      ...(unit ? { unit } : {}),
    };
  });
}

/**
 * spec §7 analytics_creator/top of a creator: on a platform its four cards with their change over
 * the range and a chart of each; on the overview every platform's followers and engagement rate,
 * and a followers chart per platform.
 */
export async function creatorTop(
  db: Database,
  accountId: number,
  source: string,
  range: TimeRange,
): Promise<AnalyticsTopResponse> {
  const days = rangeDays(range);
  if (source === 'overview') {
    const platforms = [...CREATOR_PLATFORMS];
    const summaries = await listSeriesSummaries(db, 'account', [accountId], platforms);
    const followers = await Promise.all(
      platforms.map(async (platform) => ({
        platform,
        points: (await listSeriesPoints(db, 'account', accountId, platform, null)).filter(
          (point) => point.metric === 'followers',
        ),
      })),
    );
    return {
      overview: null,
      stats: withUnits(statCards(shownSummaries(summaries, OVERVIEW_METRICS), true)),
      charts: followers
        .filter((entry) => entry.points.length > 0)
        .map((entry) => ({
          id: `${entry.platform}:followers`,
          title: `${platformName(entry.platform)} Followers`,
          points: withinRange(entry.points, days).map((p) => ({ date: p.day, value: p.value })),
        })),
    };
  }
  const [summaries, points] = await Promise.all([
    listSeriesSummaries(db, 'account', [accountId], [source]),
    listSeriesPoints(db, 'account', accountId, source, null),
  ]);
  const shownPoints: SeriesPointRow[] = points.map(shown);
  // Issue 25 "Audience quality": over every day the monitor stored (not the range: a burst
  // bought long ago still sits in the followers); on all six platforms (decision 074).
  const profileDays = audienceDays(points);
  const quality =
    (CREATOR_PLATFORMS as readonly string[]).includes(source) && profileDays.length > 1
      ? { ...audienceQuality(profileDays), method: AUDIENCE_QUALITY_HOW }
      : null;
  return {
    overview: null,
    audienceQuality: quality,
    stats: withUnits(
      withRangeDeltas(statCards(shownSummaries(summaries, null), false), shownPoints, days),
    ),
    charts: chartSeries(withinRange(shownPoints, days).sort(byOrder)),
  };
}

const percent = new Intl.NumberFormat('en-US', {
  style: 'percent',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** The first day of a range counted back from today (UTC), or undefined for all time. */
function rangeStart(range: TimeRange): string | undefined {
  const days = rangeDays(range);
  if (days === null) return undefined;
  return new Date(Date.now() - (days - 1) * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The creator's top posts (spec §7 bottom part): on a platform its posts, on the overview every
 * platform's, published within the range, most viewed first; sortable by any column.
 */
export async function creatorTables(
  db: Database,
  accountId: number,
  query: TableQuery,
): Promise<{
  tables: AnalyticsTableResponse[];
  /** Issue 28: each post's platform and the day its counters are of (their provenance). */
  readings: { source: string; day: string }[];
}> {
  const platform = (CREATOR_PLATFORMS as readonly string[]).includes(query.source)
    ? (query.source as (typeof CREATOR_PLATFORMS)[number])
    : undefined;
  // A platform no creator posts on: no posts.
  if (query.source !== 'overview' && platform === undefined) return { tables: [], readings: [] };
  const from = rangeStart(query.range);
  const { posts } = await listPostRows(
    db,
    [accountId],
    {
      ...(platform ? { platform } : {}),
      ...(from ? { from } : {}),
      sortBy: 'views',
      sortOrder: 'desc',
    },
    query.forExport ? 10_000 : TABLE_ROW_LIMIT,
    0,
  );
  const overview = platform === undefined;
  // Twitch's VODs: views only, and how long the broadcast was.
  const viewsOnly = platform !== undefined && VIEWS_ONLY.includes(platform);
  const minutes = (seconds: number | null) =>
    seconds === null
      ? null
      : `${Math.floor(seconds / 3600)}h ${Math.floor((seconds % 3600) / 60)}m`;
  const readings = posts.map((post) => ({ source: post.platform, day: post.countedOn }));
  const tables = [
    buildTable({
      id: 'top_posts',
      title: 'Top Posts',
      columns: [
        { id: 'post', title: 'Post' },
        ...(overview ? [{ id: 'platform', title: 'Platform' }] : []),
        { id: 'date', title: 'Date' },
        { id: 'views', title: 'Views' },
        ...(viewsOnly
          ? [{ id: 'duration', title: 'Duration' }]
          : [
              { id: 'likes', title: 'Likes' },
              { id: 'comments', title: 'Comments' },
              { id: 'shares', title: 'Shares' },
              { id: 'engagementRate', title: 'Engagement Rate' },
            ]),
      ],
      defaultSort: 'views',
      sortBy: query.sortBy,
      sortOrder: query.sortOrder,
      emptyText: productTexts('social').noPlatformData(
        platform ? platformName(platform) : 'social',
      ),
      ...(query.forExport ? { limit: posts.length } : {}),
      rows: posts.map((post) => [
        cell.link(post.caption, `/posts/${post.platform}/${encodeURIComponent(post.postId)}`),
        ...(overview ? [cell.text(platformName(post.platform))] : []),
        cell.text(post.publishedAt.slice(0, 10)),
        cell.text(post.views),
        ...(viewsOnly
          ? [cell.text(minutes(post.durationSeconds), post.durationSeconds)]
          : [
              cell.text(post.likes),
              cell.text(post.comments),
              cell.text(post.shares),
              cell.text(
                post.engagementRate === null ? null : percent.format(post.engagementRate),
                post.engagementRate,
              ),
            ]),
      ]),
    }),
  ];
  return { tables, readings };
}
