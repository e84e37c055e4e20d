import { create } from 'zustand';

interface BackendStatus {
  /** spec §4: set when the uptime check fails, cleared when it answers again. */
  isBackendDown: boolean;
  setBackendDown(isDown: boolean): void;
}

export const useBackendStatus = create<BackendStatus>()((set) => ({
  isBackendDown: false,
  setBackendDown: (isBackendDown) => set({ isBackendDown }),
}));
