import { memberEndpoints } from '@songstats/contract';
import { addMemberPromoCode, type CouponRow, findCouponByCode } from '@songstats/db';
import { couponAddedText, isWithinCouponDates } from '@songstats/domain';
import type { AppInstance } from '../../app-instance';
import { sessionOf } from '../../auth/require-member';
import { EXPIRED_COUPON, UNKNOWN_COUPON } from '../../payments/resolve-coupon';
import { HttpError } from '../../plugins/errors';
import { serveEndpoint } from '../serve-endpoint';

/**
 * spec §2, §7 fetch_coupon: the coupon of an entry code (the ref query parameter). Anyone may
 * ask, so only a coupon that is public and valid now is answered; a hidden, expired or future
 * one gets the answer of an unknown code (nothing shows which codes exist).
 */
export function fetchCouponRoute(app: AppInstance) {
  const endpoint = memberEndpoints.fetchCoupon;
  serveEndpoint(app, endpoint, {
    access: 'anyone',
    tags: ['payments'],
    handler: async (request) => {
      const coupon = await findCouponByCode(app.db, request.query.entryCode);
      if (!coupon || !isPublicNow(coupon, app.payments.now())) return { coupon: null };
      return {
        coupon: {
          code: coupon.code,
          discountPercent: coupon.discountPercent,
          isVisible: coupon.isVisible,
          applyType: coupon.applyType,
          startDate: coupon.startDate?.toISOString() ?? null,
          expireDate: coupon.expireDate?.toISOString() ?? null,
        },
      };
    },
  });
}

function isPublicNow(coupon: CouponRow, now: Date): boolean {
  const dates = {
    startDate: coupon.startDate?.toISOString() ?? null,
    expireDate: coupon.expireDate?.toISOString() ?? null,
  };
  return coupon.isVisible && isWithinCouponDates(dates, now);
}

/** spec §7, §8 add_member_promo_code: the coupon applies when the member subscribes. */
export function addMemberPromoCodeRoute(app: AppInstance) {
  const endpoint = memberEndpoints.addMemberPromoCode;
  serveEndpoint(app, endpoint, {
    access: 'member',
    tags: ['members'],
    handler: async (request) => {
      const coupon = await findCouponByCode(app.db, request.body.entryCode);
      if (!coupon) throw new HttpError(404, UNKNOWN_COUPON);
      if (!isPublicNow(coupon, app.payments.now())) throw new HttpError(400, EXPIRED_COUPON);
      await addMemberPromoCode(app.db, sessionOf(request).member.id, coupon.id);
      return { message: couponAddedText(coupon.code) };
    },
  });
}
