import { subscriptionEndpoints } from '@songstats/contract';
import { findMemberSubscription } from '@songstats/db';
import type { AppInstance } from '../../app-instance';
import { sessionOf } from '../../auth/require-member';
import { runPaymentSubmission } from '../../payments/payment-submission';
import { checkCouponCode, memberCouponFor } from '../../payments/resolve-coupon';
import { resolvePayable } from '../../payments/resolve-payable';
import { subscribeWithCard } from '../../payments/subscribe-with-card';
import { HttpError } from '../../plugins/errors';
import { presentSubscriptionRow } from '../../presenters/present-subscription';
import { serveEndpoint } from '../serve-endpoint';
import { loadPendingDetails } from './get-pending-payment-details';
import { replyReplayed } from './submission-reply';

const endpoint = subscriptionEndpoints.setupPayment;

/**
 * spec §7 setup_payment: pays a payable with a card. spec §5: one submission at once per
 * member (409 otherwise); a retry with the same idempotency key gets the first answer.
 */
export function setupPaymentRoute(app: AppInstance) {
  serveEndpoint(app, endpoint, {
    access: 'member',
    tags: ['payments'],
    handler: async (request, reply) => {
      const { member } = sessionOf(request);
      const body = request.body;
      try {
        return await runPaymentSubmission(
          app.db,
          { memberId: member.id, operation: 'setup_payment', idempotencyKey: body.idempotencyKey },
          async () => {
            const payable = await resolvePayable(
              app.db,
              member.id,
              body.payableType,
              body.idUnique,
            );
            const now = app.payments.now();
            let coupon = await memberCouponFor(app.db, member.id, payable.payableType, now);
            if (body.promoCode) {
              const check = await checkCouponCode(app.db, body.promoCode, payable.payableType, now);
              if (!check.coupon) throw new HttpError(400, check.message);
              coupon = check.coupon;
            }
            const { subscription, message } = await subscribeWithCard(
              app.db,
              app.payments,
              member,
              {
                payable,
                interval: body.interval,
                isBundled: body.isBundled,
                coupon,
                fullname: body.fullname,
                stripeSource: body.stripeSource,
                idempotencyKey: body.idempotencyKey,
                variant: request.variant.id,
              },
            );
            const row = await findMemberSubscription(app.db, member.id, subscription.id);
            const { details } = await loadPendingDetails(app.db, app.payments, member, payable, {
              variant: request.variant.id,
            });
            return {
              message,
              subscription: presentSubscriptionRow(row!, app.payments.now()),
              pendingPaymentDetails: details,
            };
          },
        );
      } catch (error) {
        return replyReplayed(reply, error);
      }
    },
  });
}
