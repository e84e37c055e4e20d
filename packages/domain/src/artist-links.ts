// Issue 27: Add Profile takes an artist by their link on any of the platforms a profile is set up
// from: the streaming services' artist pages and the artist's own YouTube, SoundCloud, TikTok
// and Instagram profiles. Each platform on its own hosts (SOURCE_LINK_HOSTS, issue 20); the
// social platforms' profile paths are the creator links' (creator-links.ts), read the same way.
import { CREATOR_LINK_RULES } from './creator-links';
import { isHttpUrl } from './http-url';
import { linkHostsOf } from './source-hosts';
import { sourceById } from './sources';
import { TEXTS } from './texts';
import type { AddProfileDecision, AddProfileType } from './validation';

export const ARTIST_LINK_PLATFORMS = [
  'spotify',
  'apple_music',
  'deezer',
  'tidal',
  'amazon',
  'youtube',
  'soundcloud',
  'tiktok',
  'instagram',
] as const;
export type ArtistLinkPlatform = (typeof ARTIST_LINK_PLATFORMS)[number];

/** Platforms whose ids are user names: the same profile in any case (decision 043's form). */
const USER_NAME_PLATFORMS: ReadonlySet<string> = new Set(['soundcloud', 'tiktok', 'instagram']);

/** Whether the id is a user name (a YouTube @handle too), the same profile in any case. */
export const isCaseInsensitiveArtistId = (source: string, id: string) =>
  USER_NAME_PLATFORMS.has(source) || (source === 'youtube' && id.startsWith('@'));

interface ArtistLinkRule {
  /** The artist link's form, as the member is shown it. */
  example: string;
  /** The artist's id on the platform from the link's path, or null for any other page. */
  idOf: (path: string) => string | null;
  /** The link in the form MusicBrainz keeps its URL relations in (its URL look-up is exact). */
  canonical: (id: string, path: string) => string;
}

/** The segment after `artist` (or `artists`) in a streaming service's path, when it matches. */
const artistPath = (pattern: RegExp) => (path: string) => pattern.exec(path)?.[1] ?? null;

// SoundCloud's own pages, which a one-segment profile path would otherwise match.
const SOUNDCLOUD_PAGES = new Set([
  'discover',
  'search',
  'stream',
  'upload',
  'you',
  'charts',
  'pages',
  'terms-of-use',
  'pro',
  'settings',
  'messages',
  'notifications',
  'people',
  'mobile',
  'jobs',
  'imprint',
  'popular',
  'artists',
]);

export const ARTIST_LINK_RULES: Readonly<Record<ArtistLinkPlatform, ArtistLinkRule>> = {
  spotify: {
    example: 'https://open.spotify.com/artist/4tZwfgrHOc3mvqYlEYSvVi',
    idOf: artistPath(/^\/(?:intl-[a-z-]+\/)?artist\/([A-Za-z0-9]+)\/?$/),
    canonical: (id) => `https://open.spotify.com/artist/${id}`,
  },
  // Apple Music links carry a name slug before the numeric id: /us/artist/daft-punk/5468295.
  apple_music: {
    example: 'https://music.apple.com/us/artist/name/123456789',
    idOf: artistPath(/^\/(?:[a-z]{2}\/)?artist\/(?:[^/]+\/)?(\d+)\/?$/),
    canonical: (id, path) =>
      `https://music.apple.com/${/^\/([a-z]{2})\//.exec(path)?.[1] ?? 'us'}/artist/${id}`,
  },
  deezer: {
    example: 'https://www.deezer.com/artist/27',
    idOf: artistPath(/^\/(?:[a-z]{2}\/)?artist\/(\d+)\/?$/),
    canonical: (id) => `https://www.deezer.com/artist/${id}`,
  },
  tidal: {
    example: 'https://tidal.com/browse/artist/1566',
    idOf: artistPath(/^\/(?:browse\/)?artist\/(\d+)\/?$/),
    canonical: (id) => `https://tidal.com/artist/${id}`,
  },
  amazon: {
    example: 'https://music.amazon.com/artists/B000QJPLJC',
    idOf: artistPath(/^\/artists\/([A-Za-z0-9]+)(?:\/[^/]*)?\/?$/),
    canonical: (id) => `https://music.amazon.com/artists/${id}`,
  },
  youtube: {
    example: CREATOR_LINK_RULES.youtube.example,
    idOf: CREATOR_LINK_RULES.youtube.idOf,
    canonical: (id) =>
      id.startsWith('@')
        ? `https://www.youtube.com/${id}`
        : `https://www.youtube.com/channel/${id}`,
  },
  // SoundCloud user names (permalinks): letters, digits, underscores and hyphens.
  soundcloud: {
    example: 'https://soundcloud.com/name',
    idOf: (path) => {
      const match = /^\/([A-Za-z0-9_-]{2,50})\/?$/.exec(path);
      const id = match?.[1]?.toLowerCase() ?? null;
      return id && !SOUNDCLOUD_PAGES.has(id) ? id : null;
    },
    canonical: (id) => `https://soundcloud.com/${id}`,
  },
  tiktok: {
    example: CREATOR_LINK_RULES.tiktok.example,
    idOf: CREATOR_LINK_RULES.tiktok.idOf,
    canonical: (id) => `https://www.tiktok.com/@${id}`,
  },
  instagram: {
    example: CREATOR_LINK_RULES.instagram.example,
    idOf: CREATOR_LINK_RULES.instagram.idOf,
    canonical: (id) => `https://www.instagram.com/${id}/`,
  },
};

