import type { PendingPaymentDetailsResponse } from '@songstats/contract';
import {
  type Interval,
  isWalletOptionDisabled,
  type PendingPayable,
  paymentButtonLabel,
  paymentErrorText,
  settingsChanged,
  TEXTS,
} from '@songstats/domain';
import { type FormEvent, useRef, useState } from 'react';
import { variant } from '../../app/variant';
import { useMessages } from '../messages/message-store';
import { CardFields, type CardInput, EMPTY_CARD } from './CardFields';
import { IntervalToggle } from './IntervalToggle';
import { OrderSummary, quoteOf } from './OrderSummary';
import { PromoSection } from './PromoSection';
import { payableIdOf, planKindOfPayable } from './payables';
import { usePaymentState } from './payment-store';
import { planOffer, sisterProduct } from './plan-offers';
import { errorText, useCardSource } from './use-card-payment';
import { PAYPAL_RETURN_PATH } from './use-paypal-return';
import { submissionKey, usePaypalCreatePayment, useSetupPayment } from './use-subscription-calls';

type Method = 'wallet' | 'saved' | 'new';

export interface PaymentStepProps {
  payable: PendingPayable;
  details: PendingPaymentDetailsResponse;
  interval: Interval;
  isBundled: boolean;
  showCouponInput: boolean;
  onInterval: (interval: Interval) => void;
  onBundled: (isBundled: boolean) => void;
  onBack: () => void;
  onSucceeded: () => void;
  /** Prices the payable again with a coupon; answers the server's refusal, if any. */
  onCoupon: (code: string) => Promise<string | null>;
}

/** spec §2 step 3: the payment method (wallet, saved card, new card) with the order summary. */
export function PaymentStep(props: PaymentStepProps) {
  const { payable, details, interval, isBundled } = props;
  const cardDetails = usePaymentState((state) => state.cardDetails);
  const coupon = usePaymentState((state) => state.coupon);
  const show = useMessages((state) => state.show);
  const [method, setMethod] = useState<Method>(cardDetails ? 'saved' : 'new');
  const [card, setCard] = useState<CardInput>(EMPTY_CARD);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // spec §5: only one submission at once; the key makes a retried request charge once.
  const inFlight = useRef(false);
  const idempotencyKey = useRef<string | null>(null);
  const cardSource = useCardSource();
  const setupPayment = useSetupPayment();
  const paypalCreate = usePaypalCreatePayment();

  const chosen = { interval, isBundled };
  const changed = settingsChanged(chosen, details.defaultSettings);
  const walletDisabled = isWalletOptionDisabled({
    isCancelledOrDeclined: details.isCancelledOrDeclined,
    anyChanged: changed.anyChanged,
    paidBy: details.defaultSettings.paidBy,
  });
  const quote = quoteOf(details, interval, isBundled);
  const canBundle =
    details.pricing[interval].bundled !== null && sisterProduct(variant.id) !== null;
  const kind = planKindOfPayable(payable.type);
  const offer = planOffer(kind, isBundled && canBundle, interval, variant.id);
  const buttonLabel = paymentButtonLabel({
    isCancelledOrDeclined: details.isCancelledOrDeclined,
    isActiveOrTrial: details.isActiveOrTrial,
    freeTrialDaysLeft: details.freeTrialDaysLeft,
    chosen,
    defaults: details.defaultSettings,
    chargesToday: method === 'wallet',
  });
  const payableFields = { payableType: payable.type, payableId: payableIdOf(payable) };
  const promoCode = coupon && details.coupon?.code === coupon.code ? coupon.code : null;

  async function pay(event: FormEvent) {
    event.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    setSubmitting(true);
    setError(null);
    try {
      if (method === 'wallet') {
        try {
          const created = await paypalCreate.mutateAsync({
            ...payableFields,
            interval,
            isBundled,
            promoCode,
            paymentId: details.paymentId,
            idempotencyKey: submissionKey(idempotencyKey),
            returnPath: PAYPAL_RETURN_PATH,
          });
          window.location.assign(created.approvalUrl);
        } catch {
          setError(TEXTS.errors.paypalFailed);
        }
        return;
      }
      let source: { stripeSource: string; fullname: string } | null = null;
      if (method === 'new') {
        const made = await cardSource(card, payableFields);
        if (!made.ok) {
          setError(made.error);
          return;
        }
        source = made;
      }
      const answer = await setupPayment.mutateAsync({
        payableType: payable.type,
        idUnique: payableFields.payableId,
        interval,
        isBundled,
        promoCode,
        fullname: source?.fullname ?? null,
        stripeSource: source?.stripeSource ?? null,
        idempotencyKey: submissionKey(idempotencyKey),
      });
      idempotencyKey.current = null;
      show({ message: answer.message, messageType: 'success' });
      props.onSucceeded();
    } catch (failure) {
      // A refused payment is final: the next attempt is a new submission.
      idempotencyKey.current = null;
      setError(paymentErrorText(errorText(failure)));
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  }

  return (
    <div className="grid gap-6 md:grid-cols-2">
      <div className="space-y-4">
        <IntervalToggle value={interval} onChange={props.onInterval} name="payment-interval" />
        {canBundle && (
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={isBundled}
              onChange={(event) => props.onBundled(event.target.checked)}
            />
            Bundle with {sisterProduct(variant.id)}
          </label>
        )}
        <form onSubmit={pay} className="space-y-4" aria-label="Payment">
          <fieldset className="space-y-2">
            <legend className="text-sm font-semibold">Payment method</legend>
            <label
              className={`flex items-center gap-2 text-sm ${walletDisabled ? 'opacity-50' : ''}`}
            >
              <input
                type="radio"
                name="payment-method"
                checked={method === 'wallet'}
                disabled={walletDisabled || submitting}
                onChange={() => setMethod('wallet')}
              />
              PayPal
            </label>
            {cardDetails && (
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="payment-method"
                  checked={method === 'saved'}
                  disabled={submitting}
                  onChange={() => setMethod('saved')}
                />
                Card ending in {cardDetails.cardNumber} ({cardDetails.fullname})
              </label>
            )}
            <label className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="payment-method"
                checked={method === 'new'}
                disabled={submitting}
                onChange={() => setMethod('new')}
              />
              New card
            </label>
          </fieldset>
          {method === 'new' && <CardFields value={card} onChange={setCard} disabled={submitting} />}
          {error && (
            <p role="alert" className="text-sm text-red-600">
              {error}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <button
              type="submit"
              disabled={submitting}
              aria-busy={submitting}
              className="rounded-lg bg-ink px-4 py-2 font-medium text-white hover:bg-black focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-40"
            >
              {submitting ? 'Processing…' : buttonLabel}
            </button>
            <button
              type="button"
              onClick={props.onBack}
              disabled={submitting}
              className="rounded-lg px-3 py-2 text-sm font-medium text-gray-700 hover:bg-gray-100 focus-visible:outline-2"
            >
              {/* spec §4: Back from step 3 leads to the cancel flow when active or trial. */}
              {details.isActiveOrTrial ? 'Cancel Subscription' : 'Back'}
            </button>
          </div>
        </form>
      </div>
      <div className="space-y-4">
        <OrderSummary
          payable={payable}
          planTitle={offer.title}
          details={details}
          interval={interval}
          isBundled={isBundled && canBundle}
          paidBy={method === 'wallet' ? 'paypal' : 'card'}
        />
        <PromoSection
          payable={payable}
          details={details}
          discountPercent={quote.discountPercent}
          hiddenByModal={!props.showCouponInput}
          onApplied={props.onCoupon}
        />
      </div>
    </div>
  );
}
