// Issue 20: the links of a profile are shown to everyone (get_account_info), so each source
// takes a link only on its own platform's hosts: a Spotify link that points at another site is
// refused. Hosts are matched whole (no suffix match: `open.spotify.com.evil.example` is not
// Spotify's). Sources without a host here (overview, radio, the link and pre-save products)
// take no links at all.

import { isHttpUrl } from './http-url';
import { sourceById } from './sources';

const AMAZON_MUSIC_DOMAINS = [
  'com',
  'co.uk',
  'de',
  'fr',
  'it',
  'es',
  'ca',
  'com.au',
  'co.jp',
  'com.br',
  'com.mx',
  'in',
] as const;

/** The hosts whose pages belong to each source that takes links (`withLinks`, spec §3). */
export const SOURCE_LINK_HOSTS: Readonly<Record<string, readonly string[]>> = {
  spotify: ['open.spotify.com'],
  apple_music: ['music.apple.com'],
  tidal: ['tidal.com', 'listen.tidal.com'],
  deezer: ['www.deezer.com', 'deezer.com'],
  amazon: AMAZON_MUSIC_DOMAINS.map((domain) => `music.amazon.${domain}`),
  youtube: ['www.youtube.com', 'youtube.com', 'm.youtube.com', 'music.youtube.com'],
  tiktok: ['www.tiktok.com', 'tiktok.com'],
  instagram: ['www.instagram.com', 'instagram.com'],
  twitch: ['www.twitch.tv', 'twitch.tv', 'm.twitch.tv'],
  facebook: ['www.facebook.com', 'facebook.com', 'm.facebook.com'],
  twitter: ['twitter.com', 'www.twitter.com', 'x.com', 'mobile.twitter.com'],
  shazam: ['www.shazam.com', 'shazam.com'],
  '1001tracklists': ['www.1001tracklists.com', '1001tracklists.com'],
  beatport: ['www.beatport.com', 'beatport.com'],
  traxsource: ['www.traxsource.com', 'traxsource.com'],
  // The iTunes Store's pages moved to music.apple.com; old links still use itunes.apple.com.
  itunes: ['itunes.apple.com', 'music.apple.com'],
  soundcloud: ['soundcloud.com', 'www.soundcloud.com', 'm.soundcloud.com'],
  songkick: ['www.songkick.com', 'songkick.com'],
  bandsintown: ['www.bandsintown.com', 'bandsintown.com'],
  musicbrainz: ['musicbrainz.org'],
};

/** The hosts a source takes links on; empty for a source that takes none. */
export function linkHostsOf(sourceId: string): readonly string[] {
  return Object.hasOwn(SOURCE_LINK_HOSTS, sourceId) ? (SOURCE_LINK_HOSTS[sourceId] ?? []) : [];
}

export type SourceLinkCheck = { ok: true; url: URL } | { ok: false; message: string };

/**
 * Whether `link` may be stored as `sourceId`'s link of a profile: an http(s) URL (spec §5) on one
 * of the source's own hosts, with no user name or port. The message is the one the UI shows.
 */
export function checkSourceLink(sourceId: string, link: string): SourceLinkCheck {
  const source = sourceById(sourceId);
  const hosts = linkHostsOf(sourceId);
  if (!source || hosts.length === 0) {
    return { ok: false, message: `Links cannot be added for ${source?.name ?? sourceId}.` };
  }
  if (!isHttpUrl(link)) {
    return { ok: false, message: 'Please enter a link starting with http(s)://.' };
  }
  const url = new URL(link.trim());
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  if (!hosts.includes(host) || url.username || url.password || url.port) {
    return {
      ok: false,
      message: `This link is not on ${source.name}: its links start with https://${hosts[0]}/.`,
    };
  }
  return { ok: true, url };
}
