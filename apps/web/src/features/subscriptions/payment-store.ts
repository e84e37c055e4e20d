import {
  type BillingAddress,
  type CardDetails,
  type Coupon,
  PAYMENT_STATE_VERSION,
  type PayableType,
  type PaymentState,
  type PendingPayable,
  type PendingPaymentDetails,
} from '@songstats/domain';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export const PAYMENT_STORAGE_KEY = 'songstats-payment';

/**
 * The persisted payment state of version 1: the payable named by `payableType` / `payableId`,
 * and the entered coupon as a bare code.
 */
export interface PaymentStateV1 {
  billingAddress?: BillingAddress | null;
  cardDetails?: CardDetails | null;
  pendingPayable?: {
    payableType: PayableType;
    payableId: number | string | null;
    name: string;
    imageUrl: string | null;
  } | null;
  pendingPaymentDetails?: PendingPaymentDetails | null;
  couponCode?: string | null;
}

export const EMPTY_PAYMENT_STATE: PaymentState = {
  billingAddress: null,
  cardDetails: null,
  pendingPayable: null,
  pendingPaymentDetails: null,
  coupon: null,
};

/**
 * spec §3, §9: the persisted payment state is version 2. Version 1 becomes version 2: the payable
 * takes the `type` / `id` names, and a bare coupon code becomes a coupon the server checks again
 * (its dates and apply type are unknown, so it is kept as visible for any payable). Prices are
 * not carried over: they are loaded again for the payment step. Unknown versions start empty.
 */
export function migratePaymentState(persisted: unknown, version: number): PaymentState {
  if (!persisted || typeof persisted !== 'object') return EMPTY_PAYMENT_STATE;
  if (version === PAYMENT_STATE_VERSION)
    return { ...EMPTY_PAYMENT_STATE, ...(persisted as PaymentState) };
  if (version !== 1) return EMPTY_PAYMENT_STATE;
  const old = persisted as PaymentStateV1;
  const pendingPayable: PendingPayable | null = old.pendingPayable
    ? {
        type: old.pendingPayable.payableType,
        id: old.pendingPayable.payableId,
        name: old.pendingPayable.name,
        imageUrl: old.pendingPayable.imageUrl,
      }
    : null;
  const code = old.couponCode?.trim();
  const coupon: Coupon | null = code
    ? { code, startDate: null, expireDate: null, isVisible: true, applyType: 'all' }
    : null;
  return {
    billingAddress: old.billingAddress ?? null,
    cardDetails: old.cardDetails ?? null,
    pendingPayable,
    pendingPaymentDetails: null,
    coupon,
  };
}

interface PaymentStore extends PaymentState {
  setPendingPayable(payable: PendingPayable | null): void;
  setPendingPaymentDetails(details: PendingPaymentDetails | null): void;
  setCoupon(coupon: Coupon | null): void;
  setBilling(billing: Pick<PaymentState, 'billingAddress' | 'cardDetails'>): void;
  /** spec §4 logout: all stored state is reset. */
  reset(): void;
}

/** spec §3 "Payment state", persisted as version 2 with a migration from version 1. */
export const usePaymentState = create<PaymentStore>()(
  persist(
    (set) => ({
      ...EMPTY_PAYMENT_STATE,
      setPendingPayable: (pendingPayable) => set({ pendingPayable }),
      setPendingPaymentDetails: (pendingPaymentDetails) => set({ pendingPaymentDetails }),
      setCoupon: (coupon) => set({ coupon }),
      setBilling: ({ billingAddress, cardDetails }) => set({ billingAddress, cardDetails }),
      reset: () => set(EMPTY_PAYMENT_STATE),
    }),
    {
      name: PAYMENT_STORAGE_KEY,
      version: PAYMENT_STATE_VERSION,
      storage: createJSONStorage(() => localStorage),
      migrate: migratePaymentState,
      partialize: ({
        billingAddress,
        cardDetails,
        pendingPayable,
        pendingPaymentDetails,
        coupon,
      }) => ({
        billingAddress,
        cardDetails,
        pendingPayable,
        pendingPaymentDetails,
        coupon,
      }),
    },
  ),
);
