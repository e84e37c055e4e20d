// Issue 25: the social product adds a creator by the link of their profile on a social platform.
// Each platform takes its own profile links only, on its own hosts (as source-hosts.ts does for
// the profile links of every source): a TikTok video, an Instagram post or a Spotify artist link
// is not a creator's profile, and the member is told what a profile link of that platform is.

import { isHttpUrl } from './http-url';
import { linkHostsOf, SOURCE_LINK_HOSTS } from './source-hosts';
import { sourceById } from './sources';
import type { AddProfileDecision } from './validation';

export const CREATOR_LINK_PLATFORMS = ['tiktok', 'instagram', 'youtube', 'twitch'] as const;
export type CreatorLinkPlatform = (typeof CREATOR_LINK_PLATFORMS)[number];

interface CreatorLinkRule {
  name: string;
  hosts: readonly string[];
  /** The profile link's form, as the member is shown it. */
  example: string;
  /** The creator's id on the platform from the link's path, or null for any other page. */
  idOf: (path: string) => string | null;
}

// Paths of the platforms' own pages, which a one-segment profile path would otherwise match.
const INSTAGRAM_PAGES = new Set([
  'p',
  'reel',
  'reels',
  'tv',
  'stories',
  'explore',
  'accounts',
  'direct',
  'about',
  'legal',
  'developer',
]);
const TWITCH_PAGES = new Set([
  'directory',
  'videos',
  'settings',
  'search',
  'downloads',
  'jobs',
  'turbo',
  'subscriptions',
  'inventory',
  'wallet',
  'drops',
  'p',
]);

/** The one match of `pattern` on the whole path (a trailing slash allowed), lower-cased. */
const handle = (pattern: RegExp, pages?: ReadonlySet<string>) => (path: string) => {
  const match = pattern.exec(path.replace(/\/$/, ''));
  const id = match?.[1]?.toLowerCase() ?? null;
  return id && !pages?.has(id) ? id : null;
};

export const CREATOR_LINK_RULES: Readonly<Record<CreatorLinkPlatform, CreatorLinkRule>> = {
  // TikTok user names: 2 to 24 letters, digits, underscores and dots.
  tiktok: {
    name: 'TikTok',
    hosts: linkHostsOf('tiktok'),
    example: 'https://www.tiktok.com/@name',
    idOf: handle(/^\/@([A-Za-z0-9_.]{2,24})$/),
  },
  // Instagram user names: up to 30 letters, digits, underscores and dots.
  instagram: {
    name: 'Instagram',
    hosts: linkHostsOf('instagram'),
    example: 'https://www.instagram.com/name',
    idOf: handle(/^\/([A-Za-z0-9_.]{1,30})$/, INSTAGRAM_PAGES),
  },
  // A YouTube channel by its handle (@name) or its channel id (UC and 22 characters, which keep
  // their case).
  youtube: {
    name: 'YouTube',
    hosts: linkHostsOf('youtube'),
    example: 'https://www.youtube.com/@name',
    idOf: (path) => {
      const trimmed = path.replace(/\/$/, '');
      const channel = /^\/channel\/(UC[A-Za-z0-9_-]{22})$/.exec(trimmed);
      if (channel) return channel[1]!;
      const named = /^\/(@[A-Za-z0-9_.-]{3,30})$/.exec(trimmed);
      return named ? named[1]!.toLowerCase() : null;
    },
  },
  // Twitch logins: 4 to 25 letters, digits and underscores, not starting with an underscore.
  twitch: {
    name: 'Twitch',
    hosts: linkHostsOf('twitch'),
    example: 'https://www.twitch.tv/name',
    idOf: handle(/^\/([A-Za-z0-9][A-Za-z0-9_]{3,24})$/, TWITCH_PAGES),
  },
};

const PLATFORM_NAMES = 'TikTok, Instagram, YouTube or Twitch';

export const CREATOR_LINK_TEXTS = {
  placeholder: CREATOR_LINK_RULES.tiktok.example,
  loggedOut: 'Sign up for a free account in order to add a creator profile.',
  /** Not a link of any of the four platforms. */
  needsSocialProfileLink: `Please enter the profile link of a creator on ${PLATFORM_NAMES}, for example ${CREATOR_LINK_RULES.tiktok.example}.`,
  /** On the platform, but not a profile page (a video, a post, a search). */
  notAProfile: (platform: string, example: string) =>
    `This ${platform} link is not a profile: ${platform} profile links look like ${example}.`,
  /** A music service's link on the social product. */
  musicLink: (service: string) =>
    `A ${service} link adds an artist, not a creator: please enter the creator's ${PLATFORM_NAMES} profile link.`,
} as const;

export type CreatorLinkCheck =
  | { ok: true; source: CreatorLinkPlatform; externalId: string }
  | { ok: false; message: string };

/** The music service whose hosts `host` is on, if any (a creator source's are not music). */
function musicServiceOf(host: string): string | null {
  for (const [sourceId, hosts] of Object.entries(SOURCE_LINK_HOSTS)) {
    const source = sourceById(sourceId);
    if (hosts.includes(host) && source && !source.tags.creator) return source.name;
  }
  return null;
}

/**
 * Issue 25: the platform and the creator's id on it from a social profile link
 * (`https://www.tiktok.com/@Name?lang=en` -> tiktok, name), or the message the member is shown.
 */
export function parseCreatorLink(link: string): CreatorLinkCheck {
  if (!isHttpUrl(link)) return { ok: false, message: CREATOR_LINK_TEXTS.needsSocialProfileLink };
  const url = new URL(link.trim());
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  const source = CREATOR_LINK_PLATFORMS.find((id) => CREATOR_LINK_RULES[id].hosts.includes(host));
  if (!source || url.username || url.password || url.port) {
    const music = musicServiceOf(host);
    return {
      ok: false,
      message: music
        ? CREATOR_LINK_TEXTS.musicLink(music)
        : CREATOR_LINK_TEXTS.needsSocialProfileLink,
    };
  }
  const rule = CREATOR_LINK_RULES[source];
  const externalId = rule.idOf(url.pathname);
  if (!externalId) {
    return { ok: false, message: CREATOR_LINK_TEXTS.notAProfile(rule.name, rule.example) };
  }
  return { ok: true, source, externalId };
}

/**
 * Issue 25: the add-profile dialog of the social product. Anonymous visitors cannot add profiles;
 * a creator is sent only with a TikTok, Instagram, YouTube or Twitch profile link.
 */
export function decideAddCreator(input: { link: string; isLoggedIn: boolean }): AddProfileDecision {
  if (!input.isLoggedIn) return { kind: 'loggedOut', message: CREATOR_LINK_TEXTS.loggedOut };
  const parsed = parseCreatorLink(input.link);
  if (!parsed.ok) return { kind: 'invalid', message: parsed.message };
  return { kind: 'submit', link: input.link.trim() };
}
