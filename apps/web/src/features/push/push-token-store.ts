import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

interface PushTokenState {
  /** The push token this device registered with add_push_token, while push is on. */
  token: string | null;
  setToken(token: string | null): void;
}

export const usePushToken = create<PushTokenState>()(
  persist((set) => ({ token: null, setToken: (token) => set({ token }) }), {
    name: 'songstats-push-token',
    storage: createJSONStorage(() => localStorage),
  }),
);
