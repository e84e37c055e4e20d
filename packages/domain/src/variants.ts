// spec §1, §2: one codebase, six products, chosen by the host that serves them.

export const VARIANT_IDS = [
  'main',
  'links',
  'presave',
  'radio',
  'playlistcheck',
  'social',
] as const;
export type VariantId = (typeof VARIANT_IDS)[number];

export const SETTINGS_TABS = {
  activities: { label: 'Activities', path: '/settings/activity-settings' },
  integrations: { label: 'Integrations', path: '/settings/data-integrations' },
  favoriteSources: { label: 'Favorite Sources', path: '/settings/favorite-sources' },
  notifications: { label: 'Notifications', path: '/settings/notification-management' },
  professionalPlan: { label: 'Professional Plan', path: '/settings/professional-management' },
  subscriptions: { label: 'Subscriptions', path: '/settings/subscription-management' },
  teams: { label: 'Teams', path: '/settings/team-management' },
  account: { label: 'Account', path: '/settings/account-management' },
} as const;
export type SettingsTabId = keyof typeof SETTINGS_TABS;

export interface Variant {
  id: VariantId;
  /** The product's display name, also `{product}` in the spec's texts. */
  name: string;
  tagline: string;
  /** A second line under the tagline, where the spec gives one. */
  subline?: string;
  brandHosts: readonly string[];
  localPort: number;
  settingsTabs: readonly SettingsTabId[];
  defaultSettingsPath: string;
  /** spec §2: the admin menus show only on the main and social variants. */
  showsAdminMenu: boolean;
}

// spec §1 taglines; music variants without their own use the default one.
const DEFAULT_TAGLINE = 'Every major playlist, chart position and milestone.';

// spec §2 "Settings tabs per variant". The link-sharing and pre-save products are not in that
// table; they are music products on the main account, so they keep the main tabs.
const MAIN_TABS: readonly SettingsTabId[] = [
  'activities',
  'integrations',
  'favoriteSources',
  'notifications',
  'professionalPlan',
  'subscriptions',
  'teams',
  'account',
];

export const VARIANTS: Readonly<Record<VariantId, Variant>> = {
  main: {
    id: 'main',
    name: 'Songstats',
    tagline: DEFAULT_TAGLINE,
    brandHosts: ['songstats.com', 'www.songstats.com', 'app.songstats.com'],
    localPort: 8000,
    settingsTabs: MAIN_TABS,
    defaultSettingsPath: SETTINGS_TABS.account.path,
    showsAdminMenu: true,
  },
  links: {
    id: 'links',
    name: 'Songshare',
    tagline: DEFAULT_TAGLINE,
    subline: 'Smart links for every release, with the clicks of every service.',
    brandHosts: ['songshare.com', 'www.songshare.com'],
    localPort: 8001,
    settingsTabs: MAIN_TABS,
    defaultSettingsPath: SETTINGS_TABS.account.path,
    showsAdminMenu: false,
  },
  presave: {
    id: 'presave',
    name: 'Presave',
    tagline: DEFAULT_TAGLINE,
    subline: 'Pre-save pages that deliver your release on day one.',
    brandHosts: ['presave.com', 'www.presave.com'],
    localPort: 8002,
    settingsTabs: MAIN_TABS,
    defaultSettingsPath: SETTINGS_TABS.account.path,
    showsAdminMenu: false,
  },
  radio: {
    id: 'radio',
    name: 'Radiostats',
    tagline: 'Monitoring of 50,000+ radio stations, satellite TV and satellite radio plays.',
    brandHosts: ['radiostats.com', 'www.radiostats.com', 'app.radiostats.com'],
    localPort: 8003,
    settingsTabs: ['activities', 'professionalPlan', 'subscriptions', 'teams', 'account'],
    defaultSettingsPath: SETTINGS_TABS.account.path,
    showsAdminMenu: false,
  },
  playlistcheck: {
    id: 'playlistcheck',
    name: 'Playlist Checker',
    tagline: 'Follower growth insights, global genre ranks and contact info for every playlist.',
    subline: 'Powered by Songstats',
    brandHosts: ['playlistchecker.com', 'www.playlistchecker.com'],
    localPort: 8004,
    settingsTabs: ['professionalPlan', 'subscriptions', 'teams', 'account'],
    // spec §2: subscription management is the default settings page of this variant.
    defaultSettingsPath: SETTINGS_TABS.subscriptions.path,
    showsAdminMenu: false,
  },
  social: {
    id: 'social',
    name: 'Socialstats',
    // spec §1 names no tagline for the social product, only whom it is for; it leads with that
    // (issue 25: the music tagline spoke of playlists and charts to creators).
    tagline: 'Social media stats for influencers, brands, agencies, athletes and creators.',
    subline: 'Followers, views and engagement of every creator, platform by platform.',
    brandHosts: ['socialstats.com', 'www.socialstats.com', 'app.socialstats.com'],
    localPort: 8005,
    settingsTabs: [
      'activities',
      'integrations',
      'professionalPlan',
      'subscriptions',
      'teams',
      'account',
    ],
    defaultSettingsPath: SETTINGS_TABS.account.path,
    showsAdminMenu: true,
  },
};

export const MAIN_VARIANT = VARIANTS.main;

/** Local ports of the six variants, in registry order (8000 to 8005 by default). */
export function variantPorts(basePort = MAIN_VARIANT.localPort): Record<VariantId, number> {
  return Object.fromEntries(VARIANT_IDS.map((id, index) => [id, basePort + index])) as Record<
    VariantId,
    number
  >;
}

function splitHost(host: string): { hostname: string; port: number | null } {
  const trimmed = host.trim().toLowerCase();
  const match = /^(\[[^\]]+\]|[^:]+)(?::(\d+))?$/.exec(trimmed);
  if (!match) return { hostname: trimmed, port: null };
  return { hostname: match[1] ?? trimmed, port: match[2] ? Number(match[2]) : null };
}

/**
 * spec §1: the variant is chosen by the host. A brand host wins; otherwise the port of a local
 * host (localhost:8003 is the radio product); anything else is the main product.
 */
export function resolveVariant(
  host: string | undefined,
  ports: Record<VariantId, number> = variantPorts(),
): Variant {
  if (!host) return MAIN_VARIANT;
  const { hostname, port } = splitHost(host);
  for (const id of VARIANT_IDS) {
    if (VARIANTS[id].brandHosts.includes(hostname)) return VARIANTS[id];
  }
  if (port !== null) {
    for (const id of VARIANT_IDS) {
      if (ports[id] === port) return VARIANTS[id];
    }
  }
  return MAIN_VARIANT;
}

export function isVariantId(value: unknown): value is VariantId {
  return typeof value === 'string' && (VARIANT_IDS as readonly string[]).includes(value);
}
