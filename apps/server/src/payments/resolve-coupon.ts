import { type CouponRow, type Database, findCouponByCode, listMemberCoupons } from '@songstats/db';
import {
  type Coupon,
  couponApplyTypeMatches,
  isWithinCouponDates,
  type PayableType,
  resolveCoupon,
} from '@songstats/domain';

export const UNKNOWN_COUPON = 'This coupon code does not exist.';
export const EXPIRED_COUPON = 'This coupon code is not valid anymore.';

export const COUPON_NOT_FOR_PLAN = 'This coupon code does not apply to this plan.';

export function couponOf(row: CouponRow): Coupon {
  return {
    code: row.code,
    startDate: row.startDate?.toISOString() ?? null,
    expireDate: row.expireDate?.toISOString() ?? null,
    isVisible: row.isVisible,
    applyType: row.applyType,
  };
}

export type CouponCheck = { coupon: CouponRow; message: null } | { coupon: null; message: string };

/** spec §5: a typed code applies only if visible, within its dates and of the payable's type. */
export async function checkCouponCode(
  db: Database,
  code: string,
  payableType: PayableType,
  now: Date,
): Promise<CouponCheck> {
  const row = await findCouponByCode(db, code);
  if (!row) return { coupon: null, message: UNKNOWN_COUPON };
  const coupon = couponOf(row);
  if (!coupon.isVisible || !isWithinCouponDates(coupon, now)) {
    return { coupon: null, message: EXPIRED_COUPON };
  }
  if (!couponApplyTypeMatches(coupon.applyType, payableType)) {
    return { coupon: null, message: COUPON_NOT_FOR_PLAN };
  }
  return { coupon: row, message: null };
}

/** The first coupon the member added that applies to this payable (applied automatically). */
export async function memberCouponFor(
  db: Database,
  memberId: number,
  payableType: PayableType,
  now: Date,
): Promise<CouponRow | null> {
  const rows = await listMemberCoupons(db, memberId);
  return rows.find((row) => resolveCoupon(couponOf(row), payableType, now) !== null) ?? null;
}
