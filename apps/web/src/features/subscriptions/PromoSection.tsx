import { ApiError, type PendingPaymentDetailsResponse } from '@songstats/contract';
import {
  isCouponInputVisible,
  isPromoSectionVisible,
  type PendingPayable,
  resolveCoupon,
  trialText,
} from '@songstats/domain';
import { type FormEvent, useState } from 'react';
import { usePaymentState } from './payment-store';
import { errorText } from './use-card-payment';
import { usePromoCodeDetails } from './use-subscription-calls';

export const COUPON_NOT_APPLICABLE = "This code doesn't apply to this plan.";

/**
 * spec §4, §5: the promo section shows if a coupon input, trial days or a discount exists; the
 * coupon input when allowed and the plan has no discount. A coupon applies only if visible, in
 * its dates and of the payable's apply type; otherwise the input is cleared (spec §8: with the
 * server's message under it).
 */
export function PromoSection({
  payable,
  details,
  discountPercent,
  hiddenByModal,
  onApplied,
}: {
  payable: PendingPayable;
  details: PendingPaymentDetailsResponse;
  discountPercent: number;
  hiddenByModal: boolean;
  onApplied: (code: string) => Promise<string | null>;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [applying, setApplying] = useState(false);
  const promo = usePromoCodeDetails();
  const coupon = usePaymentState((state) => state.coupon);
  const setCoupon = usePaymentState((state) => state.setCoupon);
  const couponInputVisible = isCouponInputVisible({
    allowCouponInput: details.allowCouponInput,
    discountPercent,
    hiddenByModal,
  });
  const visible = isPromoSectionVisible({
    couponInputVisible,
    freeTrialDaysLeft: details.freeTrialDaysLeft,
    discountPercent,
  });
  if (!visible) return null;
  const trial = details.freeTrialDaysLeft > 0 ? trialText(details.freeTrialDaysLeft) : null;

  async function apply(event: FormEvent) {
    event.preventDefault();
    const entered = code.trim();
    if (!entered || applying) return;
    setApplying(true);
    setError(null);
    try {
      const answer = await promo.mutateAsync({ code: entered, type: payable.type });
      const kept = resolveCoupon(answer.coupon, payable.type, new Date());
      if (!kept) {
        setCoupon(null);
        setCode('');
        setError(COUPON_NOT_APPLICABLE);
        return;
      }
      setCoupon(kept);
      const refused = await onApplied(kept.code);
      if (refused) {
        setCoupon(null);
        setError(refused);
      }
      setCode('');
    } catch (failure) {
      setCoupon(null);
      setCode('');
      setError(failure instanceof ApiError ? failure.message : errorText(failure));
    } finally {
      setApplying(false);
    }
  }

  return (
    <section
      aria-label="Promotion"
      className="space-y-2 rounded-lg border border-dashed border-brand/50 p-3 text-sm"
    >
      {trial && <p className="font-bold tracking-wide text-brand">{trial}</p>}
      {discountPercent > 0 && <p className="font-medium">Save {Math.round(discountPercent)}%</p>}
      {coupon && details.coupon?.code === coupon.code && (
        <p className="text-gray-700">
          Coupon <span className="font-medium">{coupon.code}</span> applied.
        </p>
      )}
      {couponInputVisible && (
        <form onSubmit={apply} className="flex items-end gap-2">
          <label className="flex-1 text-sm font-medium">
            Coupon code
            <input
              value={code}
              onChange={(event) => setCode(event.target.value)}
              aria-describedby={error ? 'coupon-error' : undefined}
              aria-invalid={error ? true : undefined}
              className="mt-1 w-full rounded-lg border border-gray-300 px-3 py-2"
            />
          </label>
          <button
            type="submit"
            disabled={!code.trim() || applying}
            className="rounded-lg border border-gray-300 px-3 py-2 font-medium hover:bg-gray-50 disabled:opacity-40"
          >
            {applying ? 'Applying…' : 'Apply'}
          </button>
        </form>
      )}
      {error && (
        <p id="coupon-error" role="alert" className="text-red-600">
          {error}
        </p>
      )}
    </section>
  );
}
