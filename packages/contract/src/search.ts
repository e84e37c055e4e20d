import { z } from 'zod';
import { ZAccount, ZRouteInfo } from './account';
import { defineEndpoint } from './endpoint';

/** A list parameter: repeated keys or one comma-separated value. */
const ZList = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value) =>
    (Array.isArray(value) ? value : (value ?? '').split(','))
      .map((item) => item.trim())
      .filter(Boolean),
  );

/** spec §3 "Search result". */
export const ZSearchResult = z.object({
  id: z.string(),
  type: z.string(),
  name: z.string(),
  hidden: z.boolean(),
  sourceId: z.string().nullable(),
  artistName: z.string().nullable(),
  secondaryText: z.string().nullable(),
  imageUrl: z.string().nullable(),
  groupText: z.string().nullable(),
  baseUrl: z.string().nullable(),
  routeInfo: ZRouteInfo.nullable(),
  hasCheckmark: z.boolean(),
  isSquareImage: z.boolean(),
});
export type SearchResultItem = z.infer<typeof ZSearchResult>;

/** spec §3 "Playlist result". */
export const ZPlaylistResult = z.object({
  name: z.string(),
  artwork: z.string().nullable(),
  ownerName: z.string().nullable(),
  followersCount: z.number().nullable(),
  baseUrl: z.string(),
  sourceId: z.string(),
  playlistId: z.string(),
});

const ZQuery = z.string().trim().min(1, 'Please enter something to search for.').max(200);

export const searchEndpoints = {
  searchAll: defineEndpoint({
    method: 'GET',
    path: '/search/search_all',
    summary: 'Typo-tolerant search over artists, songs, labels, cities and more (spec §7).',
    query: z.object({
      q: ZQuery,
      models: ZList,
      excludedModels: ZList,
      idUnique: z.string().max(64).optional(),
    }),
    response: z.object({ q: z.string(), results: z.array(ZSearchResult) }),
  }),
  artistLabelSearch: defineEndpoint({
    method: 'GET',
    path: '/subscriptions/artist_label_search',
    summary: 'Artists and labels by name or link, for the subscription modal (spec §7).',
    query: z.object({
      q: ZQuery,
      searchType: z.enum(['all', 'artist', 'label', 'creator']).default('all'),
      idUnique: z.string().max(64).optional(),
    }),
    response: z.object({ accounts: z.array(ZAccount), q: z.string(), isLink: z.boolean() }),
  }),
  playlistSearch: defineEndpoint({
    method: 'GET',
    path: '/playlist_checker/search',
    summary: "The playlist-checking product's playlist search (spec §2, §7).",
    query: z.object({ q: ZQuery }),
    response: z.object({ q: z.string(), results: z.array(ZPlaylistResult) }),
  }),
};
