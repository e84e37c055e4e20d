import type { PendingPaymentDetailsResponse } from '@songstats/contract';
import {
  formatPrice,
  type Interval,
  intervalLabel,
  type PendingPayable,
  trialText,
} from '@songstats/domain';

export function quoteOf(
  details: PendingPaymentDetailsResponse,
  interval: Interval,
  isBundled: boolean,
) {
  const prices = details.pricing[interval];
  return (isBundled ? prices.bundled : null) ?? prices.base;
}

function formatDate(value: string | null): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? value
    : date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
}

/**
 * The charges of one choice, as the server's billingSchedule computed them for these details
 * (decision 047): setup_payment and paypal/execute make the subscription they describe.
 */
export function chargeOf(
  details: PendingPaymentDetailsResponse,
  paidBy: 'card' | 'paypal',
  interval: Interval,
  isBundled: boolean,
) {
  return (details.charges ?? []).find(
    (charge) =>
      charge.paidBy === paidBy && charge.interval === interval && charge.isBundled === isBundled,
  );
}

/** spec §2: the order summary of the payment step, from the server's pending payment details. */
export function OrderSummary({
  payable,
  planTitle,
  details,
  interval,
  isBundled,
  paidBy,
}: {
  payable: PendingPayable;
  planTitle: string;
  details: PendingPaymentDetailsResponse;
  interval: Interval;
  isBundled: boolean;
  paidBy: 'card' | 'paypal';
}) {
  const quote = quoteOf(details, interval, isBundled);
  const charge = chargeOf(details, paidBy, interval, isBundled);
  const trialDays = charge?.freeTrialDays ?? 0;
  const trial = trialDays > 0 ? trialText(trialDays) : null;
  const trialEnd =
    charge?.state === 'trial' || trialDays > 0 ? formatDate(charge?.trialEnd ?? null) : null;
  const nextBilling = formatDate(charge?.nextBillingDate ?? null);
  return (
    <section aria-label="Order summary" className="rounded-lg bg-gray-50 p-4 text-sm">
      <h3 className="font-semibold">Order summary</h3>
      <dl className="mt-2 space-y-1">
        <div className="flex justify-between gap-4">
          <dt>{payable.name}</dt>
          <dd>{planTitle}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt>Billing</dt>
          <dd>{intervalLabel(interval)}</dd>
        </div>
        {quote.setupFee > 0 && (
          <div className="flex justify-between gap-4">
            <dt>Setup fee</dt>
            <dd>{formatPrice(quote.setupFee)}</dd>
          </div>
        )}
        {quote.discountPercent > 0 && (
          <div className="flex justify-between gap-4">
            <dt>Discount</dt>
            <dd>{Math.round(quote.discountPercent)}%</dd>
          </div>
        )}
        {details.coupon?.isVisible && (
          <div className="flex justify-between gap-4">
            <dt>Coupon {details.coupon.code}</dt>
            <dd>{Math.round(details.coupon.discount)}% off</dd>
          </div>
        )}
        {trial && (
          <div className="flex justify-between gap-4 font-medium text-brand">
            <dt>Free trial</dt>
            <dd>{trial}</dd>
          </div>
        )}
        {trialEnd && (
          <div className="flex justify-between gap-4">
            <dt>{paidBy === 'paypal' ? 'Paid period starts' : 'Trial ends'}</dt>
            <dd data-testid="order-trial-end">{trialEnd}</dd>
          </div>
        )}
        <div className="flex justify-between gap-4 border-t border-gray-200 pt-2">
          <dt>Total per {interval === 'yearly' ? 'year' : 'month'}</dt>
          <dd data-testid="order-total">{formatPrice(quote.totalPrice)}</dd>
        </div>
        {charge && (
          <div className="flex justify-between gap-4 text-base font-semibold">
            <dt>Due today</dt>
            <dd data-testid="order-due-today">{formatPrice(charge.dueToday)}</dd>
          </div>
        )}
        {charge && nextBilling && (
          <div className="flex justify-between gap-4 text-gray-500">
            <dt>Next billing date</dt>
            <dd>
              <span data-testid="order-next-billing">{nextBilling}</span> (
              {formatPrice(charge.nextAmount)})
            </dd>
          </div>
        )}
      </dl>
    </section>
  );
}
