import { subscriptionEndpoints } from '@songstats/contract';
import { findMemberSubscription } from '@songstats/db';
import type { AppInstance } from '../../app-instance';
import { publicOrigin } from '../../auth/public-origin';
import { sessionOf } from '../../auth/require-member';
import { runPaymentSubmission } from '../../payments/payment-submission';
import { checkCouponCode, memberCouponFor } from '../../payments/resolve-coupon';
import { resolvePayable } from '../../payments/resolve-payable';
import { createWalletPayment, executeWalletPayment } from '../../payments/wallet-checkout';
import { HttpError } from '../../plugins/errors';
import { presentSubscriptionRow } from '../../presenters/present-subscription';
import { serveEndpoint } from '../serve-endpoint';
import { loadPendingDetails } from './get-pending-payment-details';
import { replyReplayed } from './submission-reply';

const DEFAULT_RETURN_PATH = '/settings/subscription-management';

/** spec §7 paypal/create_payment and paypal/execute: the wallet payment. */
export function paypalRoutes(app: AppInstance) {
  const create = subscriptionEndpoints.paypalCreatePayment;
  serveEndpoint(app, create, {
    access: 'member',
    tags: ['payments'],
    handler: async (request, reply) => {
      const { member } = sessionOf(request);
      const body = request.body;
      try {
        return await runPaymentSubmission(
          app.db,
          {
            memberId: member.id,
            operation: 'paypal/create_payment',
            idempotencyKey: body.idempotencyKey,
          },
          async () => {
            const payable = await resolvePayable(
              app.db,
              member.id,
              body.payableType,
              body.payableId,
            );
            const now = app.payments.now();
            let coupon = await memberCouponFor(app.db, member.id, payable.payableType, now);
            if (body.promoCode) {
              const check = await checkCouponCode(app.db, body.promoCode, payable.payableType, now);
              if (!check.coupon) throw new HttpError(400, check.message);
              coupon = check.coupon;
            }
            const origin = publicOrigin(request);
            const returnUrl = new URL(body.returnPath ?? DEFAULT_RETURN_PATH, origin);
            if (returnUrl.origin !== new URL(origin).origin) {
              throw new HttpError(400, 'The return path must be a path on this site.');
            }
            return createWalletPayment(app.db, app.payments, member, {
              payable,
              interval: body.interval,
              isBundled: body.isBundled,
              coupon,
              returnUrl: returnUrl.toString(),
              idempotencyKey: body.idempotencyKey,
              variant: request.variant.id,
            });
          },
        );
      } catch (error) {
        return replyReplayed(reply, error);
      }
    },
  });

  const execute = subscriptionEndpoints.paypalExecute;
  serveEndpoint(app, execute, {
    access: 'member',
    tags: ['payments'],
    // 202: PayPal holds the capture (PENDING); the subscription starts once it completes.
    responses: { 202: execute.response },
    handler: async (request, reply) => {
      const { member } = sessionOf(request);
      const body = request.body;
      const answer = await runPaymentSubmission(
        app.db,
        { memberId: member.id, operation: 'paypal/execute', idempotencyKey: undefined },
        async () => {
          const payable = await resolvePayable(app.db, member.id, body.payableType, body.payableId);
          const { subscription, message } = await executeWalletPayment(
            app.db,
            app.payments,
            member,
            { payable, token: body.token, variant: request.variant.id },
          );
          const row = subscription
            ? await findMemberSubscription(app.db, member.id, subscription.id)
            : null;
          const { details } = await loadPendingDetails(app.db, app.payments, member, payable, {
            variant: request.variant.id,
          });
          return {
            message,
            subscription: row ? presentSubscriptionRow(row, app.payments.now()) : null,
            pendingPaymentDetails: details,
          };
        },
      );
      return reply.status(answer.subscription ? 200 : 202).send(answer);
    },
  });
}
