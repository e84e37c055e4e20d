import type { SearchResultItem } from '@songstats/contract';
import {
  SEARCH_CONTAINER_WIDTH,
  SEARCH_LIST_MAX_HEIGHT,
  searchTexts,
  shouldApplySearchResult,
  TEXTS,
  type VariantId,
} from '@songstats/domain';
import { Search } from 'lucide-react';
import { useCallback, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { RequestToAddLink } from '../../app/redirects';
import { variant } from '../../app/variant';
import { useDismiss } from '../../lib/use-dismiss';
import { useSession } from '../session/session-store';
import { useRecentSearches } from './recent-searches-store';
import { useDebouncedQuery } from './use-debounced-query';
import { useSearchAll } from './use-search-all';

/**
 * spec §2, §5: the header search with filter chips, Recent list and its status lines; the social
 * product's searches creators (issue 25).
 */
export function SearchDropdown({ variantId = variant.id }: { variantId?: VariantId }) {
  const { placeholder, filters } = searchTexts(variantId);
  const [input, setInput] = useState('');
  const [open, setOpen] = useState(false);
  const [filter, setFilter] = useState('top');
  const listId = useId();
  const container = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const { recent, add } = useRecentSearches();
  const hasRadioAccess = useSession(
    (state) =>
      state.login?.userIsAdmin === true ||
      (state.login?.subscription.accounts ?? []).some((account) => account.hasRadiostatsAccess),
  );
  const debounced = useDebouncedQuery(input);
  const models = filters.find((entry) => entry.id === filter)?.models ?? [];
  const search = useSearchAll(debounced, models, hasRadioAccess);
  // spec §5: an answer applies only while its query still matches the input.
  const answer =
    search.data && shouldApplySearchResult(search.data.q, input) ? search.data.results : null;
  const isEmpty = input.trim() === '';
  const isSearching = !isEmpty && !search.isError && answer === null;

  function choose(item: SearchResultItem) {
    add(item);
    setOpen(false);
    setInput('');
    if (item.routeInfo?.url) navigate(item.routeInfo.url);
  }

  useDismiss(
    container,
    open,
    useCallback(() => setOpen(false), []),
  );

  const shown = isEmpty ? recent : (answer ?? []);
  return (
    <div ref={container} className="relative w-full" style={{ maxWidth: SEARCH_CONTAINER_WIDTH }}>
      <label className="flex items-center gap-2 rounded-lg border border-gray-300 bg-white px-3 py-1.5 focus-within:border-ink">
        <Search aria-hidden size={16} className="text-gray-400" />
        <input
          type="search"
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-label={placeholder}
          placeholder={placeholder}
          className="w-full bg-transparent text-sm outline-none"
          value={input}
          onFocus={() => setOpen(true)}
          onChange={(event) => {
            setInput(event.target.value);
            setOpen(true);
          }}
        />
      </label>
      {open && (
        <div
          id={listId}
          className="absolute inset-x-0 top-full z-40 mt-1 rounded-lg border border-gray-200 bg-white p-2 shadow-lg"
        >
          <fieldset className="mb-2 flex flex-wrap gap-1">
            <legend className="sr-only">Filters</legend>
            {filters.map((entry) => (
              <button
                key={entry.id}
                type="button"
                aria-pressed={filter === entry.id}
                onClick={() => setFilter(entry.id)}
                className={`rounded-full px-3 py-1 text-xs font-medium ${
                  filter === entry.id ? 'bg-ink text-white' : 'bg-gray-100 text-gray-700'
                }`}
              >
                {entry.label}
              </button>
            ))}
          </fieldset>
          {isEmpty && recent.length > 0 && (
            <p className="px-2 pb-1 text-xs font-semibold text-gray-500 uppercase">
              {TEXTS.search.recent}
            </p>
          )}
          {isSearching && (
            <p className="px-2 py-3 text-sm text-gray-500">{TEXTS.search.searching}</p>
          )}
          {search.isError && !isEmpty && (
            <p role="alert" className="px-2 py-3 text-sm text-red-600">
              {TEXTS.errors.searchFailed}
            </p>
          )}
          {!isEmpty && answer?.length === 0 && (
            <p className="px-2 py-3 text-sm text-gray-500">{TEXTS.search.noMatches}</p>
          )}
          <ul
            aria-label={isEmpty ? TEXTS.search.recent : 'Results'}
            className="overflow-y-auto"
            style={{ maxHeight: SEARCH_LIST_MAX_HEIGHT.main }}
          >
            {shown.map((item) => (
              <li key={item.id}>
                <button
                  type="button"
                  onClick={() => choose(item)}
                  className="flex w-full items-center gap-3 rounded-md px-2 py-2 text-left hover:bg-gray-50"
                >
                  <span className="min-w-0 flex-1">
                    <span className="block truncate text-sm font-medium">{item.name}</span>
                    <span className="block truncate text-xs text-gray-500">
                      {[item.groupText, item.artistName ?? item.secondaryText]
                        .filter(Boolean)
                        .join(' · ')}
                    </span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
          {/* spec §2: what the search does not know can be asked for (also under no matches). */}
          <RequestToAddLink className="mt-1 block border-t border-gray-100 px-2 pt-2 text-xs font-medium text-gray-600 hover:underline" />
        </div>
      )}
    </div>
  );
}
