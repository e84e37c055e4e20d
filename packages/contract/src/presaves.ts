import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { ZMessageResponse } from './members';

// Issue 23: pre-save campaigns on the presave product (8002): a member's campaign for an
// upcoming release, its fans (connected service, consent, email) and their deliveries.

export const PRESAVE_SERVICE_IDS = ['spotify', 'deezer'] as const;
export type PresaveServiceId = (typeof PRESAVE_SERVICE_IDS)[number];
export const PRESAVE_SERVICE_NAMES: Record<PresaveServiceId, string> = {
  spotify: 'Spotify',
  deezer: 'Deezer',
};

/** Delivery states as the campaign page shows them (field notes: Links and pre-saves). */
export const PRESAVE_DELIVERY_LABELS = {
  queued: 'Queued',
  pending_source: 'Pending Source',
  delivered: 'Delivered',
  failed: "Couldn't Be Delivered",
} as const;
export type PresaveDeliveryLabelId = keyof typeof PRESAVE_DELIVERY_LABELS;

export const PRESAVE_TEXTS = {
  unknownCampaign: 'This pre-save campaign does not exist, or is not yours.',
  managersOnly: 'Only the campaign owner and team admins may do this.',
  slugTaken: 'This address is taken: choose another one.',
  created: (title: string) => `The pre-save of ${title} is live.`,
  deleted: (title: string) => `The pre-save of ${title} was deleted.`,
  releaseInPast: 'The release date must be today or later.',
  serviceIdMissing: (service: string) => `Give the release's ${service} identifier.`,
  defaultConsent: (artist: string) =>
    `I agree that on release day the release is saved to my library${artist ? ` and, if I tick the box, ${artist} is followed` : ''}, and that ${artist || 'the artist'} may email me about it. I can unsubscribe at any time.`,
};

/** The web app's own top-level paths on the presave host: never a fan page's address. */
export const PRESAVE_RESERVED_SLUGS: ReadonlySet<string> = new Set([
  'admin',
  'android',
  'api',
  'artist',
  'assets',
  'audience',
  'creator',
  'dev',
  'email-confirmation',
  'enterprise',
  'feed',
  'for',
  'images',
  'ios',
  'label',
  'login',
  'logout',
  'magic',
  'marketing',
  'platforms',
  'posts',
  'presave-callback',
  'presave-connect',
  'presave-unsubscribe',
  'presaves',
  'pricing',
  'settings',
  'signup',
  'stations',
  'team-invitation',
  'tracks',
  'welcome',
]);

const ZId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const ZSlug = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9][a-z0-9-]{2,59}$/, 'The address takes 3 to 60 letters, digits or dashes.')
  .refine(
    (slug) => !PRESAVE_RESERVED_SLUGS.has(slug),
    'This address is a page of the product: choose another one.',
  );
const ZOptionalText = (max: number, pattern?: RegExp, message?: string) => {
  const base = z.string().trim().max(max);
  return (pattern ? base.regex(pattern, message) : base)
    .nullish()
    .or(z.literal('').transform(() => null));
};

export const ZPresaveCampaignInput = z.object({
  title: z.string().trim().min(1, 'Give the release a title.').max(200),
  artistName: z.string().trim().min(1, "Give the artist's name.").max(200),
  releaseDate: z.iso.date('Give the release date as YYYY-MM-DD.'),
  services: z
    .array(z.enum(PRESAVE_SERVICE_IDS))
    .min(1, 'Choose at least one service.')
    .max(PRESAVE_SERVICE_IDS.length),
  slug: ZSlug.nullish(),
  artworkUrl: ZOptionalText(
    1000,
    /^(https?:\/\/|\/images\/)/,
    'The artwork must be an http(s) address.',
  ),
  spotifyUri: ZOptionalText(
    100,
    /^spotify:(album|track):[A-Za-z0-9]{1,40}$/,
    'The Spotify release is a URI like spotify:album:4aawyAB9vmqN3uQ7FjRGTy.',
  ),
  spotifyArtistUri: ZOptionalText(
    100,
    /^spotify:artist:[A-Za-z0-9]{1,40}$/,
    'The Spotify artist is a URI like spotify:artist:0TnOYISbd1XYRBk9myaseg.',
  ),
  deezerAlbumId: ZOptionalText(20, /^\d{1,20}$/, 'The Deezer album id is a number.'),
  deezerArtistId: ZOptionalText(20, /^\d{1,20}$/, 'The Deezer artist id is a number.'),
  consentText: ZOptionalText(1000),
});
export type PresaveCampaignInput = z.input<typeof ZPresaveCampaignInput>;

