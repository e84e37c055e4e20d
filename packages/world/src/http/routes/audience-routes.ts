import {
  AUDIENCE_PLATFORMS,
  isAudiencePlatform,
  platformAudience,
} from '../../sim/platform-audience';
import { dayParam, type RouteHandler } from '../context';
import { notFound } from '../http-error';

/**
 * `GET /audience/{source}/artists/{id}?date=`: a platform's audience report of an artist
 * (Apple Music, YouTube, TikTok, Instagram, Shazam), as their artist dashboards give it: the
 * measure, the artist's total, the top cities and countries. Spotify's own report, with its
 * monthly listeners, is the route registered before this one.
 */
const platformAudienceReport: RouteHandler = (context) => {
  const source = context.params[0] ?? '';
  if (!isAudiencePlatform(source)) throw notFound(`No audience reports on ${source}`);
  const { state } = context.world;
  const artist = state.artistIndexById.get(context.params[1] ?? '');
  if (artist === undefined) throw notFound(`Unknown artist ${context.params[1]}`);
  const day = dayParam(context, context.query.get('date'));
  const report = platformAudience(state, source, artist, day);
  return {
    artist_id: state.artists[artist]!.id,
    source,
    date: state.calendar.dateOf(day),
    metric: AUDIENCE_PLATFORMS[source].metric,
    total: report.total,
    cities: report.cities,
    countries: report.countries,
  };
};

export const audienceRoutes: [string, RouteHandler][] = [
  ['/audience/:source/artists/:id', platformAudienceReport],
];
