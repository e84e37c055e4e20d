import {
  INITIAL_MODAL_STATE,
  type PendingPayable,
  type SubscriptionModalEvent,
  type SubscriptionModalState,
  subscriptionModalReducer,
} from '@songstats/domain';
import { create } from 'zustand';

interface SubscriptionModalStore {
  state: SubscriptionModalState;
  /** Why the pending payment details could not be loaded, shown with a retry. */
  loadError: string | null;
  dispatch(event: SubscriptionModalEvent): void;
  setLoadError(loadError: string | null): void;
}

/**
 * The subscription modal's state: the pure reducer of packages/domain (spec §2, §4) in a store,
 * so any screen (pricing, a locked tab, a subscription row) can open it.
 */
export const useSubscriptionModal = create<SubscriptionModalStore>()((set) => ({
  state: INITIAL_MODAL_STATE,
  loadError: null,
  dispatch: (event) =>
    set(({ state, loadError }) => ({
      state: subscriptionModalReducer(state, event),
      loadError: event.type === 'close' || event.type === 'open' ? null : loadError,
    })),
  setLoadError: (loadError) => set({ loadError }),
}));

export interface OpenSubscriptionModal {
  /** The artist, label or Professional plan to pay for; without one the modal starts at step 1. */
  payable?: PendingPayable | null;
  cancelRequested?: boolean;
  editMode?: boolean;
}

export function openSubscriptionModal(options: OpenSubscriptionModal = {}): void {
  useSubscriptionModal.getState().dispatch({
    type: 'open',
    payable: options.payable ?? null,
    cancelRequested: options.cancelRequested ?? false,
    editMode: options.editMode ?? false,
  });
}

export function dispatchModal(event: SubscriptionModalEvent): void {
  useSubscriptionModal.getState().dispatch(event);
}
