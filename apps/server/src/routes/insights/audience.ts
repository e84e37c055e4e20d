import { insightEndpoints } from '@songstats/contract';
import {
  listAccountTracks,
  listLatestAudience,
  listSeriesSummaries,
  summarisePlaylistReach,
} from '@songstats/db';
import { RADIO_SOURCE_IDS } from '@songstats/domain';
import type { AppInstance } from '../../app-instance';
import {
  presentAudienceMaps,
  presentBackstageStats,
  presentSummaryCards,
} from '../../presenters/present-audience';
import { loadRadioAudienceMaps, loadRadioAudienceRows } from '../radio/radio-tables';
import { serveEndpoint } from '../serve-endpoint';
import { loadInsightAccess } from './insight-access';
import { loadProvenanceBook, stampCards, stampMapTables } from './provenance';

/** The overview's audience is Spotify's: the one platform that reports listeners per city. */
const audienceSource = (sourceId: string) => (sourceId === 'overview' ? 'spotify' : sourceId);

/** Issue 24: the Radio and SiriusXM tabs' audience is where the tracks were played (spins). */
const isRadio = (sourceId: string) => RADIO_SOURCE_IDS.includes(sourceId);

/** spec §3, §4, §7 audience/summary_stats: summary cards and backstage stats of a source. */
export function audienceSummaryRoute(app: AppInstance) {
  const endpoint = insightEndpoints.audienceSummaryStats;
  serveEndpoint(app, endpoint, {
    access: 'member-on-account',
    tags: ['insights'],
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
      // Issue 28: each card tells its platform, refresh time and state (decision 063).
      const audienceDay = audience.reduce<string | null>(
        (last, row) => ('day' in row && (last === null || row.day > last) ? row.day : last),
        null,
      );
      const book = await loadProvenanceBook(app.db, [...series.map((row) => row.day), audienceDay]);
      const cardSource = audienceSource(source);
      return {
        ...echo,
        hasAccess: true,
        summaryStats: stampCards(
          presentSummaryCards(series, audience, sources === null),
          book,
          cardSource,
          series,
          [],
          audienceDay,
        ),
        backstageStats: stampCards(
          presentBackstageStats(sources ? reach.filter((row) => row.source === source) : reach),
          book,
          cardSource,
          [],
        ),
      };
    },
  });
}

/** spec §3, §7 audience/map_stats: maps and tables of cities and countries. */
export function audienceMapRoute(app: AppInstance) {
  const endpoint = insightEndpoints.audienceMapStats;
  serveEndpoint(app, endpoint, {
    access: 'member-on-account',
    tags: ['insights'],
    handler: async (request) => {
      const { idUnique, source } = request.query;
      const access = await loadInsightAccess(request, idUnique, source);
      const echo = { accountIdUnique: access.account.idUnique, sourceId: source };
      if (access.hasAccess && isRadio(source)) {
        const trackIds = (await listAccountTracks(app.db, access.account.id)).map((t) => t.id);
        const { mapStats, lastDay } = await loadRadioAudienceMaps(app.db, trackIds, source);
        // Issue 28: the tables tell where their figures come from (decision 063).
        const book = await loadProvenanceBook(app.db, [lastDay]);
        return {
          ...echo,
          hasAccess: true,
          mapStats: stampMapTables(mapStats, book, source, lastDay),
        };
      }
      const mapSource = audienceSource(source);
      if (!access.hasAccess) {
        // Locked: no figures, and no provenance.
        return { ...echo, hasAccess: false, mapStats: presentAudienceMaps([], mapSource) };
      }
      const audience = await listLatestAudience(app.db, access.account.id, mapSource);
      // Issue 28: the tables tell the platform, the audience's day and its refresh (decision 063).
      const audienceDay = audience.reduce<string | null>(
        (last, row) => (last === null || row.day > last ? row.day : last),
        null,
      );
      const book = await loadProvenanceBook(app.db, [audienceDay]);
      return {
        ...echo,
        hasAccess: true,
        mapStats: stampMapTables(
          presentAudienceMaps(audience, mapSource),
          book,
          mapSource,
          audienceDay,
        ),
      };
    },
  });
}
