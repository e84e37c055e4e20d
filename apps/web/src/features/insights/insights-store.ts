import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { useSession } from '../session/session-store';

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
  /** The member these choices belong to (null: nobody logged in). */
  memberId: number | null;
  /** spec §4 account selection: the account chosen last (null: the first one). */
  chosenIdUnique: string | null;
  /** spec §3 feed lastViewedDate, per account (ISO time of the last visit). */
  lastViewed: Record<string, string>;
  shareSettings: ShareSettings;
  choose(idUnique: string): void;
  markViewed(idUnique: string, at: string): void;
  setShareSettings(patch: Partial<ShareSettings>): void;
  /** Starts afresh for another member (or nobody). */
  reset(memberId: number | null): void;
}

const INITIAL = {
  memberId: null,
  chosenIdUnique: null,
  lastViewed: {},
  shareSettings: DEFAULT_SHARE_SETTINGS,
} satisfies Partial<InsightsState>;

export const INSIGHTS_STORAGE_KEY = 'songstats-insights';

export const useInsightsStore = create<InsightsState>()(
  persist(
    (set) => ({
      ...INITIAL,
      choose: (chosenIdUnique) => set({ chosenIdUnique }),
      markViewed: (idUnique, at) =>
        set(({ lastViewed }) => ({ lastViewed: { ...lastViewed, [idUnique]: at } })),
      setShareSettings: (patch) =>
        set(({ shareSettings }) => ({ shareSettings: { ...shareSettings, ...patch } })),
      reset: (memberId) => set({ ...INITIAL, memberId }),
    }),
    { name: INSIGHTS_STORAGE_KEY, version: 1, storage: createJSONStorage(() => localStorage) },
  ),
);

// spec §4: logout resets all stored state. The insights' part may not be loaded when it happens
// (the logout page does not load it), so the choices are kept with their member's id and start
// afresh whenever another member (or nobody) is logged in: the next member on this browser never
// gets the last one's chosen account and visit times.
function followMember(memberId: number | null) {
  if (useInsightsStore.getState().memberId !== memberId) {
    useInsightsStore.getState().reset(memberId);
  }
}
followMember(useSession.getState().login?.userId ?? null);
useSession.subscribe((state) => followMember(state.login?.userId ?? null));
