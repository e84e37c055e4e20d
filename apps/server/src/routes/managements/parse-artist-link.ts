import { isStreamingArtistLink } from '@songstats/domain';

// The source id of each streaming service whose artist links the domain accepts (spec §5).
const SOURCE_BY_HOST: readonly [RegExp, string][] = [
  [/(^|\.)spotify\.com$/, 'spotify'],
  [/(^|\.)music\.apple\.com$/, 'apple_music'],
  [/(^|\.)deezer\.com$/, 'deezer'],
  [/(^|\.)tidal\.com$/, 'tidal'],
  [/(^|\.)music\.amazon\.[a-z.]+$/, 'amazon'],
];

/**
 * The source and the artist's id on it, from a streaming-service artist link
 * (`https://open.spotify.com/artist/4tZw...?si=x` -> spotify, 4tZw...); null for any other link.
 */
export function parseArtistLink(link: string): { source: string; externalId: string } | null {
  if (!isStreamingArtistLink(link)) return null;
  const url = new URL(link.trim());
  const source = SOURCE_BY_HOST.find(([host]) => host.test(url.hostname.toLowerCase()))?.[1];
  const segments = url.pathname.split('/').filter(Boolean);
  const at = segments.findIndex((segment) => segment === 'artist' || segment === 'artists');
  // Apple Music links carry a name slug before the numeric id: /us/artist/daft-punk/5468295.
  const externalId = segments.at(-1);
  if (!source || at < 0 || !externalId || at === segments.length - 1) return null;
  return { source, externalId };
}
