import { BILLING_ADMIN_TEXTS, billingAdminEndpoints } from '@songstats/contract';
import {
  findSubscriptionForAdmin,
  listEnterpriseAgreementsForAdmin,
  listPaymentsForAdmin,
  listSubscriptionsForAdmin,
  recordAdminAction,
} from '@songstats/db';
import type { AppInstance } from '../../app-instance';
import { cancelMemberSubscription } from '../../payments/cancel-subscription';
import { refundPaymentAsAdmin } from '../../payments/refund-payment';
import { HttpError } from '../../plugins/errors';
import { serveEndpoint } from '../serve-endpoint';
import { adminOf } from './admin-route';

/**
 * Issue 26: the Subscriptions, Payments and Enterprise Agreements desks. A subscription is
 * cancelled through the member's own cancel code (the provider adapter stops the renewal), with
 * the audit entry in the same transaction. A payment is refunded through its provider adapter,
 * once (refund-payment.ts).
 */
export function billingDeskRoutes(app: AppInstance) {
  const subscriptions = billingAdminEndpoints.subscriptions;
  serveEndpoint(app, subscriptions, {
    access: 'admin',
    tags: ['admin'],
    handler: async (request) => listSubscriptionsForAdmin(app.db, request.query),
  });

  const cancel = billingAdminEndpoints.cancelSubscription;
  serveEndpoint(app, cancel, {
    access: 'admin',
    tags: ['admin'],
    handler: async (request) => {
      const { subscriptionId } = request.body;
      const before = await findSubscriptionForAdmin(app.db, subscriptionId);
      if (!before) throw new HttpError(404, BILLING_ADMIN_TEXTS.subscriptionNotFound);
      const admin = adminOf(request);
      await cancelMemberSubscription(
        app.db,
        app.payments,
        before.memberId,
        { id: subscriptionId, reasonForCancellation: null },
        async (tx) => {
          const after = await findSubscriptionForAdmin(tx, subscriptionId);
          await recordAdminAction(tx, admin, {
            action: 'subscription.cancel',
            targetType: 'subscription',
            targetId: subscriptionId,
            memberId: before.memberId,
            before: stateOf(before),
            after: after ? stateOf(after) : null,
          });
        },
      );
      const subscription = await findSubscriptionForAdmin(app.db, subscriptionId);
      return {
        message: BILLING_ADMIN_TEXTS.subscriptionCancelled(before.memberEmail),
        subscription: subscription!,
      };
    },
  });

  const payments = billingAdminEndpoints.payments;
  serveEndpoint(app, payments, {
    access: 'admin',
    tags: ['admin'],
    handler: async (request) => listPaymentsForAdmin(app.db, request.query),
  });
  serveEndpoint(app, billingAdminEndpoints.refundPayment, {
    access: 'admin',
    tags: ['admin'],
    handler: async (request) =>
      refundPaymentAsAdmin(app.db, app.payments, adminOf(request), request.body.paymentId),
  });

  const agreements = billingAdminEndpoints.enterpriseAgreements;
  serveEndpoint(app, agreements, {
    access: 'admin',
    tags: ['admin'],
    handler: async (request) => listEnterpriseAgreementsForAdmin(app.db, request.query),
  });
}

function stateOf(row: {
  state: string;
  provider: string;
  currentPeriodEnd: string | null;
  cancelledAt: string | null;
}) {
  return {
    state: row.state,
    provider: row.provider,
    currentPeriodEnd: row.currentPeriodEnd,
    cancelledAt: row.cancelledAt,
  };
}
