import type { LoginResponse } from '@songstats/contract';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export const SESSION_STORAGE_KEY = 'songstats-session';

interface SessionState {
  /** spec §3 "Login state / response", as the last login returned it. */
  login: LoginResponse | null;
  /** spec §2: the `ref` query parameter, kept as the entry coupon code. */
  entryCode: string | null;
  setLogin(login: LoginResponse): void;
  setAccounts(subscription: LoginResponse['subscription']): void;
  setEntryCode(code: string): void;
  /** spec §4 logout: resets all stored state. */
  reset(): void;
}

export const useSession = create<SessionState>()(
  persist(
    (set) => ({
      login: null,
      entryCode: null,
      setLogin: (login) => set({ login }),
      setAccounts: (subscription) =>
        set(({ login }) => ({ login: login ? { ...login, subscription } : login })),
      setEntryCode: (entryCode) => set({ entryCode }),
      reset: () => set({ login: null, entryCode: null }),
    }),
    { name: SESSION_STORAGE_KEY, version: 1, storage: createJSONStorage(() => localStorage) },
  ),
);

export const sessionToken = () => useSession.getState().login?.userAuthToken.token ?? null;
export const useIsLoggedIn = () => useSession((state) => state.login !== null);
