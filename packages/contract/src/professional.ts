import { z } from 'zod';
import { defineEndpoint } from './endpoint';

// spec §2 /settings/professional-management (table: name, type, action), §6 maxProManagements.
// The spec names no calls for it; these follow the style of §7 (decision 027).

export const ZProfessionalManagement = z.object({
  idUnique: z.string(),
  name: z.string(),
  type: z.enum(['artist', 'label', 'creator', 'collaborator']),
  imageUrl: z.string().nullable(),
  baseUrl: z.string(),
  addedAt: z.string(),
});
export type ProfessionalManagement = z.infer<typeof ZProfessionalManagement>;

/** The member's own Professional Plan, or null without one (they are offered it). */
export const ZProfessionalPlan = z.object({
  productType: z.enum(['songstats', 'radiostats', 'socialstats', 'songstats_radiostats']),
  state: z.enum(['trial', 'active', 'cancelled', 'declined']),
  managementType: z.enum(['primary', 'secondary']),
  isFree: z.boolean(),
  platform: z.enum(['web', 'android', 'ios']),
  /** spec §6: why it cannot be upgraded here, or null. */
  restrictedUpgradeText: z.string().nullable(),
});

const ZManagementRef = z.object({ idUnique: z.string().trim().min(1).max(64) });

export const professionalEndpoints = {
  professionalManagements: defineEndpoint({
    method: 'GET',
    path: '/professional/managements',
    summary:
      "The artists and labels on the member's Professional Plan, its limit and the plan (spec §2, §6).",
    response: z.object({
      managements: z.array(ZProfessionalManagement),
      maxProManagements: z.number().int(),
      plan: ZProfessionalPlan.nullable(),
    }),
  }),
  addManagement: defineEndpoint({
    method: 'POST',
    path: '/professional/add_management',
    summary:
      "Adds an artist or label (a creator on the social product) to the member's Professional Plan, up to maxProManagements (spec §6).",
    body: ZManagementRef,
    response: z.object({ message: z.string(), management: ZProfessionalManagement }),
  }),
  removeManagement: defineEndpoint({
    method: 'DELETE',
    path: '/professional/remove_management',
    summary: "Removes a profile from the member's Professional Plan (spec §2).",
    query: ZManagementRef,
    response: z.object({ message: z.string() }),
  }),
};
