// @vitest-environment happy-dom
import { INITIAL_MODAL_STATE, TEXTS } from '@songstats/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COUPON_NOT_APPLICABLE } from './PromoSection';
import { usePaymentState } from './payment-store';
import { SubscriptionModalHost } from './SubscriptionModalHost';
import { openSubscriptionModal, useSubscriptionModal } from './subscription-modal-store';
import {
  artistDetails,
  errorResponse,
  type RecordedCall,
  robyn,
  stubApi,
  subscriptionRow,
} from './test-fixtures';
import { CARDHOLDER_REQUIRED } from './use-card-payment';

const THREE_D_S_CARD = '4000 0027 6000 3184';
const GOOD_CARD = '4242 4242 4242 4242';

beforeEach(() => {
  useSubscriptionModal.setState({ state: INITIAL_MODAL_STATE, loadError: null });
  usePaymentState.getState().reset();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

function paymentApi(overrides: Record<string, (call: RecordedCall) => unknown> = {}) {
  return stubApi({
    'GET /subscriptions/artist_label_search': (call) => ({
      q: call.query.get('q'),
      accounts: [robyn],
      isLink: false,
    }),
    'GET /payments/get_pending_payment_details': () => ({
      didSubscribe: false,
      pendingPaymentDetails: artistDetails(),
      message: null,
    }),
    'POST /payments/sandbox/create_card_source': (call) => {
      const number = String((call.body as { number: string }).number).replace(/\s/g, '');
      return {
        stripeSource: `src_sandbox_${number.slice(-4)}`,
        cardNumber: number.slice(-4),
        brand: 'visa',
        requiresThreeDSecure: number === THREE_D_S_CARD.replace(/\s/g, ''),
      };
    },
    'POST /payments/record_three_d_s_card_error': () => ({ message: 'Recorded.' }),
    'POST /payments/setup_payment': () => ({
      message: 'Your free trial has started.',
      subscription: subscriptionRow(),
      pendingPaymentDetails: artistDetails({ didSubscribe: true }),
    }),
    ...overrides,
  });
}

function renderModal() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/pricing']}>
        <Routes>
          <Route path="/pricing" element={<p>Pricing page</p>} />
          <Route path="/artist/:idUnique" element={<p>Artist page</p>} />
        </Routes>
        <SubscriptionModalHost />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

async function dialogTitled(title: string) {
  // The modal's chunk loads on first open.
  const dialog = await screen.findByRole('dialog', { name: title }, { timeout: 5000 });
  return within(dialog);
}

/** Steps 1 and 2: search, choose Robyn, choose the artist plan. */
async function reachPayment() {
  renderModal();
  act(() => openSubscriptionModal());
  const step1 = await dialogTitled(TEXTS.modal.chooseAccount);
  fireEvent.change(step1.getByRole('searchbox'), { target: { value: 'rob' } });
  fireEvent.click(await step1.findByRole('button', { name: /Robyn/ }, { timeout: 2000 }));
  const step2 = await dialogTitled('Choose a Plan');
  const artistCard = step2.getByRole('article', { name: 'Artist' });
  fireEvent.click(within(artistCard).getByRole('button', { name: 'Choose Plan' }));
  return dialogTitled('Payment Method');
}

function fillCard(
  step: Awaited<ReturnType<typeof dialogTitled>>,
  number: string,
  name = 'Eve Example',
) {
  fireEvent.change(step.getByPlaceholderText(TEXTS.modal.cardholderPlaceholder), {
    target: { value: name },
  });
  fireEvent.change(step.getByLabelText('Card number'), { target: { value: number } });
  fireEvent.change(step.getByLabelText('Expiry (MM/YY)'), { target: { value: '12/30' } });
  fireEvent.change(step.getByLabelText('CVC'), { target: { value: '123' } });
}

describe('subscription modal (spec §2, §4, §5)', () => {
  it('walks choose account, choose plan and payment, and a test card starts the trial', async () => {
    const api = paymentApi();
    const step3 = await reachPayment();
    expect(api.of('GET /payments/get_pending_payment_details')[0]?.query.get('idUnique')).toBe(
      'demo-robyn',
    );
    expect(step3.getByTestId('order-total').textContent).toBe('€11.99');
    expect(step3.getByText(TEXTS.trialWeek, { selector: 'dd' })).toBeTruthy();
    // decision 047: a card trial charges nothing today.
    expect(step3.getByTestId('order-due-today').textContent).toBe('€0.00');
    const pay = step3.getByRole('button', { name: TEXTS.subscription.startFreeTrial });
    fillCard(step3, GOOD_CARD);
    fireEvent.click(pay);
    // spec §5: only one submission at once.
    fireEvent.click(pay);

    await screen.findByText('Artist page');
    const setups = api.of('POST /payments/setup_payment');
    expect(setups).toHaveLength(1);
    expect(setups[0]?.body).toMatchObject({
      payableType: 'UArtist',
      idUnique: 'demo-robyn',
      interval: 'monthly',
      isBundled: false,
      fullname: 'Eve Example',
      stripeSource: 'src_sandbox_4242',
    });
    const body = setups[0]?.body as { idempotencyKey?: string } | undefined;
    expect(body?.idempotencyKey).toMatch(/^web-/);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('changes the summary price when the bundle or the yearly interval is chosen', async () => {
    paymentApi();
    const step3 = await reachPayment();
    fireEvent.click(step3.getByLabelText('Bundle with Radiostats'));
    expect(step3.getByTestId('order-total').textContent).toBe('€19.99');
    fireEvent.click(step3.getByLabelText(TEXTS.intervals.yearly));
    expect(step3.getByTestId('order-total').textContent).toBe('€199.99');
  });

  it('refuses a 3-D Secure card with the spec text and records it', async () => {
    const api = paymentApi();
    const step3 = await reachPayment();
    fillCard(step3, THREE_D_S_CARD);
    fireEvent.click(step3.getByRole('button', { name: TEXTS.subscription.startFreeTrial }));
    await waitFor(() =>
      expect(step3.getByRole('alert').textContent).toBe(TEXTS.errors.threeDSecure),
    );
    expect(api.of('POST /payments/record_three_d_s_card_error')[0]?.body).toEqual({
      payableType: 'UArtist',
      payableId: 'demo-robyn',
    });
    expect(api.of('POST /payments/setup_payment')).toHaveLength(0);
    // Nothing typed is lost.
    expect((step3.getByLabelText('Card number') as HTMLInputElement).value).toBe(THREE_D_S_CARD);
  });

  it('needs the name as displayed on card before asking for a card source', async () => {
    const api = paymentApi();
    const step3 = await reachPayment();
    fillCard(step3, GOOD_CARD, '  ');
    fireEvent.click(step3.getByRole('button', { name: TEXTS.subscription.startFreeTrial }));
    await waitFor(() => expect(step3.getByRole('alert').textContent).toBe(CARDHOLDER_REQUIRED));
    expect(api.of('POST /payments/sandbox/create_card_source')).toHaveLength(0);
  });

  it("clears a coupon of another apply type, and shows the server's refusal under the input", async () => {
    let answer: unknown = {
      coupon: {
        code: 'PROONLY',
        discount: 20,
        isVisible: true,
        startDate: null,
        expireDate: null,
        applyType: 'pro',
      },
    };
    paymentApi({ 'GET /payments/get_promo_code_details': () => answer });
    const step3 = await reachPayment();
    const input = step3.getByLabelText('Coupon code') as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'PROONLY' } });
    fireEvent.click(step3.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(step3.getByRole('alert').textContent).toBe(COUPON_NOT_APPLICABLE));
    expect(input.value).toBe('');
    expect(usePaymentState.getState().coupon).toBeNull();

    answer = errorResponse(422, 'This coupon has expired.');
    fireEvent.change(input, { target: { value: 'OLD' } });
    fireEvent.click(step3.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(step3.getByRole('alert').textContent).toBe('This coupon has expired.'),
    );
    expect(input.value).toBe('');
  });

  it("shows 'Error: {message}' when the payment is refused", async () => {
    paymentApi({
      'POST /payments/setup_payment': () => errorResponse(402, 'Your card was declined.'),
    });
    const step3 = await reachPayment();
    fillCard(step3, '4000 0000 0000 0002');
    fireEvent.click(step3.getByRole('button', { name: TEXTS.subscription.startFreeTrial }));
    await waitFor(() =>
      expect(step3.getByRole('alert').textContent).toBe('Error: Your card was declined.'),
    );
  });

  it('goes from the payment step of a running subscription to the cancel flow', async () => {
    paymentApi({
      'GET /payments/get_pending_payment_details': () => ({
        didSubscribe: false,
        pendingPaymentDetails: artistDetails({
          isActiveOrTrial: true,
          isTrial: true,
          paymentId: 5,
        }),
        message: null,
      }),
    });
    renderModal();
    act(() =>
      openSubscriptionModal({
        payable: { type: 'UArtist', id: 'demo-robyn', name: 'Robyn', imageUrl: null },
        editMode: true,
      }),
    );
    const step3 = await dialogTitled('Payment Method');
    // spec §4: edit mode hides the coupon input.
    expect(step3.queryByLabelText('Coupon code')).toBeNull();
    expect(step3.getByRole('button', { name: TEXTS.subscription.update })).toBeTruthy();
    fireEvent.click(step3.getByRole('button', { name: 'Cancel Subscription' }));
    const step4 = await dialogTitled('Cancel Subscription');
    expect(step4.getByRole('button', { name: TEXTS.cancel.cancelRenewal })).toBeTruthy();
  });

  it('closes with Escape and opens again at step 1', async () => {
    paymentApi();
    renderModal();
    act(() => openSubscriptionModal());
    await dialogTitled(TEXTS.modal.chooseAccount);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(useSubscriptionModal.getState().state.interval).toBe('monthly');
  });

  it('shows why the payment details could not load, with a retry', async () => {
    let fail = true;
    paymentApi({
      'GET /payments/get_pending_payment_details': () =>
        fail
          ? errorResponse(404, 'This artist was not found.')
          : { didSubscribe: false, pendingPaymentDetails: artistDetails(), message: null },
    });
    renderModal();
    act(() =>
      openSubscriptionModal({
        payable: { type: 'UArtist', id: 'demo-robyn', name: 'Robyn', imageUrl: null },
      }),
    );
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('This artist was not found.');
    fail = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await dialogTitled('Choose a Plan');
  });
});
