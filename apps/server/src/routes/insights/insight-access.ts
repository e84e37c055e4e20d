import {
  findInsightAccountAccess,
  type InsightAccount,
  type MemberManagementAccess,
} from '@songstats/db';
import {
  type AccessHash,
  hasServiceAccess,
  isExportAllowed,
  isTierId,
  lockedTabPrompt,
  matchesAccessLevel,
  proPlanCoversAccount,
  type Service,
  type TierId,
  VARIANTS,
  type VariantId,
} from '@songstats/domain';
import type { FastifyRequest } from 'fastify';
import { sessionOf } from '../../auth/require-member';
import { HttpError } from '../../plugins/errors';

export const UNKNOWN_PROFILE = 'This profile does not exist.';

/** spec §6: radio sources need radio access; the social product its own. */
export function serviceForSource(sourceId: string, variant: VariantId): Service {
  if (sourceId === 'radio' || sourceId === 'siriusxm') return 'radiostats';
  return variant === 'social' ? 'socialstats' : 'songstats';
}

/** spec §6: what views mixing every source leave out (radio without radio access). */
export function excludedSourcesOf(access: { hasRadioAccess: boolean }): string[] {
  return access.hasRadioAccess ? [] : ['radio', 'siriusxm'];
}

const PRODUCT_OF: Record<Service, string> = {
  songstats: VARIANTS.main.name,
  radiostats: VARIANTS.radio.name,
  socialstats: VARIANTS.social.name,
};

export interface InsightAccess {
  account: InsightAccount;
  hasAccess: boolean;
  /** spec §2 locked prompt title when hasAccess is false. */
  lockedReason: string | null;
  /** spec §3 activity settings: the member's tier for the account, 4 (all) by default. */
  tier: TierId;
  /** spec §6: the Professional plan or the account has canExport. */
  canExport: boolean;
  /** spec §6: radio sources are locked without radio access (mixed feeds leave them out). */
  hasRadioAccess: boolean;
}

/**
 * What a member may see of an account (spec §6): the account's own management with access to the
 * service, or the Professional plan (a management with 'pro' access) for every artist and label
 * (creators on the social product). Admins see everything. Levels come from
 * `managements.access_hash` through the domain rules.
 */
export function accessOf(
  account: InsightAccount,
  managements: readonly MemberManagementAccess[],
  service: Service,
  isAdmin: boolean,
): Omit<InsightAccess, 'account' | 'hasRadioAccess'> {
  const own = managements.find((management) => management.accountId === account.id) ?? null;
  const hash = (management: MemberManagementAccess) => management.accessHash as AccessHash;
  const proManagements = managements.filter((management) =>
    matchesAccessLevel(hash(management), service, 'pro'),
  );
  // spec §6: every artist and label, or every creator for the social product's plan.
  const proCovers = proPlanCoversAccount(service, account.type);
  const ownAccess = own !== null && hasServiceAccess(hash(own), service);
  const hasAccess = isAdmin || ownAccess || (proManagements.length > 0 && proCovers);
  const professionalPlan =
    proManagements.length > 0
      ? { canExport: proManagements.some((management) => management.canExport) }
      : null;
  const prompt = lockedTabPrompt({
    hasProduct: own !== null && Object.values(hash(own)).some((level) => level !== 'none'),
    isUpgradable: own?.managementType === 'primary',
    product: PRODUCT_OF[service],
  });
  return {
    hasAccess,
    lockedReason: hasAccess ? null : prompt.title,
    tier: isTierId(own?.tier) ? own.tier : 4,
    canExport: hasAccess && (isAdmin || isExportAllowed(professionalPlan, own)),
  };
}

/**
 * The account of an insights call with the caller's access to it on a source. An unknown
 * account, or a hidden one the member does not manage, is a 404.
 */
export async function loadInsightAccess(
  request: FastifyRequest,
  idUnique: string,
  sourceId: string,
): Promise<InsightAccess> {
  const { member } = sessionOf(request);
  const db = request.server.db;
  const found = await request.server.readCache.access.getOrLoad(
    `${idUnique}|${member.id}`,
    async () => {
      // Read with the session when the preHandler read it (requireMemberOnAccount).
      const early = request.accountAccessRead;
      const withSession =
        early?.idUnique === idUnique && early.memberId === member.id ? early : null;
      const { account, managements } =
        withSession ?? (await findInsightAccountAccess(db, idUnique, member.id));
      if (!account) return null;
      const rows = [
        ['member', member.id],
        ['account', account.id],
      ] as const;
      return { value: { account, managements }, rows, readSince: withSession?.mark };
    },
  );
  if (!found) throw new HttpError(404, UNKNOWN_PROFILE);
  const { account, managements } = found;
  const manages = managements.some((management) => management.accountId === account.id);
  if (account.hidden && !manages && !member.isAdmin) throw new HttpError(404, UNKNOWN_PROFILE);
  const service = serviceForSource(sourceId, request.variant.id);
  return {
    account,
    ...accessOf(account, managements, service, member.isAdmin),
    hasRadioAccess: accessOf(account, managements, 'radiostats', member.isAdmin).hasAccess,
  };
}
