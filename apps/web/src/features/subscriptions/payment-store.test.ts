// @vitest-environment happy-dom
import { PAYMENT_STATE_VERSION } from '@songstats/domain';
import { afterEach, describe, expect, it } from 'vitest';
import {
  EMPTY_PAYMENT_STATE,
  migratePaymentState,
  PAYMENT_STORAGE_KEY,
  type PaymentStateV1,
  usePaymentState,
} from './payment-store';

const card = {
  id: 3,
  cardExpiredMonth: 12,
  cardExpiredYear: 2030,
  cardNumber: '4242',
  email: null,
  fullname: 'Eve Example',
  memberId: 7,
  stripeSource: 'src_sandbox_1',
};

const v1: PaymentStateV1 = {
  billingAddress: null,
  cardDetails: card,
  pendingPayable: {
    payableType: 'UArtist',
    payableId: 'demo-robyn',
    name: 'Robyn',
    imageUrl: null,
  },
  pendingPaymentDetails: null,
  couponCode: ' SPRING ',
};

afterEach(() => {
  localStorage.clear();
  usePaymentState.getState().reset();
});

describe('persisted payment state (spec §3, §9: version 2 with migrations)', () => {
  it('is stored as version 2', () => {
    usePaymentState.getState().setCoupon({
      code: 'SPRING',
      startDate: null,
      expireDate: null,
      isVisible: true,
      applyType: 'artist',
    });
    const stored = JSON.parse(localStorage.getItem(PAYMENT_STORAGE_KEY) ?? '{}');
    expect(PAYMENT_STATE_VERSION).toBe(2);
    expect(stored.version).toBe(2);
    expect(stored.state.coupon.code).toBe('SPRING');
  });

  it('migrates version 1: the payable takes type and id, the bare code becomes a coupon', () => {
    expect(migratePaymentState(v1, 1)).toEqual({
      billingAddress: null,
      cardDetails: card,
      pendingPayable: { type: 'UArtist', id: 'demo-robyn', name: 'Robyn', imageUrl: null },
      pendingPaymentDetails: null,
      coupon: {
        code: 'SPRING',
        startDate: null,
        expireDate: null,
        isVisible: true,
        applyType: 'all',
      },
    });
  });

  it('keeps no coupon for an empty version 1 code, and starts empty from unknown versions', () => {
    expect(migratePaymentState({ ...v1, couponCode: '  ' }, 1).coupon).toBeNull();
    expect(migratePaymentState({ pendingPayable: null }, 1).pendingPayable).toBeNull();
    expect(migratePaymentState(v1, 0)).toEqual(EMPTY_PAYMENT_STATE);
    expect(migratePaymentState(null, 1)).toEqual(EMPTY_PAYMENT_STATE);
  });

  it('rehydrates a stored version 1 state as version 2', async () => {
    localStorage.setItem(PAYMENT_STORAGE_KEY, JSON.stringify({ state: v1, version: 1 }));
    await usePaymentState.persist.rehydrate();
    const state = usePaymentState.getState();
    expect(state.pendingPayable).toEqual({
      type: 'UArtist',
      id: 'demo-robyn',
      name: 'Robyn',
      imageUrl: null,
    });
    expect(state.coupon?.code).toBe('SPRING');
    expect(state.cardDetails?.cardNumber).toBe('4242');
    expect(JSON.parse(localStorage.getItem(PAYMENT_STORAGE_KEY) ?? '{}').version).toBe(2);
  });

  it('reset empties every field (logout)', () => {
    usePaymentState.getState().setBilling({ billingAddress: null, cardDetails: card });
    usePaymentState.getState().reset();
    const { billingAddress, cardDetails, pendingPayable, pendingPaymentDetails, coupon } =
      usePaymentState.getState();
    expect({ billingAddress, cardDetails, pendingPayable, pendingPaymentDetails, coupon }).toEqual(
      EMPTY_PAYMENT_STATE,
    );
  });
});
