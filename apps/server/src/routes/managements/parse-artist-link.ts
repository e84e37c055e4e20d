import { isStreamingArtistLink, linkHostsOf } from '@songstats/domain';

// The streaming services whose artist links create_account takes (spec §5), each on its own
// hosts only (issue 20: `music.amazon.evil.example` is not Amazon Music's).
const ARTIST_LINK_SOURCES = ['spotify', 'apple_music', 'deezer', 'tidal', 'amazon'] as const;

/**
 * The source and the artist's id on it, from a streaming-service artist link
 * (`https://open.spotify.com/artist/4tZw...?si=x` -> spotify, 4tZw...); null for any other link.
 */
export function parseArtistLink(link: string): { source: string; externalId: string } | null {
  if (!isStreamingArtistLink(link)) return null;
  const url = new URL(link.trim());
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  const source = ARTIST_LINK_SOURCES.find((id) => linkHostsOf(id).includes(host));
  const segments = url.pathname.split('/').filter(Boolean);
  const at = segments.findIndex((segment) => segment === 'artist' || segment === 'artists');
  // Apple Music links carry a name slug before the numeric id: /us/artist/daft-punk/5468295.
  const externalId = segments.at(-1);
  if (!source || url.port || url.username || at < 0 || !externalId || at === segments.length - 1) {
    return null;
  }
  return { source, externalId };
}
