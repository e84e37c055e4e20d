import { insightEndpoints, ZTrackParams } from '@songstats/contract';
import {
  countTrackPlaylists,
  listSeriesPoints,
  listSeriesSummaries,
  listTrackCharts,
  listTrackComments,
  listTrackPlaylists,
  playlistTotals,
} from '@songstats/db';
import type { AppInstance } from '../../app';
import { requireMember } from '../../auth/require-member';
import { rangeDays, withinRange } from '../../presenters/analytics-links';
import {
  chartSeries,
  presentTrackOverview,
  statCards,
} from '../../presenters/present-track-overview';
import { errorResponses } from '../responses';
import { excludedSourcesOf } from './insight-access';
import { withRangeDeltas } from './range-deltas';
import { loadTrackAccess } from './track-access';
import { loadTrackTables, marketScopes } from './track-data';
import { loadTrackMaps } from './track-maps';

const schemaOf = (endpoint: (typeof insightEndpoints)[keyof typeof insightEndpoints]) => ({
  summary: endpoint.summary,
  tags: ['insights'],
  params: ZTrackParams,
  response: { 200: endpoint.response, ...errorResponses },
});

const locked = (access: { hasAccess: boolean; lockedReason: string | null }) => ({
  hasAccess: access.hasAccess,
  lockedReason: access.lockedReason,
});

/** spec §3, §7 analytics_track/{trackId}/top: the overview, or a source's cards and charts. */
export function trackTopRoute(app: AppInstance) {
  const endpoint = insightEndpoints.trackTop;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: { ...schemaOf(endpoint), querystring: endpoint.query },
    preHandler: requireMember,
    handler: async (request) => {
      const { source, idUnique, range } = request.query;
      const access = await loadTrackAccess(request, request.params.trackId, idUnique, source);
      const { track } = access;
      const base = {
        trackIdUnique: track.idUnique,
        sourceId: source,
        lastLoadedTime: Date.now(),
        ...locked(access),
        scope: null,
        scopeMenuOptions: [],
        canFilterByTime: source !== 'overview',
      };
      if (!access.hasAccess) return { ...base, top: null };
      if (source === 'overview') {
        const excluded = excludedSourcesOf(access);
        const [allSummaries, playlists, counts, charts] = await Promise.all([
          listSeriesSummaries(app.db, 'track', [track.id], null),
          listTrackPlaylists(app.db, [track.id], null),
          countTrackPlaylists(app.db, [track.id], null),
          listTrackCharts(app.db, [track.id], null),
        ]);
        const summaries = allSummaries.filter((row) => !excluded.includes(row.source));
        return {
          ...base,
          top: {
            overview: presentTrackOverview(track, summaries, playlists, counts, charts),
            stats: statCards(summaries, true),
            charts: [],
          },
        };
      }
      const [summaries, points, counts] = await Promise.all([
        listSeriesSummaries(app.db, 'track', [track.id], [source]),
        listSeriesPoints(app.db, 'track', track.id, source, null),
        countTrackPlaylists(app.db, [track.id], source),
      ]);
      // Every playlist, as the playlists table counts them (issue 21), not its first 500.
      const totals = playlistTotals(counts);
      const playlistCards = totals.playlists
        ? [
            { id: `${source}:playlists_current`, title: 'Playlists', value: totals.playlists },
            {
              id: `${source}:playlist_reach_current`,
              title: 'Playlist Reach',
              value: totals.reach,
            },
          ].map((card) => ({ ...card, delta: null, sourceId: source }))
        : [];
      return {
        ...base,
        top: {
          overview: null,
          // Issue 21: each card's change over the chosen range, from the stored series.
          stats: [
            ...withRangeDeltas(statCards(summaries, false), points, rangeDays(range)),
            ...playlistCards,
          ],
          charts: chartSeries(withinRange(points, rangeDays(range))),
        },
      };
    },
  });
}

/** spec §3, §7 analytics_track/{trackId}/bottom: the tables, sorted, scoped and time-filtered. */
export function trackBottomRoute(app: AppInstance) {
  const endpoint = insightEndpoints.trackBottom;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: { ...schemaOf(endpoint), querystring: endpoint.query },
    preHandler: requireMember,
    handler: async (request) => {
      const query = request.query;
      const access = await loadTrackAccess(
        request,
        request.params.trackId,
        query.idUnique,
        query.source,
      );
      const base = {
        trackIdUnique: access.track.idUnique,
        sourceId: query.source,
        lastLoadedTime: Date.now(),
        ...locked(access),
        scope: query.scope ?? 'all',
        canFilterByTime: query.source !== 'overview',
      };
      if (!access.hasAccess) {
        return { ...base, tableData: [], sortedById: null, scopeMenuOptions: [] };
      }
      const { tables, charts } = await loadTrackTables(app.db, access.track, {
        ...query,
        excludeSources: excludedSourcesOf(access),
      });
      return {
        ...base,
        tableData: tables,
        sortedById: tables[0]?.sortedById ?? null,
        scopeMenuOptions: charts.length ? marketScopes(charts) : [],
      };
    },
  });
}

/** spec §3, §7 analytics_track/{trackId}/map_stats: where the track charts and plays. */
export function trackMapStatsRoute(app: AppInstance) {
  const endpoint = insightEndpoints.trackMapStats;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: { ...schemaOf(endpoint), querystring: endpoint.query },
    preHandler: requireMember,
    handler: async (request) => {
      const { source, idUnique } = request.query;
      const access = await loadTrackAccess(request, request.params.trackId, idUnique, source);
      return {
        trackIdUnique: access.track.idUnique,
        sourceId: source,
        hasAccess: access.hasAccess,
        mapStats: await loadTrackMaps(
          app.db,
          access.hasAccess ? access.track.id : null,
          source,
          access.hasRadioAccess,
        ),
      };
    },
  });
}

/**
 * spec §3, §7 analytics_track/{trackId}/comments: the comments the monitor read from the
 * track's posts on the source (YouTube videos, SoundCloud uploads), newest first; empty where
 * the platform has none. The access rules are those of the other calls.
 */
export function trackCommentsRoute(app: AppInstance) {
  const endpoint = insightEndpoints.trackComments;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: { ...schemaOf(endpoint), querystring: endpoint.query },
    preHandler: requireMember,
    handler: async (request) => {
      const { source, idUnique } = request.query;
      const access = await loadTrackAccess(request, request.params.trackId, idUnique, source);
      return {
        trackIdUnique: access.track.idUnique,
        sourceId: source,
        hasAccess: access.hasAccess,
        commentData: access.hasAccess
          ? await listTrackComments(app.db, access.track.id, source)
          : { comments: [], total: 0 },
      };
    },
  });
}
