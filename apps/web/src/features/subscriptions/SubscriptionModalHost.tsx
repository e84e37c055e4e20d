import type { PendingPayable } from '@songstats/domain';
import { Suspense, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { lazyPage } from '../../lib/chunk-load';
import { errorText } from '../../lib/error-text';
import { openEnterpriseEmail } from './enterprise-email';
import { payableIdOf } from './payables';
import { usePaymentState } from './payment-store';
import { dispatchModal, useSubscriptionModal } from './subscription-modal-store';

const SubscriptionModal = lazyPage(() => import('./SubscriptionModal'));

async function loadDetails(payable: PendingPayable, currentPath: string) {
  const payment = usePaymentState.getState();
  const modal = useSubscriptionModal.getState();
  payment.setPendingPayable(payable);
  modal.setLoadError(null);
  try {
    // Loaded with the first payable (issue 29): the subscription calls stay out of the first load.
    const { fetchPendingPaymentDetails } = await import('./use-subscription-calls');
    const answer = await fetchPendingPaymentDetails({
      payableType: payable.type,
      idUnique: payableIdOf(payable),
      promoCodeToCheck: payment.coupon?.code ?? null,
    });
    payment.setPendingPaymentDetails(answer.pendingPaymentDetails);
    dispatchModal({ type: 'detailsLoaded', details: answer.pendingPaymentDetails, currentPath });
  } catch (failure) {
    modal.setLoadError(errorText(failure));
  }
}

/**
 * Mounted once under the router: runs what the modal's reducer asks for (spec §4: load the
 * payable's pending payment details, open the enterprise email, navigate after success) and
 * shows the modal, loaded on first open.
 */
export function SubscriptionModalHost() {
  const effect = useSubscriptionModal((store) => store.state.effect);
  const isOpen = useSubscriptionModal((store) => store.state.isOpen);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => {
    if (!effect) return;
    dispatchModal({ type: 'effectHandled' });
    if (effect.kind === 'openEmail') openEnterpriseEmail();
    else if (effect.kind === 'navigate') navigate(effect.to);
    else void loadDetails(effect.payable, pathname);
  }, [effect, navigate, pathname]);
  if (!isOpen) return null;
  return (
    <Suspense fallback={null}>
      <SubscriptionModal />
    </Suspense>
  );
}
