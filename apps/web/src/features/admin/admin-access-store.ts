import type { LoginResponse } from '@songstats/contract';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { useSession } from '../session/session-store';

/**
 * spec §3, §6 isAccessedThruAdmin (issue 26): while an admin views the product as a member, the
 * session store holds the member's read-only login and this store keeps the admin's own, to go
 * back to on exit. Kept across reloads like the session itself.
 */
interface AdminAccessState {
  adminLogin: LoginResponse | null;
  enter(adminLogin: LoginResponse, memberLogin: LoginResponse): void;
  /** Back to the admin's own login; returns the access token to end, or null. */
  leave(): { adminLogin: LoginResponse; accessToken: string } | null;
}

export const useAdminAccess = create<AdminAccessState>()(
  persist(
    (set, get) => ({
      adminLogin: null,
      enter: (adminLogin, memberLogin) => {
        set({ adminLogin });
        useSession.getState().setLogin(memberLogin);
      },
      leave: () => {
        const { adminLogin } = get();
        const accessToken = useSession.getState().login?.userAuthToken.token ?? null;
        if (!adminLogin || !accessToken) return null;
        useSession.getState().setLogin(adminLogin);
        set({ adminLogin: null });
        return { adminLogin, accessToken };
      },
    }),
    {
      name: 'songstats-admin-access',
      version: 1,
      storage: createJSONStorage(() => localStorage),
    },
  ),
);
