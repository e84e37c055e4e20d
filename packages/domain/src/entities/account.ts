// spec §3: the account (artist, label or creator profile), the Professional plan item, the login
// state and the team state. Plain types: the contract package validates them at the API edge.

/** spec §3: the platforms a member can subscribe or be logged in from. */
export const PLATFORMS = ['web', 'android', 'ios'] as const;
export type Platform = (typeof PLATFORMS)[number];

/** spec §3: the three products an account may be used with (usedProductType, accessHash keys). */
export const SERVICES = ['songstats', 'radiostats', 'socialstats'] as const;
export type Service = (typeof SERVICES)[number];

/** spec §3: the music services; socialstats is the social product. */
export const MUSIC_SERVICES = ['songstats', 'radiostats'] as const satisfies readonly Service[];
export type MusicService = (typeof MUSIC_SERVICES)[number];

/** spec §3 "Per-service access has the values direct, pro, any, none, only". */
export const ACCESS_LEVELS = ['direct', 'pro', 'any', 'none', 'only'] as const;
export type AccessLevel = (typeof ACCESS_LEVELS)[number];

/** spec §3 "plus the aggregates anyService, anyMusicService, all, none, either". */
export const ACCESS_AGGREGATES = [
  'anyService',
  'anyMusicService',
  'all',
  'none',
  'either',
] as const;
export type AccessAggregate = (typeof ACCESS_AGGREGATES)[number];

export type AccessHash = Partial<Record<Service, AccessLevel>>;

export const ACCOUNT_TYPES = ['artist', 'label', 'creator', 'collaborator'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

// spec §3, §6: primary (owner), secondary (team); a follower of a profile it does not own (issue 20).
export const MANAGEMENT_TYPES = ['primary', 'secondary', 'follower'] as const;
export type ManagementType = (typeof MANAGEMENT_TYPES)[number];

export interface RouteInfo {
  url: string;
  isPopup?: boolean;
}

export interface AccountLink {
  sourceId: string;
  url: string;
  sourceObjectId?: string;
}

export interface Account {
  id: number;
  idUnique: string;
  type: AccountType;
  baseUrl: string;
  name: string;
  imageUrl: string | null;
  country?: string | null;
  countryCode?: string | null;
  countryName?: string | null;
  secondaryText?: string | null;
  bio?: string | null;
  hasManagement?: boolean;
  links?: AccountLink[];
  nonlinks?: AccountLink[];
  allLinks?: AccountLink[];
  subbedAt?: string | null;
  tier?: number | null;
  hidden?: boolean;
  managementType?: ManagementType | null;
  searchSimilarityScore?: number | null;
  canExport?: boolean;
  usedProductType?: Service[];
  paymentId?: number | null;
  isFree?: boolean;
  platform?: Platform | null;
  isPerformer?: boolean;
  primaryRole?: string | null;
  groupText?: string | null;
  routeInfo?: RouteInfo | null;
  accessHash?: AccessHash;
  isPrimary?: boolean;
}

/** spec §3 "Professional plan item": the plan shown beside the accounts, always id 1. */
export interface ProfessionalPlanItem {
  type: 'subscriptionplan';
  id: 1;
  name: 'Professional Plan';
  isPro: boolean;
  baseUrl: string;
  imageUrl: string | null;
  subbedAt: string | null;
  hasSongstatsAccess: boolean;
  hasRadiostatsAccess: boolean;
  hasSocialstatsAccess: boolean;
  canExport?: boolean;
}

export interface MemberNotification {
  message: string;
  route: string | null;
}

/** spec §3 "Login state / response". */
export interface LoginState {
  userEmailAddress: { email: string } | null;
  userFullName: { name: string } | null;
  userAuthToken: { token: string } | null;
  userId: number | null;
  userIsAdmin: boolean;
  isBetaTester: boolean;
  isAccessedThruAdmin: boolean;
  entryCode: string | null;
  stories: unknown[];
  favoriteSources: string[];
  backstageAuthorizedSourceEntities: unknown[];
  maxProManagements: number;
  notifications: MemberNotification[];
  subscription: { accounts: Account[]; subscriptionPlans: ProfessionalPlanItem[] };
}

// spec §3 "Team management state": teams.ts (issue 22).
