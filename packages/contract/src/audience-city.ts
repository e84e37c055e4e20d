import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { ZIdUnique } from './insights-shapes';

// Issue 21 item 3: /audience?city= focuses that city (a search result for a city opens it).

export const ZAudienceCityQuery = z.object({
  idUnique: ZIdUnique,
  city: z.coerce
    .number({ error: 'Please choose a city.' })
    .int('Please choose a city.')
    .positive('Please choose a city.')
    .max(Number.MAX_SAFE_INTEGER, 'Please choose a city.'),
});

/** The city's figure on one platform: its latest day's value, change over a week, rank. */
export const ZAudienceCitySource = z.object({
  sourceId: z.string(),
  metric: z.string(),
  title: z.string(),
  value: z.number(),
  /** Change since the platform's report a week or more before; null without one. */
  delta: z.number().nullable(),
  /** The city's place among the account's cities on the platform that day (1 = first). */
  rank: z.number().int(),
  /** How many of the account's cities the platform reports that day. */
  cities: z.number().int(),
  day: z.string(),
});
export type AudienceCitySource = z.infer<typeof ZAudienceCitySource>;

export const ZAudienceCityResponse = z.object({
  accountIdUnique: z.string(),
  hasAccess: z.boolean(),
  city: z.object({
    id: z.number().int(),
    name: z.string(),
    countryCode: z.string(),
    countryName: z.string(),
    latitude: z.number(),
    longitude: z.number(),
  }),
  /** Every platform reporting the city for the account, biggest rank first; empty when locked. */
  sources: z.array(ZAudienceCitySource),
});
export type AudienceCityResponse = z.infer<typeof ZAudienceCityResponse>;

export const audienceCityEndpoints = {
  audienceCityStats: defineEndpoint({
    method: 'GET',
    path: '/audience/city_stats',
    summary: "One city of an account's audience on every platform that reports it (issue 21).",
    query: ZAudienceCityQuery,
    response: ZAudienceCityResponse,
  }),
};
