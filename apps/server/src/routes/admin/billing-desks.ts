import { BILLING_ADMIN_TEXTS, billingAdminEndpoints } from '@songstats/contract';
import {
  findSubscriptionForAdmin,
  listEnterpriseAgreementsForAdmin,
  listPaymentsForAdmin,
  listSubscriptionsForAdmin,
  recordAdminAction,
} from '@songstats/db';
import type { AppInstance } from '../../app';
import { cancelMemberSubscription } from '../../payments/cancel-subscription';
import { HttpError } from '../../plugins/errors';
import { adminOf, adminRoute } from './admin-route';

/**
 * Issue 26: the Subscriptions, Payments and Enterprise Agreements desks. A subscription is
 * cancelled through the member's own cancel code (the provider adapter stops the renewal), with
 * the audit entry in the same transaction. No refund: the provider adapters have none.
 */
export function billingDeskRoutes(app: AppInstance) {
  const subscriptions = billingAdminEndpoints.subscriptions;
  app.route({
    ...adminRoute(subscriptions),
    handler: async (request) => listSubscriptionsForAdmin(app.db, request.query),
  });

  const cancel = billingAdminEndpoints.cancelSubscription;
  app.route({
    ...adminRoute(cancel),
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
  app.route({
    ...adminRoute(payments),
    handler: async (request) => listPaymentsForAdmin(app.db, request.query),
  });

  const agreements = billingAdminEndpoints.enterpriseAgreements;
  app.route({
    ...adminRoute(agreements),
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