export const ZPresaveCampaign = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  artistName: z.string(),
  releaseDate: z.string(),
  artworkUrl: z.string().nullable(),
  services: z.array(z.enum(PRESAVE_SERVICE_IDS)),
  spotifyUri: z.string().nullable(),
  spotifyArtistUri: z.string().nullable(),
  deezerAlbumId: z.string().nullable(),
  deezerArtistId: z.string().nullable(),
  consentText: z.string(),
  /** The fan page on the presave host. */
  pageUrl: z.string(),
  ownerName: z.string(),
  /** The owner and the admins of their team may delete it. */
  canManage: z.boolean(),
  fans: z.number().int(),
  delivered: z.number().int(),
});
export type PresaveCampaignItem = z.infer<typeof ZPresaveCampaign>;

export const ZPresaveFan = z.object({
  id: z.number().int(),
  service: z.enum(PRESAVE_SERVICE_IDS),
  email: z.string().nullable(),
  country: z.string().nullable(),
  followArtist: z.boolean(),
  consentedAt: z.string(),
  unsubscribed: z.boolean(),
  state: z.enum(['queued', 'pending_source', 'delivered', 'failed']),
  stateLabel: z.string(),
  attempts: z.number().int(),
  reason: z.string().nullable(),
  deliveredAt: z.string().nullable(),
});
export type PresaveFanItem = z.infer<typeof ZPresaveFan>;

export const ZPresaveCampaignDetail = z.object({
  campaign: ZPresaveCampaign,
  savesByService: z.array(
    z.object({
      service: z.enum(PRESAVE_SERVICE_IDS),
      name: z.string(),
      fans: z.number().int(),
      delivered: z.number().int(),
    }),
  ),
  fansByCountry: z.array(z.object({ country: z.string().nullable(), fans: z.number().int() })),
  deliveryStates: z.array(
    z.object({
      state: z.enum(['queued', 'pending_source', 'delivered', 'failed']),
      label: z.string(),
      fans: z.number().int(),
    }),
  ),
  fanList: z.array(ZPresaveFan),
});
export type PresaveCampaignDetail = z.infer<typeof ZPresaveCampaignDetail>;

const ZCampaignRef = z.object({ campaignId: ZId });

export const presaveEndpoints = {
  index: defineEndpoint({
    method: 'GET',
    path: '/presaves/index',
    summary:
      "The member's pre-save campaigns and their team owners', newest first, with fans and deliveries (issue 23).",
    response: z.object({ campaigns: z.array(ZPresaveCampaign) }),
  }),
  createCampaign: defineEndpoint({
    method: 'POST',
    path: '/presaves/create_campaign',
    summary:
      'Creates a pre-save campaign for an upcoming release: date, services, artwork; its fan page goes live at once (issue 23).',
    body: ZPresaveCampaignInput,
    response: ZMessageResponse.extend({ campaign: ZPresaveCampaign }),
  }),
  campaign: defineEndpoint({
    method: 'GET',
    path: '/presaves/campaign',
    summary:
      'One campaign: fans, saves by service and country, delivery states (owner, teammates, admins; issue 23).',
    query: ZCampaignRef,
    response: ZPresaveCampaignDetail,
  }),
  exportEmails: defineEndpoint({
    method: 'GET',
    path: '/presaves/export_emails',
    summary:
      "The campaign's email list as CSV: fans who gave an address and did not unsubscribe, with their consent (issue 23).",
    query: ZCampaignRef,
    response: z.object({ fileName: z.string(), csv: z.string(), rows: z.number().int() }),
  }),
  deleteCampaign: defineEndpoint({
    method: 'DELETE',
    path: '/presaves/delete_campaign',
    summary: 'Deletes a campaign, its fans and deliveries (owner and team admins; issue 23).',
    query: ZCampaignRef,
    response: ZMessageResponse,
  }),
};
