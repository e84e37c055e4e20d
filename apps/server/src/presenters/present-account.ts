import type { AccountItem } from '@songstats/contract';
import type { ManagedAccount, SourceObjectRow } from '@songstats/db';
import {
  ACCESS_LEVELS,
  type AccessHash,
  type AccessLevel,
  deriveAccountFlags,
  type Platform,
  SERVICES,
  type Service,
  TEXTS,
} from '@songstats/domain';

const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });

function countryName(code: string | null): string | null {
  if (!code) return null;
  try {
    return countryNames.of(code.toUpperCase()) ?? null;
  } catch {
    return null;
  }
}

function accessHashOf(stored: Record<string, string> | undefined): AccessHash {
  const hash: AccessHash = {};
  for (const [service, level] of Object.entries(stored ?? {})) {
    if (SERVICES.includes(service as Service) && ACCESS_LEVELS.includes(level as AccessLevel)) {
      hash[service as Service] = level as AccessLevel;
    }
  }
  return hash;
}

const linkOf = (row: SourceObjectRow) => ({
  sourceId: row.sourceId,
  url: row.url,
  sourceObjectId: String(row.id),
  isAlpha: row.isAlpha,
});

/**
 * spec §2 user menu groups: performers (Artists), collaborators, labels and creators. An artist
 * who is not a performer (songwriter, producer) is a collaborator.
 */
export function groupOf(type: string, isPerformer: boolean) {
  if (type === 'label') return { type: 'label' as const, groupText: TEXTS.userMenuGroups.labels };
  if (type === 'creator') {
    return { type: 'creator' as const, groupText: TEXTS.userMenuGroups.creators };
  }
  return isPerformer
    ? { type: 'artist' as const, groupText: TEXTS.userMenuGroups.artists }
    : { type: 'collaborator' as const, groupText: TEXTS.userMenuGroups.collaborators };
}

/** spec §3 "Account" with its derived flags, as the member sees it. */
export function presentAccount(
  { account, management, sourceObjects, setupInProgress, setup }: ManagedAccount,
  platform: Platform = 'web',
): AccountItem {
  const { type, groupText } = groupOf(account.type, account.isPerformer);
  const baseUrl = `/${account.type}/${account.idUnique}`;
  const accessHash = accessHashOf(management?.accessHash);
  const flagInput = {
    managementType: management?.managementType ?? null,
    isPrimary: management?.managementType === 'primary',
    platform: (management?.platform ?? null) as Platform | null,
    isFree: management?.isFree ?? false,
    accessHash,
  };
  const name = countryName(account.countryCode);
  return {
    id: account.id,
    idUnique: account.idUnique,
    type,
    baseUrl,
    name: account.name,
    imageUrl: account.imageUrl,
    country: name,
    countryCode: account.countryCode,
    countryName: name,
    secondaryText: account.primaryRole ?? name,
    bio: account.bio,
    hasManagement: management !== null,
    links: sourceObjects.filter((row) => !row.isAlpha).map(linkOf),
    nonlinks: sourceObjects.filter((row) => row.isAlpha).map(linkOf),
    allLinks: sourceObjects.map(linkOf),
    subbedAt: management?.subbedAt?.toISOString() ?? null,
    tier: management?.tier ?? null,
    hidden: account.hidden,
    managementType: management?.managementType ?? null,
    searchSimilarityScore: null,
    canExport: management?.canExport ?? false,
    usedProductType: (management?.usedProductType ?? []).filter((service): service is Service =>
      SERVICES.includes(service as Service),
    ),
    paymentId: management?.paymentId ?? null,
    isFree: management?.isFree ?? false,
    platform: flagInput.platform,
    isPerformer: account.isPerformer,
    primaryRole: account.primaryRole,
    groupText,
    routeInfo: { url: baseUrl },
    accessHash,
    ...deriveAccountFlags(flagInput, platform),
    isAccountSetupInProgress: setupInProgress,
    accountSetup: management ? setup : null,
  };
}
