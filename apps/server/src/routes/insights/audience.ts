import { insightEndpoints } from '@songstats/contract';
import {
  listAccountTracks,
  listLatestAudience,
  listSeriesSummaries,
  summarisePlaylistReach,
} from '@songstats/db';
import { RADIO_SOURCE_IDS } from '@songstats/domain';
import type { AppInstance } from '../../app';
import { requireMember } from '../../auth/require-member';
import {
  presentAudienceMaps,
  presentBackstageStats,
  presentSummaryCards,
} from '../../presenters/present-audience';
import { loadRadioAudienceMaps, loadRadioAudienceRows } from '../radio/radio-tables';
import { errorResponses } from '../responses';
import { loadInsightAccess } from './insight-access';

/** The overview's audience is Spotify's: the one platform that reports listeners per city. */
const audienceSource = (sourceId: string) => (sourceId === 'overview' ? 'spotify' : sourceId);

/** Issue 24: the Radio and SiriusXM tabs' audience is where the tracks were played (spins). */
const isRadio = (sourceId: string) => RADIO_SOURCE_IDS.includes(sourceId);

/** spec §3, §4, §7 audience/summary_stats: summary cards and backstage stats of a source. */
export function audienceSummaryRoute(app: AppInstance) {
  const endpoint = insightEndpoints.audienceSummaryStats;
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
      const { idUnique, source } = request.query;
      const access = await loadInsightAccess(request, idUnique, source);
      const echo = { accountIdUnique: access.account.idUnique, sourceId: source };
      if (!access.hasAccess) {
        return { ...echo, hasAccess: false, summaryStats: [], backstageStats: [] };
      }
      const sources = source === 'overview' ? null : [source];
      const trackIds = (await listAccountTracks(app.db, access.account.id)).map((t) => t.id);
      const [series, audience, reach] = await Promise.all([
        listSeriesSummaries(app.db, 'account', [access.account.id], sources),
        isRadio(source)
          ? loadRadioAudienceRows(app.db, trackIds, source)
          : listLatestAudience(app.db, access.account.id, audienceSource(source)),
        summarisePlaylistReach(app.db, trackIds),
      ]);
      return {
        ...echo,
        hasAccess: true,
        summaryStats: presentSummaryCards(series, audience, sources === null),
        backstageStats: presentBackstageStats(
          sources ? reach.filter((row) => row.source === source) : reach,
        ),
      };
    },
  });
}

/** spec §3, §7 audience/map_stats: maps and tables of cities and countries. */
export function audienceMapRoute(app: AppInstance) {
  const endpoint = insightEndpoints.audienceMapStats;
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
      const { idUnique, source } = request.query;
      const access = await loadInsightAccess(request, idUnique, source);
      const echo = { accountIdUnique: access.account.idUnique, sourceId: source };
      if (access.hasAccess && isRadio(source)) {
        const trackIds = (await listAccountTracks(app.db, access.account.id)).map((t) => t.id);
        return {
          ...echo,
          hasAccess: true,
          mapStats: await loadRadioAudienceMaps(app.db, trackIds, source),
        };
      }
      const audience = access.hasAccess
        ? await listLatestAudience(app.db, access.account.id, audienceSource(source))
        : [];
      return {
        ...echo,
        hasAccess: access.hasAccess,
        mapStats: presentAudienceMaps(audience, audienceSource(source)),
      };
    },
  });
}
