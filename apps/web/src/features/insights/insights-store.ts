import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** spec §3 "Share settings", kept between visits. */
export interface ShareSettings {
  lastShareStyleId: number;
  /** spec §3: portrait by default. */
  lastShareDownloadFrame: 'portrait' | 'square' | 'landscape';
  showPlaylistCover: boolean;
  fontSizeIndex: number;
  showFollower: boolean;
}

export const DEFAULT_SHARE_SETTINGS: ShareSettings = {
  lastShareStyleId: 0,
  lastShareDownloadFrame: 'portrait',
  showPlaylistCover: true,
  fontSizeIndex: 1,
  showFollower: true,
};

interface InsightsState {
  /** spec §4 account selection: the account chosen last (null: the first one). */
  chosenIdUnique: string | null;
  /** spec §3 feed lastViewedDate, per account (ISO time of the last visit). */
  lastViewed: Record<string, string>;
  shareSettings: ShareSettings;
  choose(idUnique: string): void;
  markViewed(idUnique: string, at: string): void;
  setShareSettings(patch: Partial<ShareSettings>): void;
}

export const INSIGHTS_STORAGE_KEY = 'songstats-insights';

export const useInsightsStore = create<InsightsState>()(
  persist(
    (set) => ({
      chosenIdUnique: null,
      lastViewed: {},
      shareSettings: DEFAULT_SHARE_SETTINGS,
      choose: (chosenIdUnique) => set({ chosenIdUnique }),
      markViewed: (idUnique, at) =>
        set(({ lastViewed }) => ({ lastViewed: { ...lastViewed, [idUnique]: at } })),
      setShareSettings: (patch) =>
        set(({ shareSettings }) => ({ shareSettings: { ...shareSettings, ...patch } })),
    }),
    { name: INSIGHTS_STORAGE_KEY, version: 1, storage: createJSONStorage(() => localStorage) },
  ),
);
