import { z } from 'zod';
import { defineEndpoint, ZFileAnswer } from './endpoint';
import { TIME_RANGES } from './insights-constants';
import { ZMessageResponse } from './members';

// Issue 23: Songshare smart links (docs/decisions/034). The fan page itself is not an API call:
// it is server-rendered HTML at /{slug} on the Songshare host.

export const SMART_LINK_STATES = ['draft', 'live', 'archived'] as const;
export type SmartLinkState = (typeof SMART_LINK_STATES)[number];

/** Paths of the product on the Songshare host that a slug may not take (the web app's pages). */
export const RESERVED_SLUGS = [
  'api',
  'assets',
  'images',
  'dev',
  'feed',
  'tracks',
  'audience',
  'posts',
  'marketing',
  'platforms',
  'settings',
  'enterprise',
  'login',
  'logout',
  'signup',
  'search',
  'admin',
  'team-invitation',
  'pitch-unsubscribe',
  'favicon.ico',
  'robots.txt',
  'go',
  'healthz',
  'uptime_check',
  'welcome',
  'pricing',
  'email-confirmation',
  'magic',
  'ios',
  'android',
  'for',
  'presaves',
  'stations',
  'artist',
  'label',
  'creator',
  'track',
] as const;

export const SMART_LINK_TEXTS = {
  slugRule: 'The short link takes 3 to 64 lower-case letters, digits and dashes.',
  slugReserved: 'This short link is a page of the product: please choose another.',
  slugTaken: 'This short link is taken: please choose another.',
  notYours: 'You can make smart links only for tracks of profiles you manage.',
  unknownTrack: 'This track does not exist.',
  unknownLink: 'This smart link does not exist.',
  noServices: 'A live smart link needs at least one service.',
  created: 'Your smart link is ready.',
  saved: 'Your changes are saved.',
} as const;

export const ZSlug = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9](?:[a-z0-9-]{1,62})[a-z0-9]$/, SMART_LINK_TEXTS.slugRule)
  .refine(
    (slug) => !(RESERVED_SLUGS as readonly string[]).includes(slug),
    SMART_LINK_TEXTS.slugReserved,
  );

const ZHttpUrl = z
  .string()
  .trim()
  .max(2000)
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'https:' || url.protocol === 'http:';
    } catch {
      return false;
    }
  }, 'Please enter a link starting with http(s)://.');

export const ZSmartLinkService = z.object({
  serviceId: z
    .string()
    .trim()
    .min(1)
    .max(40)
    .regex(/^[a-z0-9_]+$/, 'Unknown service.'),
  url: ZHttpUrl,
});
export type SmartLinkServiceItem = z.infer<typeof ZSmartLinkService>;

const ZId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const ZSmartLink = z.object({
  id: z.number().int(),
  slug: z.string(),
  /** The fan page's address on the Songshare host. */
  url: z.string(),
  accountIdUnique: z.string(),
  accountName: z.string(),
  trackIdUnique: z.string().nullable(),
  title: z.string(),
  artistName: z.string(),
  artworkUrl: z.string().nullable(),
  state: z.enum(SMART_LINK_STATES),
  services: z.array(ZSmartLinkService),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The caller may change it (their profile or their team's). */
  canEdit: z.boolean(),
});
export type SmartLinkItem = z.infer<typeof ZSmartLink>;

/** spec §2 "Share and pre-save analytics: track, visits, clicks, click-through rate, share". */
export const ZSmartLinkAnalyticsRow = ZSmartLink.extend({
  visits: z.number().int(),
  clicks: z.number().int(),
  /** Clicks per visit, 0 to 1; null with no visit. */
  clickThroughRate: z.number().nullable(),
  /** This link's part of the visits of every link listed, 0 to 1; null with no visit at all. */
  share: z.number().nullable(),
});
export type SmartLinkAnalyticsRow = z.infer<typeof ZSmartLinkAnalyticsRow>;

const ZSmartLinkRange = z.enum(TIME_RANGES).default('all');

export const ZSmartLinkTrackOption = z.object({
  trackIdUnique: z.string(),
  title: z.string(),
  artistName: z.string(),
  accountIdUnique: z.string(),
  imageUrl: z.string().nullable(),
  releaseDate: z.string().nullable(),
  /** The catalogue's links of the track, as a new link's buttons. */
  services: z.array(ZSmartLinkService),
  /** A free short link made from the title. */
  suggestedSlug: z.string(),
});
export type SmartLinkTrackOption = z.infer<typeof ZSmartLinkTrackOption>;

const ZBreakdown = z.object({
  key: z.string(),
  visits: z.number().int(),
  clicks: z.number().int(),
});

export const ZSmartLinkDetails = z.object({
  link: ZSmartLinkAnalyticsRow,
  days: z.array(z.object({ day: z.string(), visits: z.number().int(), clicks: z.number().int() })),
  services: z.array(ZBreakdown),
  countries: z.array(ZBreakdown),
  referrers: z.array(ZBreakdown),
});
export type SmartLinkDetails = z.infer<typeof ZSmartLinkDetails>;

const ZEditable = z.object({
  slug: ZSlug,
  title: z.string().trim().min(1, 'Please enter a title.').max(200),
  artistName: z.string().trim().min(1, 'Please enter the artist.').max(200),
  artworkUrl: ZHttpUrl.nullable(),
  state: z.enum(SMART_LINK_STATES),
  services: z.array(ZSmartLinkService).max(30),
});

const ZSmartLinkAnswer = ZMessageResponse.extend({ link: ZSmartLink });

export const smartLinkEndpoints = {
  index: defineEndpoint({
    method: 'GET',
    path: '/smart_links/index',
    summary:
      "The member's smart links with spec §2's share analytics: visits, clicks, click-through rate, share (issue 23).",
    query: z.object({ range: ZSmartLinkRange }),
    response: z.object({
      links: z.array(ZSmartLinkAnalyticsRow),
      totals: z.object({ visits: z.number().int(), clicks: z.number().int() }),
    }),
  }),
  tracks: defineEndpoint({
    method: 'GET',
    path: '/smart_links/tracks',
    summary:
      "Tracks of the member's profiles a smart link can be made for, each with the catalogue's links (issue 23).",
    query: z.object({ q: z.string().trim().max(100).default('') }),
    response: z.object({ tracks: z.array(ZSmartLinkTrackOption) }),
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/smart_links/create',
    summary: 'Creates a smart link for a track of a profile the member manages (issue 23).',
    body: ZEditable.partial().extend({ trackIdUnique: z.string().trim().min(1).max(100) }),
    response: ZSmartLinkAnswer,
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: '/smart_links/update',
    summary:
      'Changes a smart link: short link, title, artist, artwork, state, services and their order (issue 23).',
    body: ZEditable.partial().extend({ id: ZId }),
    response: ZSmartLinkAnswer,
  }),
  downloadReport: defineEndpoint({
    method: 'GET',
    path: '/smart_links/download_report',
    summary:
      "The member's smart links' share analytics (spec §2) as a CSV or XLSX file, like the report download (issue 23).",
    query: z.object({ range: ZSmartLinkRange, file_type: z.enum(['csv', 'xlsx']).default('csv') }),
    response: ZFileAnswer,
  }),
  details: defineEndpoint({
    method: 'GET',
    path: '/smart_links/details',
    summary:
      'A smart link with its visits and clicks over time, by service, by country and by referrer (issue 23).',
    query: z.object({ id: ZId, range: ZSmartLinkRange }),
    response: ZSmartLinkDetails,
  }),
};