export const ARTIST_LINK_TEXTS = {
  /** The dialog's placeholder: a Spotify link, and the other platforms it takes. */
  placeholder:
    'https://open.spotify.com/artist/... (or Apple Music, Deezer, YouTube, SoundCloud, TikTok, Instagram)',
  /**
   * Not a link of any platform a profile is added from: the seven the member is told of (Tidal
   * and Amazon Music artist links are taken too).
   */
  needsArtistLink: TEXTS.addProfile.needsStreamingArtistLink,
  /** On the platform, but not an artist's page (a track, a video, a post, a search). */
  notAnArtist: (platform: string, example: string) =>
    `This ${platform} link is not an artist's profile: ${platform} artist links look like ${example}.`,
} as const;

export type ArtistLinkCheck =
  | { ok: true; source: ArtistLinkPlatform; externalId: string; canonicalLink: string }
  | { ok: false; message: string };

/**
 * Issue 27: the platform, the artist's id on it and the link's canonical form from an artist
 * link (`https://music.apple.com/us/artist/daft-punk/5468295?l=fr` -> apple_music, 5468295,
 * https://music.apple.com/us/artist/5468295), or the message the member is shown.
 */
export function parseArtistLink(link: string): ArtistLinkCheck {
  if (!isHttpUrl(link)) return { ok: false, message: ARTIST_LINK_TEXTS.needsArtistLink };
  const url = new URL(link.trim());
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  const source = ARTIST_LINK_PLATFORMS.find((id) => linkHostsOf(id).includes(host));
  if (!source || url.username || url.password || url.port) {
    return { ok: false, message: ARTIST_LINK_TEXTS.needsArtistLink };
  }
  const rule = ARTIST_LINK_RULES[source];
  const externalId = rule.idOf(url.pathname);
  if (!externalId) {
    const name = sourceById(source)?.name ?? source;
    return { ok: false, message: ARTIST_LINK_TEXTS.notAnArtist(name, rule.example) };
  }
  return { ok: true, source, externalId, canonicalLink: rule.canonical(externalId, url.pathname) };
}

/** spec §5: a streaming service's artist page (issue 27: one parser, `parseArtistLink`). */
export function isStreamingArtistLink(link: string): boolean {
  const parsed = parseArtistLink(link);
  return parsed.ok && STREAMING_ARTIST_SOURCES.has(parsed.source);
}

const STREAMING_ARTIST_SOURCES: ReadonlySet<string> = new Set([
  'spotify',
  'apple_music',
  'deezer',
  'tidal',
  'amazon',
]);

/**
 * spec §5, §6: what the add-profile dialog does. Anonymous visitors cannot add profiles; label and
 * collaborator requests go through the external form; an artist request is sent only with an
 * artist link of a platform a profile is set up from (issue 27: the streaming services' artist
 * pages and the artist's YouTube, SoundCloud, TikTok or Instagram profile).
 */
export function decideAddProfile(input: {
  type: AddProfileType;
  link: string;
  isLoggedIn: boolean;
}): AddProfileDecision {
  if (!input.isLoggedIn) return { kind: 'loggedOut', message: TEXTS.addProfile.loggedOut };
  if (input.type !== 'artist') return { kind: 'externalForm' };
  const parsed = parseArtistLink(input.link);
  if (!parsed.ok) return { kind: 'invalid', message: parsed.message };
  return { kind: 'submit', link: input.link.trim() };
}
