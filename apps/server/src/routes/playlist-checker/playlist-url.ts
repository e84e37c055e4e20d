/** The playlist on its platform, for the page's "Open on …" link. */
const PLAYLIST_URLS: Record<string, (id: string) => string> = {
  spotify: (id) => `https://open.spotify.com/playlist/${encodeURIComponent(id)}`,
  deezer: (id) => `https://www.deezer.com/playlist/${encodeURIComponent(id)}`,
  apple_music: (id) => `https://music.apple.com/playlist/${encodeURIComponent(id)}`,
};

export function playlistUrl(source: string, externalId: string): string | null {
  return PLAYLIST_URLS[source]?.(externalId) ?? null;
}
