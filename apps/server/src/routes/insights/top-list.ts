import { insightEndpoints } from '@songstats/contract';
import {
  listAccountTracks,
  listSeriesSummaries,
  listTrackCharts,
  listTrackPlaylists,
} from '@songstats/db';
import type { AppInstance } from '../../app';
import { requireMember } from '../../auth/require-member';
import { countryName } from '../../presenters/present-audience';
import { errorResponses } from '../responses';
import { excludedSourcesOf, loadInsightAccess } from './insight-access';
import { inScope } from './track-data';

const endpoint = insightEndpoints.topListTrackData;

/**
 * spec §7 analytics/top_list_track_data: the account's tracks ranked by a counter of the source,
 * its playlists by followers, or its chart entries by position (scopeId: a market), at most
 * `limit` (spec §9: 50).
 */
export function topListRoute(app: AppInstance) {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      summary: endpoint.summary,
      tags: ['insights'],
      querystring: endpoint.query,
      response: { 200: endpoint.response, ...errorResponses },
    },
    preHandler: requireMember,
    handler: async (request) => {
      const { idUnique, source, rankType, scopeId, metricId, limit } = request.query;
      const access = await loadInsightAccess(request, idUnique, source);
      const echo = {
        accountIdUnique: access.account.idUnique,
        sourceId: source,
        rankType,
        scopeId,
        hasAccess: access.hasAccess,
      };
      if (!access.hasAccess) return { ...echo, metricId: metricId ?? '', items: [] };
      const tracks = await listAccountTracks(app.db, access.account.id);
      const trackIds = tracks.map((track) => track.id);
      const sourceFilter = source === 'overview' ? null : source;
      if (rankType === 'playlists') {
        const playlists = await listTrackPlaylists(app.db, trackIds, sourceFilter, { limit });
        return {
          ...echo,
          metricId: 'followers',
          items: playlists.map((playlist, index) => ({
            rank: index + 1,
            trackIdUnique: playlist.trackIdUnique,
            name: playlist.name,
            secondaryText: playlist.trackName,
            imageUrl: playlist.imageUrl,
            value: playlist.followers,
            delta: null,
          })),
        };
      }
      if (rankType === 'charts') {
        const charts = inScope(
          (await listTrackCharts(app.db, trackIds, sourceFilter)).filter(
            (c) => c.position !== null,
          ),
          scopeId,
        ).slice(0, limit);
        return {
          ...echo,
          metricId: 'position',
          items: charts.map((chart, index) => ({
            rank: index + 1,
            trackIdUnique: chart.trackIdUnique,
            name: chart.trackName,
            secondaryText: `${chart.chartName}${chart.countryCode ? ` (${countryName(chart.countryCode)})` : ''}`,
            imageUrl: null,
            value: chart.position,
            delta: null,
          })),
        };
      }
      const excluded = excludedSourcesOf(access);
      const summaries = (
        await listSeriesSummaries(app.db, 'track', trackIds, sourceFilter ? [sourceFilter] : null)
      ).filter((row) => !excluded.includes(row.source));
      const metric = metricId ?? summaries[0]?.metric ?? '';
      const byId = new Map(tracks.map((track) => [track.id, track]));
      const ranked = summaries
        .filter((row) => row.metric === metric)
        .sort((a, b) => b.value - a.value)
        .slice(0, limit);
      return {
        ...echo,
        metricId: metric,
        items: ranked.map((row, index) => {
          const track = byId.get(row.objectId);
          return {
            rank: index + 1,
            trackIdUnique: track?.idUnique ?? null,
            name: track?.title ?? '',
            secondaryText: track?.artistName ?? null,
            imageUrl: track?.imageUrl ?? null,
            value: row.value,
            delta: row.weekAgo === null ? null : row.value - row.weekAgo,
          };
        }),
      };
    },
  });
}
