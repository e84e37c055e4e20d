import type { AccountItem } from '@songstats/contract';
import { searchEndpoints } from '@songstats/contract';
import { shouldSendSearch, TEXTS } from '@songstats/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api';
import { variant } from '../../app/variant';
import { Image } from '../../lib/Image';
import { useDebouncedQuery } from '../search/use-debounced-query';

/** spec §7 artist_label_search, sent only for a non-empty query (spec §5, 200 ms debounce). */
function useArtistLabelSearch(q: string) {
  const query = q.trim();
  return useQuery({
    queryKey: ['subscriptions', 'artist_label_search', query],
    enabled: shouldSendSearch(query),
    placeholderData: keepPreviousData,
    retry: false,
    queryFn: ({ signal }) =>
      api.request(searchEndpoints.artistLabelSearch, {
        query: { q: query, searchType: variant.id === 'social' ? 'creator' : 'all' },
        signal,
      }),
  });
}

/** spec §2 step 1: choose the artist or label to subscribe to. */
export function ChooseAccountStep({
  onChoose,
  withUnlockHint = true,
}: {
  onChoose: (account: AccountItem) => void;
  /** The playlist-checking product's unlock text belongs to the subscription modal only. */
  withUnlockHint?: boolean;
}) {
  const [input, setInput] = useState('');
  const debounced = useDebouncedQuery(input, 'artist');
  const search = useArtistLabelSearch(debounced);
  // spec §5: results apply only while the query still matches the current input.
  const current = search.data && search.data.q === input.trim() ? search.data : null;
  const waiting = shouldSendSearch(input) && !current && !search.isError;

  return (
    <div>
      {withUnlockHint && variant.id === 'playlistcheck' && (
        <p className="mb-3 text-sm text-gray-600">{TEXTS.modal.playlistCheckUnlock}</p>
      )}
      <label className="block text-sm font-medium">
        {variant.id === 'social' ? 'Creator' : 'Artist or label'}
        <input
          type="search"
          value={input}
          onChange={(event) => setInput(event.target.value)}
          // spec §5: Enter in the artist and label search is suppressed.
          onKeyDown={(event) => {
            if (event.key === 'Enter') event.preventDefault();
          }}
          placeholder="Search by name or paste a link"
          className="mt-1 w-full rounded-lg border border-gray-300 px-3 py-2"
        />
      </label>
      <div aria-live="polite" className="mt-3 max-h-[220px] overflow-y-auto">
        {search.isError && shouldSendSearch(input) ? (
          <p role="alert" className="text-sm text-red-600">
            {TEXTS.errors.searchFailed}
          </p>
        ) : waiting ? (
          <p className="text-sm text-gray-500">{TEXTS.search.searching}</p>
        ) : current && current.accounts.length === 0 ? (
          <p className="text-sm text-gray-500">{TEXTS.search.noMatches}</p>
        ) : current ? (
          <ul aria-label="Results" className="divide-y divide-gray-100">
            {current.accounts.map((account) => (
              <li key={account.idUnique}>
                <button
                  type="button"
                  onClick={() => onChoose(account)}
                  className="flex w-full items-center gap-3 px-2 py-2 text-left hover:bg-gray-50 focus-visible:outline-2"
                >
                  {account.imageUrl ? (
                    <Image
                      src={account.imageUrl}
                      alt=""
                      className="size-9 rounded-full object-cover"
                    />
                  ) : (
                    <span aria-hidden className="size-9 rounded-full bg-gray-200" />
                  )}
                  <span>
                    <span className="block font-medium">{account.name}</span>
                    <span className="block text-xs text-gray-500 capitalize">
                      {[account.type, account.secondaryText].filter(Boolean).join(' · ')}
                    </span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
