import { ADD_PROFILE_OUTCOMES } from '@songstats/domain';
import { z } from 'zod';
import { ZAccount, ZProfessionalPlanItem } from './account';
import { defineEndpoint } from './endpoint';
import { ZMessageResponse } from './members';

export const ZArtistLabelListsResponse = z.object({
  accounts: z.array(ZAccount),
  subscriptionPlans: z.array(ZProfessionalPlanItem),
});

const ZSourceObjectRef = z.object({
  type: z.string().min(1).max(40),
  sourceObjectId: z.coerce.number().int().positive(),
});

/** A profile's ids on the real platforms the monitor reads (issue 27). */
export const ZRealPlatformIds = z.object({
  ids: z.object({
    deezer: z.string().optional(),
    spotify: z.string().optional(),
    musicbrainz: z.string().optional(),
    youtube: z.string().optional(),
  }),
  message: z.string().optional(),
});

export const managementEndpoints = {
  getAccountInfo: defineEndpoint({
    method: 'GET',
    path: '/managements/get_account_info',
    summary: 'One account with its flags (spec §4 account selection, §7).',
    query: z.object({ idUnique: z.string().min(1).max(64) }),
    response: z.object({ account: ZAccount }),
  }),
  artistLabelLists: defineEndpoint({
    method: 'GET',
    path: '/managements/artist_label_lists',
    summary: "The member's accounts and Professional plan (spec §2 user menu, §7).",
    response: ZArtistLabelListsResponse,
  }),
  createAccount: defineEndpoint({
    method: 'POST',
    path: '/managements/create_account',
    summary:
      'Adds a profile from a streaming-service artist link, or on the social product a creator from a TikTok, Instagram, YouTube or Twitch profile link (spec §2, §5, §7, issue 25): a new one is owned, an existing one followed, and `claim` asks an admin for its ownership (issue 20).',
    body: z.object({
      link: z.string().trim().min(1, 'Please enter a link.').max(500),
      /** The member says they are the artist or work for them: file a claim to own it. */
      claim: z.boolean().optional(),
    }),
    response: z.object({
      isAccountSetupInProgress: z.boolean(),
      message: z.string(),
      baseUrl: z.string(),
      item: ZAccount,
      outcome: z.enum(ADD_PROFILE_OUTCOMES),
    }),
  }),
  toggleAlpha: defineEndpoint({
    method: 'PUT',
    path: '/managements/toggle_alpha',
    summary: 'Marks a linked platform object as alpha or not (admins, spec §7).',
    body: ZSourceObjectRef,
    response: z.object({ message: z.string(), isAlpha: z.boolean() }),
  }),
  addSourceObject: defineEndpoint({
    method: 'POST',
    path: '/managements/add_source_object',
    summary: 'Links a platform object to an account the member manages (spec §7, §8).',
    body: z.object({
      uObjectId: z.string().min(1).max(64),
      type: z.string().min(1).max(40),
      link: z.string().trim().min(1, 'Please enter a link.').max(500),
    }),
    response: ZMessageResponse,
  }),
  retryAccountSetup: defineEndpoint({
    method: 'POST',
    path: '/managements/retry_account_setup',
    summary:
      "Sets up again a profile whose setup from its link failed (issue 27): the profile's owner or an admin.",
    body: z.object({ idUnique: z.string().min(1).max(64) }),
    response: ZMessageResponse,
  }),
  realPlatformIds: defineEndpoint({
    method: 'GET',
    path: '/managements/real_platform_ids',
    summary:
      "A profile's ids on the real platforms (Deezer, Spotify, MusicBrainz), for its team (issue 27).",
    query: z.object({ idUnique: z.string().min(1).max(64) }),
    response: ZRealPlatformIds,
  }),
  linkRealPlatformId: defineEndpoint({
    method: 'PUT',
    path: '/managements/real_platform_ids',
    summary:
      'Links a profile to its id on a real platform, correcting a wrong match; the profile is set up again from it (issue 27). Owner or admin.',
    body: z.object({
      idUnique: z.string().min(1).max(64),
      platform: z.enum(['deezer', 'spotify', 'musicbrainz', 'youtube']),
      id: z
        .string()
        .trim()
        .min(1, 'Please enter the id.')
        .max(64)
        // YouTube's channel ids hold underscores too (UC and 22 of [A-Za-z0-9_-]).
        .regex(/^[A-Za-z0-9_-]+$/, 'An id has only letters, digits, hyphens and underscores.'),
    }),
    response: ZRealPlatformIds,
  }),
  unlinkRealPlatformId: defineEndpoint({
    method: 'DELETE',
    path: '/managements/real_platform_ids',
    summary: 'Unlinks a profile from a real platform (issue 27). Owner or admin.',
    query: z.object({
      idUnique: z.string().min(1).max(64),
      platform: z.enum(['deezer', 'spotify', 'musicbrainz', 'youtube']),
    }),
    response: ZRealPlatformIds,
  }),
  removeSourceObject: defineEndpoint({
    method: 'DELETE',
    path: '/managements/remove_source_object',
    summary: 'Unlinks a platform object from an account the member manages (spec §7).',
    query: ZSourceObjectRef,
    response: ZMessageResponse,
  }),
};
