import { movesEndpoints, UPCOMING_MILESTONES_LIMIT, ZTrackParams } from '@songstats/contract';
import { listForecastSeries, listMoveCandidates, listMoveSeries } from '@songstats/db';
import type { AppInstance } from '../../app-instance';
import {
  daysBefore,
  groupSeries,
  MOVES_HISTORY_DAYS,
  presentForecasts,
  presentJumps,
} from '../../presenters/present-moves';
import { serveEndpoint } from '../serve-endpoint';
import { excludedSourcesOf, loadInsightAccess } from './insight-access';
import { stampForecasts } from './provenance';
import { loadTrackAccess } from './track-access';

/** The last reading day of a forecast's series. */
const lastDay = (
  series: readonly { source: string; metric: string; points: { date: string }[] }[],
  forecast: { source: string; seriesId: string },
) =>
  series
    .find((entry) => entry.source === forecast.source && entry.metric === forecast.seriesId)
    ?.points.at(-1)?.date ?? null;

/** The most streamed tracks of a profile whose milestones the feed forecasts. */
const UPCOMING_TRACKS = 20;

/**
 * Issue 28 analytics_track/{trackId}/moves: the jumps of the track's series on a source (all
 * sources on the overview) with their plausible causes, and the next milestone of each counting
 * series with its ETA. Access as the track's other analytics calls: locked, nothing of the data.
 */
export function trackMovesRoute(app: AppInstance) {
  const endpoint = movesEndpoints.trackMoves;
  serveEndpoint(app, endpoint, {
    access: 'member',
    tags: ['insights'],
    params: ZTrackParams,
    handler: async (request) => {
      const { source, idUnique } = request.query;
      const access = await loadTrackAccess(request, request.params.trackId, idUnique, source);
      const { track } = access;
      const base = { trackIdUnique: track.idUnique, sourceId: source };
      if (!access.hasAccess) return { ...base, hasAccess: false, jumps: [], forecasts: [] };
      const since = daysBefore(MOVES_HISTORY_DAYS);
      const accountIds = [...track.performers, ...(track.label ? [track.label] : [])].map(
        (account) => account.id,
      );
      const excluded = excludedSourcesOf(access);
      const [rows, activities] = await Promise.all([
        listMoveSeries(app.db, track.id, source === 'overview' ? null : [source], since),
        listMoveCandidates(app.db, track.id, accountIds, daysBefore(MOVES_HISTORY_DAYS + 3)),
      ]);
      const series = [...groupSeries(rows).values()]
        .filter(({ first }) => !excluded.includes(first.source))
        .map(({ first, points }) => ({ source: first.source, metric: first.metric, points }));
      return {
        ...base,
        hasAccess: true,
        jumps: presentJumps(
          series,
          activities.filter((row) => !excluded.includes(row.source)),
          track.id,
        ),
        // Issue 28: each forecast is an estimate from its series' last reading (decision 063).
        forecasts: await stampForecasts(
          app.db,
          presentForecasts(
            series.map((entry) => ({
              ...entry,
              objectType: 'track' as const,
              objectIdUnique: track.idUnique,
              objectName: track.title,
            })),
          ),
          (forecast) => lastDay(series, forecast),
        ),
      };
    },
  });
}

/**
 * Issue 28 activities/upcoming: the next milestones of a profile and of its most streamed
 * tracks, soonest first, for the feed's Upcoming list. A profile the member cannot see is locked.
 */
export function upcomingMilestonesRoute(app: AppInstance) {
  const endpoint = movesEndpoints.upcomingMilestones;
  serveEndpoint(app, endpoint, {
    access: 'member-on-account',
    tags: ['insights'],
    handler: async (request) => {
      const access = await loadInsightAccess(request, request.query.idUnique, 'overview');
      const base = { accountIdUnique: access.account.idUnique };
      if (!access.hasAccess) return { ...base, hasAccess: false, items: [] };
      const excluded = excludedSourcesOf(access);
      const rows = await listForecastSeries(
        app.db,
        access.account.id,
        UPCOMING_TRACKS,
        daysBefore(MOVES_HISTORY_DAYS),
      );
      const series = [
        ...groupSeries(
          rows,
          (row) => `${row.objectType}|${row.objectId}|${row.source}|${row.metric}`,
        ).values(),
      ]
        .filter(({ first }) => !excluded.includes(first.source))
        .map(({ first, points }) => ({
          source: first.source,
          metric: first.metric,
          points,
          objectType: first.objectType,
          objectIdUnique: first.idUnique,
          objectName: first.name,
        }));
      return {
        ...base,
        hasAccess: true,
        items: await stampForecasts(
          app.db,
          presentForecasts(series).slice(0, UPCOMING_MILESTONES_LIMIT),
          (forecast) =>
            lastDay(
              series.filter((entry) => entry.objectIdUnique === forecast.objectIdUnique),
              forecast,
            ),
        ),
      };
    },
  });
}
