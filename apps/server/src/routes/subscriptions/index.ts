import type { AppInstance } from '../../app-instance';
import { advanceSubscriptions } from '../../payments/advance-subscriptions';
import { billingRoutes } from './billing';
import { cancelSubscriptionRoutes } from './cancel-subscription';
import { enterpriseRoutes } from './enterprise';
import { getPendingPaymentDetailsRoute } from './get-pending-payment-details';
import { invoiceRoute } from './invoice';
import { paymentConfigRoutes } from './payment-config';
import { paypalRoutes } from './paypal';
import { restoreMobilePurchasesRoute } from './restore-mobile-purchases';
import { setupPaymentRoute } from './setup-payment';
import { stripeWebhookRoute } from './stripe-webhook';
import { subscriptionsManagementsRoute } from './subscriptions-managements';

/** How often the lifecycle step (renewals, declines, expiries) runs for every member. */
export const LIFECYCLE_INTERVAL_MS = 15 * 60 * 1000;

/** spec §7 "Subscriptions and payments". */
export function subscriptionRoutes(app: AppInstance) {
  paymentConfigRoutes(app);
  subscriptionsManagementsRoute(app);
  getPendingPaymentDetailsRoute(app);
  setupPaymentRoute(app);
  paypalRoutes(app);
  cancelSubscriptionRoutes(app);
  billingRoutes(app);
  restoreMobilePurchasesRoute(app);
  enterpriseRoutes(app);
  invoiceRoute(app);
  app.register(stripeWebhookRoute);

  let timer: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      advanceSubscriptions(app.db, app.payments).catch((error: unknown) =>
        app.log.warn({ err: error }, 'subscription lifecycle step failed'),
      );
    }, LIFECYCLE_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
