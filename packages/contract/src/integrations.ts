import { z } from 'zod';
import { defineEndpoint } from './endpoint';

// spec §2 /settings/data-integrations: a profile's links and the logins they were connected
// through (spec §7 authorize_*, add_source_object, remove_source_object, toggle_alpha).

export const ZIntegrationSourceObject = z.object({
  id: z.number().int(),
  sourceId: z.string(),
  url: z.string(),
  externalId: z.string(),
  isAlpha: z.boolean(),
  /** The provider login it came through (authorize_*), or null for a pasted link. */
  connectedAccount: z
    .object({ provider: z.enum(['google', 'facebook', 'twitter']), name: z.string() })
    .nullable(),
});
export type IntegrationSourceObject = z.infer<typeof ZIntegrationSourceObject>;

export const ZDataIntegrationsResponse = z.object({
  account: z.object({
    idUnique: z.string(),
    name: z.string(),
    type: z.enum(['artist', 'label', 'creator']),
  }),
  /** Only the profile's owners (primary managers) and admins change its connections. */
  canEdit: z.boolean(),
  /** Admins mark links as alpha (hidden from the profile's public links). */
  canToggleAlpha: z.boolean(),
  /** The providers this server connects, with the public ids their login needs. */
  providers: z.object({
    google: z.object({ clientId: z.string() }).nullable(),
    facebook: z.object({ appId: z.string() }).nullable(),
    twitter: z.boolean(),
  }),
  sourceObjects: z.array(ZIntegrationSourceObject),
});
export type DataIntegrationsResponse = z.infer<typeof ZDataIntegrationsResponse>;

export const integrationEndpoints = {
  dataIntegrations: defineEndpoint({
    method: 'GET',
    path: '/managements/data_integrations',
    summary:
      "A profile's links and the logins they were connected through, for its managers and admins (spec §2 Integrations).",
    query: z.object({ idUnique: z.string().trim().min(1).max(64) }),
    response: ZDataIntegrationsResponse,
  }),
};
