import { SOURCE_TAGS } from '@songstats/domain';
import { z } from 'zod';
import { deskPage, deskQuery } from './admin';
import { defineEndpoint } from './endpoint';
import { ZMessageResponse } from './members';

// Issue 26, Sources desk (docs/admin.md): the domain catalogue's sources with their tags
// (spec §3: isBeta, isLocked, isPromoted...) and how many profile links each has, and the
// profiles' links to a source with the alpha toggle of spec §7 toggle_alpha, logged.

export const SOURCES_DESK_TEXTS = {
  linkNotFound: 'There is no such link.',
  unknownSource: 'There is no such source.',
  markedAlpha: (name: string, source: string) =>
    `${name}'s ${source} link is alpha: it is no longer shown on the profile.`,
  unmarkedAlpha: (name: string, source: string) =>
    `${name}'s ${source} link is shown on the profile again.`,
} as const;

const ZId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const SOURCE_DESK_SORTS = ['name', 'links', 'alpha'] as const;
export const ZSourceDeskRow = z.object({
  id: z.string(),
  name: z.string(),
  tags: z.array(z.enum(SOURCE_TAGS)),
  links: z.number().int(),
  alpha: z.number().int(),
});
export type SourceDeskRow = z.infer<typeof ZSourceDeskRow>;

export const SOURCE_LINK_DESK_SORTS = ['account', 'sourceId', 'createdAt', 'isAlpha'] as const;
export const SOURCE_LINK_DESK_ALPHA = ['all', 'alpha', 'shown'] as const;
export const ZSourceLinkDeskRow = z.object({
  id: z.number().int(),
  sourceId: z.string(),
  url: z.string(),
  isAlpha: z.boolean(),
  accountName: z.string(),
  accountIdUnique: z.string(),
  createdAt: z.string(),
});
export type SourceLinkDeskRow = z.infer<typeof ZSourceLinkDeskRow>;

export const adminSourceEndpoints = {
  sources: defineEndpoint({
    method: 'GET',
    path: '/admin/sources',
    summary:
      "Sources desk: the catalogue's sources with their tags (spec §3) and their profile links, alpha ones counted; searched, filtered by tag, sorted, paged (admins, issue 26).",
    query: deskQuery(SOURCE_DESK_SORTS, 'name', 'asc').extend({
      tag: z.enum(SOURCE_TAGS).optional(),
    }),
    response: deskPage(ZSourceDeskRow),
  }),
  sourceLinks: defineEndpoint({
    method: 'GET',
    path: '/admin/source_links',
    summary:
      "Sources desk: the profiles' links to a source (spec §7 add_source_object) by profile or link, alpha or shown (admins, issue 26).",
    query: deskQuery(SOURCE_LINK_DESK_SORTS, 'account', 'asc').extend({
      sourceId: z.string().trim().min(1).max(40).optional(),
      alpha: z.enum(SOURCE_LINK_DESK_ALPHA).default('all'),
    }),
    response: deskPage(ZSourceLinkDeskRow),
  }),
  setSourceLinkAlpha: defineEndpoint({
    method: 'PUT',
    path: '/admin/source_links/alpha',
    summary:
      "Marks a profile's link as alpha (not shown on the profile) or not, as spec §7 toggle_alpha (logged; admins, issue 26).",
    body: z.object({ sourceObjectId: ZId, isAlpha: z.boolean() }),
    response: ZMessageResponse.extend({ isAlpha: z.boolean() }),
  }),
};
