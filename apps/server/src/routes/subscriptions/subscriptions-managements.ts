import { subscriptionEndpoints } from '@songstats/contract';
import {
  findBillingAddress,
  findPaymentCard,
  listMemberEnterpriseAgreements,
  listMemberSubscriptions,
  listTeamSubscriptions,
} from '@songstats/db';
import type { AppInstance } from '../../app-instance';
import { sessionOf } from '../../auth/require-member';
import { advanceSubscriptions } from '../../payments/advance-subscriptions';
import {
  presentBillingAddress,
  presentCardDetails,
  presentEnterpriseAgreement,
  presentSubscriptionRow,
} from '../../presenters/present-subscription';
import { serveEndpoint } from '../serve-endpoint';

const endpoint = subscriptionEndpoints.subscriptionsManagements;

/**
 * spec §7 subscriptions_managements: the member's own billing, card and subscriptions, then the
 * subscriptions their teams give them (issue 22), as secondary managements: spec §4 'View in
 * Team Management', never editable.
 */
export function subscriptionsManagementsRoute(app: AppInstance) {
  serveEndpoint(app, endpoint, {
    access: 'member',
    tags: ['subscriptions'],
    handler: async (request) => {
      const memberId = sessionOf(request).member.id;
      // The rows show the lifecycle as of now, even between two runs of the lifecycle step.
      await advanceSubscriptions(app.db, app.payments, { memberId });
      const now = app.payments.now();
      const [address, card, subscriptions, agreements, teamSubscriptions] = await Promise.all([
        findBillingAddress(app.db, memberId),
        findPaymentCard(app.db, memberId),
        listMemberSubscriptions(app.db, memberId),
        listMemberEnterpriseAgreements(app.db, memberId),
        listTeamSubscriptions(app.db, memberId),
      ]);
      return {
        billingAddress: address ? presentBillingAddress(address) : null,
        cardDetails: card ? presentCardDetails(card) : null,
        subscriptionItems: [
          ...subscriptions.map((row) => presentSubscriptionRow(row, now)),
          ...teamSubscriptions.map((row) => ({
            ...presentSubscriptionRow(row, now),
            managementType: 'secondary' as const,
            isEditable: false,
          })),
        ],
        enterpriseAgreements: agreements.map(presentEnterpriseAgreement),
      };
    },
  });
}
