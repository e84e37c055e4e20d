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
import type { AppInstance } from '../../app-instance';
import { rangeDays, withinRange } from '../../presenters/analytics-links';
import {
  chartSeries,
  presentTrackOverview,
  statCards,
} from '../../presenters/present-track-overview';
import { serveEndpoint } from '../serve-endpoint';
import { loadChartedPlaces } from './charted-places';
import { excludedSourcesOf } from './insight-access';
import { loadPlaylistHistory } from './playlist-history';
import {
  lastDayBySource,
  loadProvenanceBook,
  playlistProvenance,
  runProvenance,
  stampTables,
  stampTop,
  stampTrackMapTables,
  topDays,
} from './provenance';
import { withRangeDeltas } from './range-deltas';
import { loadTrackAccess } from './track-access';
import { loadTrackTables, marketScopes } from './track-data';
import { loadTrackMaps } from './track-maps';

const locked = (access: { hasAccess: boolean; lockedReason: string | null }) => ({
  hasAccess: access.hasAccess,
  lockedReason: access.lockedReason,
});

/** spec §3, §7 analytics_track/{trackId}/top: the overview, or a source's cards and charts. */
export function trackTopRoute(app: AppInstance) {
  const endpoint = insightEndpoints.trackTop;
  serveEndpoint(app, endpoint, {
    access: 'member',
    tags: ['insights'],
    params: ZTrackParams,
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
        const chartRows = charts.filter((row) => !excluded.includes(row.source));
        const chartDays = lastDayBySource(
          chartRows.map((row) => ({ source: row.source, day: row.lastSeen })),
        );
        const book = await loadProvenanceBook(app.db, [
          ...topDays({ charts: [] }, summaries),
          ...chartDays.values(),
        ]);
        // Issue 28: each card tells its platform, refresh time and state (decision 063); the
        // overview's stats of a platform tell the same as its card.
        const stamped = stampTop(
          { stats: statCards(summaries, true), charts: [] },
          book,
          source,
          summaries,
        );
        // Issue 28: the follower breakdown and the Playlists and Playlist Reach cards sum each
        // platform's playlists: where each one's come from, the day its playlists were read whole
        // (else its last reading); Current Charts counts each platform's charts: the day its
        // charts were last read (else the last day the track was seen on one).
        const summaryDays = lastDayBySource(summaries);
        const breakdownSources = [...new Set(counts.map((row) => row.source))].filter(
          (id) => !excluded.includes(id),
        );
        const playlistSources = breakdownSources.map((id) =>
          playlistProvenance(book, id, summaryDays.get(id) ?? null),
        );
        const overview = presentTrackOverview(track, summaries, playlists, counts, charts, {
          playlists: playlistSources,
          charts: [...chartDays].map(([id, day]) => runProvenance(book, 'charts', id, day)),
        });
        return {
          ...base,
          top: {
            overview: {
              ...overview,
              stats: overview.stats.map((stat) => {
                const card = stamped.stats.find(
                  (entry) => entry.sourceId === stat.sourceId && entry.title === stat.title,
                );
                return card ? { ...stat, provenance: card.provenance } : stat;
              }),
              followerBreakdownProvenance: playlistSources,
            },
            ...stamped,
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
      // Issue 21: the playlists and reach by day where the monitor keeps them (decision 062).
      const [history, charted] = await Promise.all([
        loadPlaylistHistory(app.db, track.id, source, totals),
        // The countries (and Shazam's cities) it has charted in, by day (field notes).
        loadChartedPlaces(app.db, track.id, source),
      ]);
      const playlistCards = totals.playlists
        ? [
            { id: `${source}:playlists_current`, title: 'Playlists', value: totals.playlists },
            {
              id: `${source}:playlist_reach_current`,
              title: 'Playlist Reach',
              value: totals.reach,
            },
          ].map((card) => ({ ...card, delta: null as number | null, sourceId: source }))
        : [];
      const top = {
        // Issue 21: each card's change over the chosen range, from the stored series.
        stats: [
          ...withRangeDeltas(statCards(summaries, false), points, rangeDays(range)),
          ...withRangeDeltas(playlistCards, history, rangeDays(range)),
          ...withRangeDeltas(charted.cards, charted.points, rangeDays(range)),
        ],
        charts: chartSeries(
          withinRange([...points, ...history, ...charted.points], rangeDays(range)),
        ),
      };
      const book = await loadProvenanceBook(app.db, topDays(top, summaries));
      // Issue 28: each card and series tells its platform, refresh time and state (decision 063).
      return { ...base, top: { overview: null, ...stampTop(top, book, source, summaries) } };
    },
  });
}

/** spec §3, §7 analytics_track/{trackId}/bottom: the tables, sorted, scoped and time-filtered. */
export function trackBottomRoute(app: AppInstance) {
  const endpoint = insightEndpoints.trackBottom;
  serveEndpoint(app, endpoint, {
    access: 'member',
    tags: ['insights'],
    params: ZTrackParams,
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
      const { tables, charts, lastDay } = await loadTrackTables(app.db, access.track, {
        ...query,
        excludeSources: excludedSourcesOf(access),
      });
      const book = await loadProvenanceBook(app.db, [lastDay]);
      return {
        ...base,
        tableData: stampTables(tables, book, query.source, lastDay),
        sortedById: tables[0]?.sortedById ?? null,
        scopeMenuOptions: charts.length ? marketScopes(charts) : [],
      };
    },
  });
}

/** spec §3, §7 analytics_track/{trackId}/map_stats: where the track charts and plays. */
export function trackMapStatsRoute(app: AppInstance) {
  const endpoint = insightEndpoints.trackMapStats;
  serveEndpoint(app, endpoint, {
    access: 'member',
    tags: ['insights'],
    params: ZTrackParams,
    handler: async (request) => {
      const { source, idUnique } = request.query;
      const access = await loadTrackAccess(request, request.params.trackId, idUnique, source);
      const { mapStats, readings } = await loadTrackMaps(
        app.db,
        access.hasAccess ? access.track.id : null,
        source,
        access.hasRadioAccess,
      );
      const base = { trackIdUnique: access.track.idUnique, sourceId: source };
      // A locked answer carries no provenance, as none of its figures (decision 063).
      if (!access.hasAccess) return { ...base, hasAccess: false, mapStats };
      // Issue 28: where the tables' figures come from: the platform's charts (or radio spins) on
      // its tab, each platform's on the overview (decision 063).
      const book = await loadProvenanceBook(
        app.db,
        readings.map((reading) => reading.day),
      );
      return {
        ...base,
        hasAccess: true,
        mapStats: stampTrackMapTables(mapStats, book, source, readings),
      };
    },
  });
}

/**
 * spec §3, §7 analytics_track/{trackId}/comments: the comments the monitor read from the
 * track's posts on the source (YouTube videos, SoundCloud uploads, the TikTok videos and
 * Instagram reels using its sound), newest first; empty where the platform has none. The access
 * rules are those of the other calls.
 */
export function trackCommentsRoute(app: AppInstance) {
  const endpoint = insightEndpoints.trackComments;
  serveEndpoint(app, endpoint, {
    access: 'member',
    tags: ['insights'],
    params: ZTrackParams,
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
