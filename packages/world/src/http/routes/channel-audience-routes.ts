import { channelAudience } from '../../sim/creator-channel-audience';
import { creatorIndexOf } from '../../sim/creator-posts';
import { hasTwitch } from '../../sim/creator-twitch';
import { dayParam, type RouteContext, type RouteHandler } from '../context';
import { badRequest, notFound } from '../http-error';

// Decision 074: the audience of the demo creators' Twitch channels, X accounts and Facebook pages,
// each in the shape its platform (or the nearest documented report) gives:
// - Facebook: Graph API Page Insights `GET /{page-id}/insights?metric=page_follows_country,
//   page_follows_city,page_follows_gender_age&period=lifetime`, each metric a `values[].value` map
//   (country code → followers, "City, CC" → followers, "F.25-34" → followers).
// - X: the Ads API's audience insights `GET /ads/12/insights/accounts/{account_id}` with
//   `audience_type=FOLLOWERS`: per model (gender, age, country, city) `results` of name, value and
//   percentage of the followers (to 0.01), no counts.
// - Twitch: Helix has no audience report; the creator's connected-account analytics
//   `GET /helix/analytics/audience?broadcaster_id=` (a world extension) in Helix's `data` shape.
// `date` asks for a past day's figures, as on the other routes.

const regions = new Intl.DisplayNames(['en'], { type: 'region' });
const countryName = (code: string) => regions.of(code) ?? code;

function creatorOf(context: RouteContext, raw: string | null | undefined): number {
  if (!raw) throw badRequest('Missing the id');
  const creator = creatorIndexOf(context.world.state, raw);
  if (creator === undefined) throw notFound(`Unknown id ${raw}`);
  return creator;
}

/** Graph API's first letter of a gender in `page_follows_gender_age` keys. */
const GENDER_LETTER: Record<string, string> = { female: 'F', male: 'M', other: 'U' };

const FACEBOOK_METRICS = ['page_follows_country', 'page_follows_city', 'page_follows_gender_age'];

/** `GET /facebook/v19.0/{page-id}/insights?metric=…&period=lifetime`. */
const facebookInsights: RouteHandler = (context) => {
  const { state } = context.world;
  const pageId = context.params[0] ?? '';
  const creator = creatorOf(context, pageId);
  const metrics = (context.query.get('metric') ?? '').split(',').filter((m) => m.length > 0);
  if (metrics.length === 0) throw badRequest('(#100) The value must be a valid insights metric');
  const unknown = metrics.find((metric) => !FACEBOOK_METRICS.includes(metric));
  if (unknown) throw badRequest(`(#100) The value must be a valid insights metric: ${unknown}`);
  const period = context.query.get('period') ?? 'lifetime';
  if (period !== 'lifetime') throw badRequest(`(#100) Invalid period ${period} for these metrics`);
  const day = dayParam(context, context.query.get('date'));
  const audience = channelAudience(state, creator, 'facebook', day);
  const shares = (total: number, weights: readonly number[]) => {
    const sum = weights.reduce((acc, weight) => acc + weight, 0);
    return weights.map((weight) => Math.floor((total * weight) / Math.max(1, sum)));
  };
  const values: Record<string, Record<string, number>> = {
    page_follows_country: Object.fromEntries(
      audience.countries.map((row) => [row.country_code, row.value]),
    ),
    page_follows_city: Object.fromEntries(
      audience.cities.map((row) => [`${row.city_name}, ${row.country_code}`, row.value]),
    ),
    // Gender by age: each gender's followers spread over the ages as the page's ages are.
    page_follows_gender_age: Object.fromEntries(
      audience.genders.flatMap((gender) =>
        shares(
          gender.value,
          audience.ages.map((age) => age.value),
        ).map((value, a) => [
          `${GENDER_LETTER[gender.gender]}.${audience.ages[a]!.age_range}`,
          value,
        ]),
      ),
    ),
  };
  return {
    data: metrics.map((name) => ({
      name,
      period: 'lifetime',
      values: [
        { value: values[name], end_time: `${state.calendar.dateOf(day + 1)}T08:00:00+0000` },
      ],
      id: `${pageId}/insights/${name}/lifetime`,
    })),
  };
};

/** The percentage of `value` in `total`, to 0.01 as X's insights round. */
const percentage = (value: number, total: number) =>
  total > 0 ? Math.round((value / total) * 10_000) / 100 : 0;

/** `GET /ads/12/insights/accounts/{account_id}?audience_type=FOLLOWERS`: X's audience insights. */
const xInsights: RouteHandler = (context) => {
  const { state } = context.world;
  const creator = creatorOf(context, context.params[0]);
  const audienceType = context.query.get('audience_type');
  if (audienceType !== 'FOLLOWERS') {
    throw badRequest(`audience_type must be FOLLOWERS, not ${audienceType ?? 'nothing'}`);
  }
  const day = dayParam(context, context.query.get('date'));
  const audience = channelAudience(state, creator, 'twitter', day);
  const { total } = audience;
  const result = (name: string, value: string, count: number) => ({
    name,
    value,
    percentage: percentage(count, total),
  });
  return {
    request: { params: { account_id: state.creators[creator]!.id, audience_type: audienceType } },
    data: {
      gender: {
        results: audience.genders.map((row) =>
          result(row.gender.charAt(0).toUpperCase() + row.gender.slice(1), row.gender, row.value),
        ),
      },
      age: {
        results: audience.ages.map((row) => result(row.age_range, row.age_range, row.value)),
      },
      country: {
        results: audience.countries.map((row) =>
          result(countryName(row.country_code), row.country_code, row.value),
        ),
      },
      city: {
        results: audience.cities.map((row) =>
          result(row.city_name, `${row.city_name}, ${row.country_code}`, row.value),
        ),
      },
    },
  };
};

/** `GET /helix/analytics/audience?broadcaster_id=`: the channel's followers by place, age, gender. */
const twitchAudience: RouteHandler = (context) => {
  const { state } = context.world;
  const id = context.query.get('broadcaster_id');
  if (!id) throw badRequest('Missing broadcaster_id');
  const creator = creatorIndexOf(state, id);
  // Helix answers an unknown or channel-less broadcaster with an empty list.
  if (creator === undefined || !hasTwitch(state, creator)) return { data: [] };
  const day = dayParam(context, context.query.get('date'));
  const audience = channelAudience(state, creator, 'twitch', day);
  return {
    data: [
      {
        broadcaster_id: state.creators[creator]!.id,
        date_range: {
          started_at: state.calendar.timestamp(day, 0),
          ended_at: state.calendar.timestamp(day + 1, 0),
        },
        followers_total: audience.total,
        countries: audience.countries.map((row) => ({
          country_code: row.country_code,
          followers: row.value,
        })),
        cities: audience.cities.map((row) => ({
          city: row.city_name,
          country_code: row.country_code,
          followers: row.value,
        })),
        ages: audience.ages.map((row) => ({ age_range: row.age_range, followers: row.value })),
        genders: audience.genders.map((row) => ({ gender: row.gender, followers: row.value })),
      },
    ],
  };
};

export const channelAudienceRoutes: [string, RouteHandler][] = [
  ['/facebook/v19.0/:pageId/insights', facebookInsights],
  ['/ads/12/insights/accounts/:accountId', xInsights],
  ['/helix/analytics/audience', twitchAudience],
];
