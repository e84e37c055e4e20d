import { subscriptionEndpoints } from '@songstats/contract';
import { recordThreeDSecureCardError, saveBillingAddress } from '@songstats/db';
import { TEXTS } from '@songstats/domain';
import type { AppInstance } from '../../app-instance';
import { sessionOf } from '../../auth/require-member';
import { checkCouponCode } from '../../payments/resolve-coupon';
import { HttpError } from '../../plugins/errors';
import { presentBillingAddress } from '../../presenters/present-subscription';
import { serveEndpoint } from '../serve-endpoint';

export const BILLING_ADDRESS_SAVED = 'Your billing address has been updated.';

/** spec §7: update_billing_address, get_promo_code_details, record_three_d_s_card_error. */
export function billingRoutes(app: AppInstance) {
  const update = subscriptionEndpoints.updateBillingAddress;
  serveEndpoint(app, update, {
    access: 'member',
    tags: ['payments'],
    handler: async (request) => {
      const body = request.body;
      const row = await saveBillingAddress(app.db, {
        memberId: sessionOf(request).member.id,
        firstName: body.firstName,
        lastName: body.lastName,
        companyName: body.companyName || null,
        streetAddress: body.streetAddress,
        countryCode: body.countryCode,
        vat: body.vat || null,
      });
      return { message: BILLING_ADDRESS_SAVED, billingAddress: presentBillingAddress(row) };
    },
  });

  const promo = subscriptionEndpoints.getPromoCodeDetails;
  serveEndpoint(app, promo, {
    access: 'member',
    tags: ['payments'],
    handler: async (request) => {
      const { code, type } = request.query;
      const check = await checkCouponCode(app.db, code, type, app.payments.now());
      // spec §5, §8: the message shows under the promo input, which is then cleared.
      if (!check.coupon) throw new HttpError(400, check.message);
      const { coupon } = check;
      return {
        coupon: {
          code: coupon.code,
          discount: coupon.discountPercent,
          isVisible: coupon.isVisible,
          startDate: coupon.startDate?.toISOString() ?? null,
          expireDate: coupon.expireDate?.toISOString() ?? null,
          applyType: coupon.applyType,
        },
      };
    },
  });

  const threeDS = subscriptionEndpoints.recordThreeDSCardError;
  serveEndpoint(app, threeDS, {
    access: 'member',
    tags: ['payments'],
    handler: async (request) => {
      await recordThreeDSecureCardError(app.db, {
        memberId: sessionOf(request).member.id,
        payableType: request.body.payableType,
        payableId: request.body.payableId,
        detectedBy: 'client',
      });
      return { message: TEXTS.errors.threeDSecure };
    },
  });
}
