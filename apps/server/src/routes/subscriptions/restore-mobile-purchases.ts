import { subscriptionEndpoints } from '@songstats/contract';
import { listMemberSubscriptions } from '@songstats/db';
import type { AppInstance } from '../../app-instance';
import { sessionOf } from '../../auth/require-member';
import { resolvePayable } from '../../payments/resolve-payable';
import { restoreMobilePurchases } from '../../payments/restore-mobile-purchases';
import { presentSubscriptionRow } from '../../presenters/present-subscription';
import { serveEndpoint } from '../serve-endpoint';

const endpoint = subscriptionEndpoints.restoreMobilePurchases;

/** spec §7 restore_mobile_purchases: App Store and Play purchases onto the account. */
export function restoreMobilePurchasesRoute(app: AppInstance) {
  serveEndpoint(app, endpoint, {
    access: 'member',
    tags: ['payments'],
    handler: async (request) => {
      const { member } = sessionOf(request);
      const purchases = [];
      for (const purchase of request.body.purchases) {
        const payable = await resolvePayable(
          app.db,
          member.id,
          purchase.payableType,
          purchase.idUnique,
        );
        purchases.push({ ...purchase, payable });
      }
      const restored = await restoreMobilePurchases(
        app.db,
        app.payments,
        member,
        purchases,
        request.variant.id,
      );
      const now = app.payments.now();
      const rows = await listMemberSubscriptions(app.db, member.id);
      return {
        message:
          restored > 0
            ? `${restored} purchase${restored === 1 ? '' : 's'} restored.`
            : 'Your purchases were already restored.',
        subscriptionItems: rows.map((row) => presentSubscriptionRow(row, now)),
      };
    },
  });
}
