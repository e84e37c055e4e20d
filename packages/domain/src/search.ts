// spec §5, §9: when a search is sent, when its answer is applied, and the recent list.
import type { SearchResult } from './entities/search';
import { TEXTS } from './texts';

/** main: the header search; playlist: the playlist-checking search; artist: artist/label search. */
export type SearchKind = 'main' | 'playlist' | 'artist';

export const SHORT_QUERY_DEBOUNCE_MS = 1000;
export const DEBOUNCE_MS = 200;
export const SHORT_QUERY_LENGTH = 4;
export const RECENT_SEARCHES_KEPT = 5;
/** spec §9: artist names in search results are shortened to 60 characters. */
export const SEARCH_ARTIST_NAME_MAX = 60;
/** spec §9: result list heights and the container width, in px. */
export const SEARCH_LIST_MAX_HEIGHT = { main: 330, artist: 220 } as const;
export const SEARCH_CONTAINER_WIDTH = 600;

/**
 * spec §5: 1000 ms under 4 characters, else 200 ms, so short prefixes are not sent on every key;
 * the playlist-checking and artist searches always use 200 ms.
 */
export function searchDebounceMs(query: string, kind: SearchKind = 'main'): number {
  if (kind !== 'main') return DEBOUNCE_MS;
  return query.trim().length < SHORT_QUERY_LENGTH ? SHORT_QUERY_DEBOUNCE_MS : DEBOUNCE_MS;
}

/** spec §5: a search is sent only for a non-empty query. */
export function shouldSendSearch(query: string): boolean {
  return query.trim().length > 0;
}

/** spec §5: an answer applies only if its query still matches the current input. */
export function shouldApplySearchResult(answeredQuery: string, currentInput: string): boolean {
  return answeredQuery.trim() === currentInput.trim();
}

/** spec §3: the last 5 items, newest first, deduplicated by id. */
export function addRecentSearch<T extends Pick<SearchResult, 'id'>>(
  recent: readonly T[],
  item: T,
): T[] {
  return [item, ...recent.filter((entry) => entry.id !== item.id)].slice(0, RECENT_SEARCHES_KEPT);
}

export function shortenArtistName(name: string): string {
  return name.length > SEARCH_ARTIST_NAME_MAX
    ? `${name.slice(0, SEARCH_ARTIST_NAME_MAX - 3)}...`
    : name;
}

/** spec §2 search filter chips (search_all models); Top searches every model. */
export const SEARCH_FILTERS = [
  { id: 'top', label: TEXTS.search.filters.top, models: [] },
  { id: 'songs', label: TEXTS.search.filters.songs, models: ['track'] },
  { id: 'artists', label: TEXTS.search.filters.artists, models: ['artist'] },
  { id: 'labels', label: TEXTS.search.filters.labels, models: ['label'] },
  { id: 'cities', label: TEXTS.search.filters.cities, models: ['city'] },
] as const;
