// No zod here (issue 29): the playlist-checking product's header search parses links on every
// page, and this module must not bring the schemas into the web app's entry.

/** A playlist named by its platform link: the source id of the page and the platform's id. */
export interface PlaylistLink {
  sourceId: 'spotify' | 'deezer' | 'apple_music';
  playlistId: string;
}

const PATTERNS: { sourceId: PlaylistLink['sourceId']; pattern: RegExp }[] = [
  // https://open.spotify.com/playlist/37i9dQZF1DXcBWIGoYBM5M?si=..., /intl-de/playlist/..., and
  // the app's spotify:playlist:... URI.
  {
    sourceId: 'spotify',
    pattern:
      /^https?:\/\/open\.spotify\.com\/(?:intl-[a-z-]+\/)?(?:user\/[^/]+\/)?playlist\/([A-Za-z0-9]+)/i,
  },
  { sourceId: 'spotify', pattern: /^spotify:(?:user:[^:]+:)?playlist:([A-Za-z0-9]+)$/i },
  // https://www.deezer.com/en/playlist/908622995 (any language prefix).
  {
    sourceId: 'deezer',
    pattern: /^https?:\/\/(?:www\.)?deezer\.com\/(?:[a-z]{2}(?:-[a-z]{2})?\/)?playlist\/(\d+)/i,
  },
  // https://music.apple.com/us/playlist/todays-hits/pl.f4d106fed2bd41149aaacabb233eb5eb
  {
    sourceId: 'apple_music',
    pattern:
      /^https?:\/\/(?:embed\.)?music\.apple\.com\/(?:[a-z]{2}\/)?playlist\/(?:[^/?#]+\/)?(pl\.[A-Za-z0-9-]+)/i,
  },
];

/** Issue 24 "paste a link": a Spotify, Deezer or Apple Music playlist link, or null. */
export function parsePlaylistLink(text: string): PlaylistLink | null {
  const trimmed = text.trim();
  for (const { sourceId, pattern } of PATTERNS) {
    const match = trimmed.match(pattern);
    if (match?.[1]) return { sourceId, playlistId: match[1] };
  }
  return null;
}
