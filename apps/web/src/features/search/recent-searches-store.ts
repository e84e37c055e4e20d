import type { SearchResultItem } from '@songstats/contract';
import { addRecentSearch } from '@songstats/domain';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

interface RecentSearchesState {
  recent: SearchResultItem[];
  add(item: SearchResultItem): void;
  clear(): void;
}

/** spec §3: the search state keeps the last 5 chosen results, deduplicated by id. */
export const useRecentSearches = create<RecentSearchesState>()(
  persist(
    (set) => ({
      recent: [],
      add: (item) => set(({ recent }) => ({ recent: addRecentSearch(recent, item) })),
      clear: () => set({ recent: [] }),
    }),
    { name: 'songstats-recent-searches', storage: createJSONStorage(() => localStorage) },
  ),
);
