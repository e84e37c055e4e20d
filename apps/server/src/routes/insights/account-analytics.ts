import { insightEndpoints } from '@songstats/contract';
import {
  listAccountTracks,
  listSeriesPoints,
  listSeriesSummaries,
  summarisePlaylistReach,
} from '@songstats/db';
import type { AppInstance } from '../../app-instance';
import { rangeDays, withinRange } from '../../presenters/analytics-links';
import { presentBackstageStats } from '../../presenters/present-audience';
import { chartSeries, statCards } from '../../presenters/present-track-overview';
import { serveEndpoint } from '../serve-endpoint';
import { loadAccountTables } from './account-data';
import { creatorTop } from './creator-analytics';
import { loadInsightAccess } from './insight-access';
import {
  loadProvenanceBook,
  platformProvenances,
  stampCreatorTop,
  stampTables,
  stampTop,
  topDays,
} from './provenance';
import { withRangeDeltas } from './range-deltas';
import { marketScopes } from './track-data';

type TopEndpoint =
  | typeof insightEndpoints.analyticsTop
  | typeof insightEndpoints.analyticsCreatorTop;

/**
 * spec §7 analytics/top (and analytics_creator/top on the social product): the account's
 * counters on the source with their week's change, its playlist reach, and its series charts.
 */
function accountTopRoute(app: AppInstance, endpoint: TopEndpoint) {
  serveEndpoint(app, endpoint, {
    access: 'member-on-account',
    tags: ['insights'],
    handler: async (request) => {
      const { idUnique, source, range } = request.query;
      const access = await loadInsightAccess(request, idUnique, source);
      const base = {
        accountIdUnique: access.account.idUnique,
        sourceId: source,
        lastLoadedTime: Date.now(),
        hasAccess: access.hasAccess,
        lockedReason: access.lockedReason,
        scope: null,
        scopeMenuOptions: [],
        canFilterByTime: source !== 'overview',
      };
      if (!access.hasAccess) return { ...base, top: null };
      // Issue 25: a creator's analytics are their platforms' followers and posts.
      if (access.account.type === 'creator') {
        const top = await creatorTop(app.db, access.account.id, source, range);
        const book = await loadProvenanceBook(app.db, topDays(top, []));
        return { ...base, top: stampCreatorTop(top, book, source) };
      }
      const sources = source === 'overview' ? null : [source];
      const trackIds = (await listAccountTracks(app.db, access.account.id)).map((t) => t.id);
      const [summaries, points, reach] = await Promise.all([
        listSeriesSummaries(app.db, 'account', [access.account.id], sources),
        sources ? listSeriesPoints(app.db, 'account', access.account.id, source, null) : [],
        summarisePlaylistReach(app.db, trackIds),
      ]);
      const reachCards = presentBackstageStats(
        sources ? reach.filter((row) => row.source === source) : reach,
      ).map((card) => ({ ...card, value: Number(card.value) }));
      const top = {
        // Issue 21: on a source, each card's change over the chosen range (the overview, which
        // has no time filter, keeps the week's).
        stats: [
          ...(sources
            ? withRangeDeltas(statCards(summaries, false), points, rangeDays(range))
            : statCards(summaries, true)),
          ...reachCards,
        ],
        charts: chartSeries(withinRange(points, rangeDays(range))),
      };
      const book = await loadProvenanceBook(app.db, topDays(top, summaries));
      // Issue 28: each card and series tells its platform, refresh time and state (decision 063).
      return { ...base, top: { overview: null, ...stampTop(top, book, source, summaries) } };
    },
  });
}

export const analyticsTopRoute = (app: AppInstance) =>
  accountTopRoute(app, insightEndpoints.analyticsTop);
export const analyticsCreatorTopRoute = (app: AppInstance) =>
  accountTopRoute(app, insightEndpoints.analyticsCreatorTop);

/** spec §7 analytics/bottom: the account's tables on the source, sorted and scoped. */
export function analyticsBottomRoute(app: AppInstance) {
  const endpoint = insightEndpoints.analyticsBottom;
  serveEndpoint(app, endpoint, {
    access: 'member-on-account',
    tags: ['insights'],
    handler: async (request) => {
      const query = request.query;
      const access = await loadInsightAccess(request, query.idUnique, query.source);
      const base = {
        accountIdUnique: access.account.idUnique,
        sourceId: query.source,
        lastLoadedTime: Date.now(),
        hasAccess: access.hasAccess,
        lockedReason: access.lockedReason,
        scope: query.scope ?? 'all',
        canFilterByTime: query.source !== 'overview',
      };
      if (!access.hasAccess) {
        return { ...base, tableData: [], sortedById: null, scopeMenuOptions: [] };
      }
      const { tables, charts, lastDay, readings } = await loadAccountTables(
        app.db,
        access.account,
        query,
      );
      // Issue 28: each table tells its platform, refresh time and state (decision 063); a table
      // of several platforms' figures (a creator's posts on the overview) tells each platform's.
      const book = await loadProvenanceBook(app.db, [
        lastDay,
        ...(readings ?? []).map((row) => row.day),
      ]);
      const stamped =
        query.source === 'overview' && readings?.length
          ? tables.map((table) => ({
              ...table,
              platformProvenance: platformProvenances(book, readings),
            }))
          : lastDay
            ? stampTables(tables, book, query.source, lastDay)
            : tables;
      return {
        ...base,
        tableData: stamped,
        sortedById: tables[0]?.sortedById ?? null,
        scopeMenuOptions: charts.length ? marketScopes(charts) : [],
      };
    },
  });
}
