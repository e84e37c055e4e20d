// spec §5: when a coupon applies to the payable being bought.
import {
  type Coupon,
  type CouponApplyType,
  type PayableType,
  PROFESSIONAL_PAYABLE_TYPE,
} from './entities/subscription';

const APPLY_TYPE_PAYABLES: Record<Exclude<CouponApplyType, 'all' | 'entity'>, PayableType> = {
  artist: 'UArtist',
  label: 'ULabel',
  creator: 'UCreator',
  pro: 'SubscriptionPlan',
};

/** spec §5: 'all' fits every payable, 'entity' any payable but the Professional plan. */
export function couponApplyTypeMatches(applyType: CouponApplyType, payable: PayableType): boolean {
  if (applyType === 'all') return true;
  if (applyType === 'entity') return payable !== PROFESSIONAL_PAYABLE_TYPE;
  return APPLY_TYPE_PAYABLES[applyType] === payable;
}

/** A missing start or expiry date leaves that side of the window open. */
export function isWithinCouponDates(
  coupon: Pick<Coupon, 'startDate' | 'expireDate'>,
  now: Date,
): boolean {
  const time = now.getTime();
  if (coupon.startDate && time < Date.parse(coupon.startDate)) return false;
  if (coupon.expireDate && time > Date.parse(coupon.expireDate)) return false;
  return true;
}

/** spec §5: a coupon applies only if visible, inside its dates and of the payable's apply type. */
export function isCouponApplicable(coupon: Coupon, payable: PayableType, now: Date): boolean {
  return (
    coupon.isVisible &&
    isWithinCouponDates(coupon, now) &&
    couponApplyTypeMatches(coupon.applyType, payable)
  );
}

/** spec §5: the coupon to keep; otherwise null, and the input is cleared. */
export function resolveCoupon(
  coupon: Coupon | null | undefined,
  payable: PayableType,
  now: Date,
): Coupon | null {
  return coupon && isCouponApplicable(coupon, payable, now) ? coupon : null;
}
