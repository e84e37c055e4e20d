import { audienceCityEndpoints } from '@songstats/contract';
import { findCity, listAudienceCity } from '@songstats/db';
import type { AppInstance } from '../../app-instance';
import { HttpError } from '../../plugins/errors';
import { metricTitle } from '../../presenters/analytics-table';
import { countryName } from '../../presenters/present-audience';
import { serveEndpoint } from '../serve-endpoint';
import { excludedSourcesOf, loadInsightAccess } from './insight-access';

/** Issue 21 item 3: `/audience?city=`, one city on every platform reporting the account there. */
export function audienceCityRoute(app: AppInstance) {
  const endpoint = audienceCityEndpoints.audienceCityStats;
  serveEndpoint(app, endpoint, {
    access: 'member-on-account',
    tags: ['insights'],
    handler: async (request) => {
      const { idUnique, city: cityId } = request.query;
      const access = await loadInsightAccess(request, idUnique, 'overview');
      const city = await findCity(app.db, cityId);
      if (!city) throw new HttpError(404, 'We could not find this city.');
      const excluded = excludedSourcesOf(access);
      const rows = access.hasAccess
        ? await listAudienceCity(app.db, access.account.id, city.id)
        : [];
      return {
        accountIdUnique: access.account.idUnique,
        hasAccess: access.hasAccess,
        city: { ...city, countryName: countryName(city.countryCode) },
        sources: rows
          .filter((row) => !excluded.includes(row.source))
          .map((row) => ({
            sourceId: row.source,
            metric: row.metric,
            title: metricTitle(row.metric),
            value: row.value,
            delta: row.weekAgo === null ? null : row.value - row.weekAgo,
            rank: row.rank,
            cities: row.cities,
            day: row.day,
          })),
      };
    },
  });
}
