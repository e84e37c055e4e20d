import { TEXTS } from '@songstats/domain';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useMessages } from '../messages/message-store';
import { payableIdOf } from './payables';
import { usePaymentState } from './payment-store';
import { usePaypalExecute } from './use-subscription-calls';

export const PAYPAL_RETURN_PATH = '/settings/subscription-management';

// Tokens already sent, so a re-render (or React's development double effect) executes once.
const executed = new Set<string>();

/**
 * The wallet's return to subscription management: PayPal adds ?token={order}&PayerID=... after
 * approval (then the payment is executed for the persisted pending payable) or ?paypal=cancelled.
 */
export function usePaypalReturn() {
  const [params, setParams] = useSearchParams();
  const execute = usePaypalExecute();
  const show = useMessages((state) => state.show);
  const token = params.get('token');
  const cancelled = params.get('paypal') === 'cancelled';

  useEffect(() => {
    if (cancelled) {
      show({ message: 'The PayPal payment was cancelled.', messageType: 'info' });
      setParams({}, { replace: true });
      return;
    }
    if (!token || executed.has(token)) return;
    executed.add(token);
    const { pendingPayable, pendingPaymentDetails, coupon } = usePaymentState.getState();
    setParams({}, { replace: true });
    if (!pendingPayable) {
      show({ message: TEXTS.errors.paypalFailed, messageType: 'error' });
      return;
    }
    execute
      .mutateAsync({
        payableType: pendingPayable.type,
        payableId: payableIdOf(pendingPayable),
        token,
        promoCode: coupon?.code ?? null,
        paymentId: pendingPaymentDetails?.paymentId ?? null,
      })
      .then((answer) => show({ message: answer.message, messageType: 'success' }))
      .catch(() => show({ message: TEXTS.errors.paypalFailed, messageType: 'error' }));
  }, [token, cancelled, execute, setParams, show]);

  return execute.isPending;
}
