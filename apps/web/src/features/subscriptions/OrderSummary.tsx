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

/** spec §2: the order summary of the payment step, from the server's pending payment details. */
export function OrderSummary({
  payable,
  planTitle,
  details,
  interval,
  isBundled,
}: {
  payable: PendingPayable;
  planTitle: string;
  details: PendingPaymentDetailsResponse;
  interval: Interval;
  isBundled: boolean;
}) {
  const quote = quoteOf(details, interval, isBundled);
  const trial = trialText(details.freeTrialDaysLeft);
  const nextBilling = formatDate(details.nextBillingDate);
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
        {trial && details.freeTrialDaysLeft > 0 && (
          <div className="flex justify-between gap-4 font-medium text-brand">
            <dt>Free trial</dt>
            <dd>{trial}</dd>
          </div>
        )}
        <div className="flex justify-between gap-4 border-t border-gray-200 pt-2 text-base font-semibold">
          <dt>Total</dt>
          <dd data-testid="order-total">{formatPrice(quote.totalPrice)}</dd>
        </div>
        {nextBilling && (
          <div className="flex justify-between gap-4 text-gray-500">
            <dt>Next billing date</dt>
            <dd>{nextBilling}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}
