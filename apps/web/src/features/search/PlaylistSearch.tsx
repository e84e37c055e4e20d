import { parsePlaylistLink } from '@songstats/contract';
import {
  SEARCH_CONTAINER_WIDTH,
  SEARCH_LIST_MAX_HEIGHT,
  shouldApplySearchResult,
  TEXTS,
} from '@songstats/domain';
import { Search } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Image } from '../../lib/Image';
import { useDismiss } from '../../lib/use-dismiss';
import { useDebouncedQuery } from './use-debounced-query';
import { usePlaylistSearch } from './use-playlist-search';

const followers = new Intl.NumberFormat('en');

/**
 * spec §2: the playlist-checking variant's floating search ('Search for Spotify Playlist',
 * 'No playlists found'); on mobile it toggles open and closed. spec §5: 200 ms debounce.
 */
export function PlaylistSearch() {
  const [input, setInput] = useState('');
  const [open, setOpen] = useState(false);
  const [mobileOpen, setMobileOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const debounced = useDebouncedQuery(input, 'playlist');
  const search = usePlaylistSearch(debounced);
  const answer =
    search.data && shouldApplySearchResult(search.data.q, input) ? search.data.results : null;
  const isEmpty = input.trim() === '';
  useDismiss(
    container,
    open,
    useCallback(() => setOpen(false), []),
  );

  return (
    <div ref={container} className="relative w-full" style={{ maxWidth: SEARCH_CONTAINER_WIDTH }}>
      <button
        type="button"
        aria-expanded={mobileOpen}
        // Issue 24: the toggle opens and closes the search and its results together.
        onClick={() => {
          setMobileOpen(!mobileOpen);
          setOpen(!mobileOpen);
        }}
        className="rounded-md p-2 lg:hidden"
        aria-label={TEXTS.search.playlistPlaceholder}
      >
        <Search aria-hidden size={18} />
      </button>
      <label
        className={`${mobileOpen ? 'flex' : 'hidden'} items-center gap-2 rounded-full border border-gray-300 bg-white px-4 py-2 shadow-md focus-within:border-ink lg:flex`}
      >
        <Search aria-hidden size={16} className="text-gray-400" />
        <input
          type="search"
          role="combobox"
          aria-expanded={open}
          aria-label={TEXTS.search.playlistPlaceholder}
          placeholder={TEXTS.search.playlistPlaceholder}
          className="w-full bg-transparent text-sm outline-none"
          value={input}
          onFocus={() => setOpen(true)}
          onChange={(event) => {
            setInput(event.target.value);
            setOpen(true);
          }}
          onPaste={(event) => {
            // Issue 24: a pasted Spotify, Deezer or Apple Music playlist link opens it.
            const link = parsePlaylistLink(event.clipboardData.getData('text'));
            if (!link) return;
            event.preventDefault();
            setInput('');
            setOpen(false);
            setMobileOpen(false);
            navigate(`/${link.sourceId}/${encodeURIComponent(link.playlistId)}`);
          }}
          onKeyDown={(event) => {
            const link = parsePlaylistLink(input);
            const first = answer?.[0];
            if (event.key !== 'Enter' || (!link && !first)) return;
            setOpen(false);
            navigate(
              link ? `/${link.sourceId}/${encodeURIComponent(link.playlistId)}` : first!.baseUrl,
            );
          }}
        />
      </label>
      {open && !isEmpty && (
        <div className="absolute inset-x-0 top-full z-40 mt-2 rounded-xl border border-gray-200 bg-white p-2 shadow-xl">
          {search.isError && (
            <p role="alert" className="px-2 py-3 text-sm text-red-600">
              {TEXTS.errors.searchFailed}
            </p>
          )}
          {!search.isError && answer === null && (
            <p className="px-2 py-3 text-sm text-gray-500">{TEXTS.search.searching}</p>
          )}
          {answer?.length === 0 && (
            <p className="px-2 py-3 text-sm text-gray-500">{TEXTS.search.noPlaylists}</p>
          )}
          <ul
            aria-label="Playlists"
            className="overflow-y-auto"
            style={{ maxHeight: SEARCH_LIST_MAX_HEIGHT.main }}
          >
            {(answer ?? []).map((playlist) => (
              <li key={`${playlist.sourceId}:${playlist.playlistId}`}>
                <button
                  type="button"
                  onClick={() => {
                    setOpen(false);
                    navigate(playlist.baseUrl);
                  }}
                  className="flex w-full items-center gap-3 rounded-md px-2 py-2 text-left hover:bg-gray-50"
                >
                  <Image
                    src={playlist.artwork}
                    alt=""
                    className="size-10 shrink-0 rounded object-cover"
                  />
                  <span className="flex min-w-0 flex-col">
                    <span className="truncate text-sm font-medium">{playlist.name}</span>
                    <span className="text-xs text-gray-500">
                      {[
                        playlist.ownerName,
                        playlist.followersCount !== null &&
                          `${followers.format(playlist.followersCount)} followers`,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
