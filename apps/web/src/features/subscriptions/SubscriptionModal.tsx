import {
  isModalStep,
  type ModalView,
  modalErrorText,
  subscriptionModalTitle,
  TEXTS,
} from '@songstats/domain';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { variant } from '../../app/variant';
import { Dialog } from '../../components/Dialog';
import { useMessages } from '../messages/message-store';
import { useSession } from '../session/session-store';
import { CancelFlowStep } from './CancelFlowStep';
import { ChooseAccountStep } from './ChooseAccountStep';
import { ChoosePlanStep } from './ChoosePlanStep';
import { PaymentStep } from './PaymentStep';
import { payableIdOf, payableOfAccount } from './payables';
import { usePaymentState } from './payment-store';
import { dispatchModal, useSubscriptionModal } from './subscription-modal-store';
import { fetchPendingPaymentDetails } from './use-subscription-calls';

const STEP_TITLES: Record<2 | 3 | 4, string> = {
  2: 'Choose a Plan',
  3: 'Payment Method',
  4: 'Cancel Subscription',
};

function useHasSubscriptions(): boolean {
  return useSession((state) => {
    const subscription = state.login?.subscription;
    if (!subscription) return false;
    return (
      subscription.accounts.some((account) => account.subbedAt) ||
      subscription.subscriptionPlans.some((plan) => plan.subbedAt)
    );
  });
}

function viewTitle(view: ModalView, hasSubscriptions: boolean): string {
  if (view === 1) return subscriptionModalTitle(variant.id, hasSubscriptions);
  if (isModalStep(view)) return STEP_TITLES[view];
  return modalErrorText(view) ?? 'Loading…';
}

/** spec §2 the four-step subscription modal, driven by the reducer of packages/domain. */
export default function SubscriptionModal() {
  const state = useSubscriptionModal((store) => store.state);
  const payable = usePaymentState((payment) => payment.pendingPayable);
  const details = usePaymentState((payment) => payment.pendingPaymentDetails);
  const hasSubscriptions = useHasSubscriptions();
  const show = useMessages((messages) => messages.show);
  const { pathname } = useLocation();
  const loadError = useSubscriptionModal((store) => store.loadError);
  if (!state.isOpen) return null;

  const close = () => dispatchModal({ type: 'close' });
  const view = state.view;
  const current = state.pendingPayable ?? payable;

  async function priceWithCoupon(code: string): Promise<string | null> {
    if (!current) return null;
    const answer = await fetchPendingPaymentDetails({
      payableType: current.type,
      idUnique: payableIdOf(current),
      promoCodeToCheck: code,
    });
    usePaymentState.getState().setPendingPaymentDetails(answer.pendingPaymentDetails);
    return answer.message;
  }

  let body: ReactNode;
  if (loadError) {
    body = (
      <div role="alert" className="space-y-3 text-sm">
        <p className="text-red-600">{loadError}</p>
        {current && (
          <button
            type="button"
            onClick={() => dispatchModal({ type: 'accountChosen', payable: current })}
            className="rounded-lg border border-gray-300 px-3 py-2 font-medium hover:bg-gray-50"
          >
            Try again
          </button>
        )}
      </div>
    );
  } else if (view === 'loading') {
    body = (
      <p role="status" className="py-8 text-center text-gray-500">
        Loading…
      </p>
    );
  } else if (view === 1) {
    body = (
      <ChooseAccountStep
        onChoose={(account) =>
          dispatchModal({ type: 'accountChosen', payable: payableOfAccount(account) })
        }
      />
    );
  } else if (view === 2) {
    body = (
      <ChoosePlanStep
        payable={current}
        interval={state.interval}
        freeTrialDaysLeft={details?.freeTrialDaysLeft ?? null}
        onInterval={(interval) => dispatchModal({ type: 'setInterval', interval })}
        onPlan={(plan, isBundled) => dispatchModal({ type: 'planClicked', plan, isBundled })}
        onBack={() => dispatchModal({ type: 'back' })}
      />
    );
  } else if (view === 3 && current && details) {
    body = (
      <PaymentStep
        payable={current}
        details={details}
        interval={state.interval}
        isBundled={state.isBundled}
        showCouponInput={state.showCouponInput}
        onInterval={(interval) => dispatchModal({ type: 'setInterval', interval })}
        onBundled={(isBundled) => dispatchModal({ type: 'setBundled', isBundled })}
        onBack={() => dispatchModal({ type: 'back' })}
        onSucceeded={() => dispatchModal({ type: 'succeeded', currentPath: pathname })}
        onCoupon={priceWithCoupon}
      />
    );
  } else if (view === 4) {
    body = (
      <CancelFlowStep
        subscriptionId={details?.paymentId ?? null}
        onBack={() => dispatchModal({ type: 'goToStep', step: 3 })}
        onDone={(message) => {
          if (message) show({ message, messageType: 'success' });
          close();
        }}
      />
    );
  } else {
    body = (
      <p role="alert" className="text-red-600">
        {TEXTS.modal.error}
      </p>
    );
  }

  return (
    <Dialog
      title={viewTitle(view, hasSubscriptions)}
      onClose={close}
      size={view === 2 || view === 3 ? 'wide' : 'normal'}
    >
      {body}
    </Dialog>
  );
}
