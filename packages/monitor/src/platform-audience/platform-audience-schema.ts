import { z } from 'zod';

/** The platforms whose artist dashboards report an audience geography besides Spotify. */
export const AUDIENCE_PLATFORMS = [
  'apple_music',
  'youtube',
  'tiktok',
  'instagram',
  'shazam',
] as const;

/** `GET /audience/{source}/artists/{id}`: a platform's audience report of an artist. */
export const ZPlatformAudience = z.object({
  artist_id: z.string(),
  source: z.string(),
  date: z.string(),
  /** What the places count: listeners, views, followers, shazams. */
  metric: z.string().min(1),
  total: z.number(),
  cities: z.array(z.object({ city_name: z.string(), country_code: z.string(), value: z.number() })),
  countries: z.array(z.object({ country_code: z.string(), value: z.number() })),
});
export type PlatformAudience = z.infer<typeof ZPlatformAudience>;
