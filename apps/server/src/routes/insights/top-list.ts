import { insightEndpoints } from '@songstats/contract';
import {
  listAccountTracks,
  listSeriesSummaries,
  listTrackCharts,
  listTrackPlaylists,
} from '@songstats/db';
import { sourceById } from '@songstats/domain';
import type { AppInstance } from '../../app-instance';
import { metricTitle } from '../../presenters/analytics-table';
import { countryName } from '../../presenters/present-audience';
import { serveEndpoint } from '../serve-endpoint';
import { excludedSourcesOf, loadInsightAccess } from './insight-access';
import { inScope } from './track-data';

const endpoint = insightEndpoints.topListTrackData;

/** Metrics on a fixed scale say it: Spotify's popularity is 0 to 100, not a count. */
const SCALES: Record<string, string> = { popularity_current: ' (0 to 100)' };

/** 'Spotify Popularity (0 to 100)', 'Streams' on the overview (issue 30: say what the number is). */
function titleOf(source: string, metric: string): string {
  if (!metric) return '';
  const name = source === 'overview' ? '' : `${sourceById(source)?.name ?? source} `;
  return `${name}${metricTitle(metric)}${SCALES[metric] ?? ''}`;
}

/**
 * spec §7 analytics/top_list_track_data: the account's tracks ranked by a counter of the source,
 * its playlists by followers, or its chart entries by position (scopeId: a market), at most
 * `limit` (spec §9: 50).
 */
export function topListRoute(app: AppInstance) {
  serveEndpoint(app, endpoint, {
    access: 'member-on-account',
    tags: ['insights'],
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
      if (!access.hasAccess) {
        return { ...echo, metricId: metricId ?? '', metricTitle: '', items: [] };
      }
      const tracks = await listAccountTracks(app.db, access.account.id);
      const trackIds = tracks.map((track) => track.id);
      const sourceFilter = source === 'overview' ? null : source;
      if (rankType === 'playlists') {
        const playlists = await listTrackPlaylists(app.db, trackIds, sourceFilter, { limit });
        return {
          ...echo,
          metricId: 'followers',
          metricTitle: 'Playlist Followers',
          items: playlists.map((playlist, index) => ({
            rank: index + 1,
            trackIdUnique: playlist.trackIdUnique,
            name: playlist.name,
            secondaryText: playlist.trackName,
            imageUrl: playlist.imageUrl,
            value: playlist.followers,
            delta: null,
            releaseDate: null,
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
          metricTitle: 'Chart Position',
          items: charts.map((chart, index) => ({
            rank: index + 1,
            trackIdUnique: chart.trackIdUnique,
            name: chart.trackName,
            secondaryText: `${chart.chartName}${chart.countryCode ? ` (${countryName(chart.countryCode)})` : ''}`,
            imageUrl: null,
            value: chart.position,
            delta: null,
            releaseDate: null,
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
        metricTitle: titleOf(source, metric),
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
            releaseDate: track?.releaseDate ?? null,
          };
        }),
      };
    },
  });
}
