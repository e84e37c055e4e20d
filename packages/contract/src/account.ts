import { z } from 'zod';

// spec §3 "Account" with its derived flags, and the Professional plan item.
const ZService = z.enum(['songstats', 'radiostats', 'socialstats']);
const ZAccessLevel = z.enum(['direct', 'pro', 'any', 'none', 'only']);

export const ZRouteInfo = z.object({ url: z.string(), isPopup: z.boolean().optional() });

export const ZAccountLink = z.object({
  sourceId: z.string(),
  url: z.string(),
  sourceObjectId: z.string().optional(),
  isAlpha: z.boolean().optional(),
});

export const ZAccount = z.object({
  id: z.number().int(),
  idUnique: z.string(),
  type: z.enum(['artist', 'label', 'creator', 'collaborator']),
  baseUrl: z.string(),
  name: z.string(),
  imageUrl: z.string().nullable(),
  country: z.string().nullable(),
  countryCode: z.string().nullable(),
  countryName: z.string().nullable(),
  secondaryText: z.string().nullable(),
  bio: z.string().nullable(),
  hasManagement: z.boolean(),
  links: z.array(ZAccountLink),
  nonlinks: z.array(ZAccountLink),
  allLinks: z.array(ZAccountLink),
  subbedAt: z.string().nullable(),
  tier: z.number().int().nullable(),
  hidden: z.boolean(),
  managementType: z.enum(['primary', 'secondary', 'follower']).nullable(),
  searchSimilarityScore: z.number().nullable(),
  canExport: z.boolean(),
  usedProductType: z.array(ZService),
  paymentId: z.number().int().nullable(),
  isFree: z.boolean(),
  platform: z.enum(['web', 'android', 'ios']).nullable(),
  isPerformer: z.boolean(),
  primaryRole: z.string().nullable(),
  groupText: z.string().nullable(),
  routeInfo: ZRouteInfo.nullable(),
  accessHash: z.partialRecord(ZService, ZAccessLevel),
  isPrimary: z.boolean(),
  isSecondary: z.boolean(),
  isEditableOnPlatform: z.boolean(),
  isUpgradable: z.boolean(),
  restrictedUpgradeText: z.string().nullable(),
  shouldUpgradeToProPlan: z.boolean(),
  hasRadiostatsAccess: z.boolean(),
  hasSongstatsAccess: z.boolean(),
  hasSocialstatsAccess: z.boolean(),
  isAccountSetupInProgress: z.boolean(),
  /**
   * Issue 27: the profile's setup from its link, unless done, for its managers: what it is
   * doing (the in-progress banner) or why it failed (shown with a retry).
   */
  accountSetup: z
    .object({
      status: z.enum(['in_progress', 'failed']),
      step: z.string().nullable(),
      reason: z.string().nullable(),
    })
    .nullable()
    .optional(),
});
export type AccountItem = z.infer<typeof ZAccount>;

export const ZProfessionalPlanItem = z.object({
  type: z.literal('subscriptionplan'),
  id: z.literal(1),
  name: z.literal('Professional Plan'),
  isPro: z.boolean(),
  baseUrl: z.string(),
  imageUrl: z.string().nullable(),
  subbedAt: z.string().nullable(),
  hasSongstatsAccess: z.boolean(),
  hasRadiostatsAccess: z.boolean(),
  hasSocialstatsAccess: z.boolean(),
  canExport: z.boolean().optional(),
});
export type ProfessionalPlanItemResponse = z.infer<typeof ZProfessionalPlanItem>;
