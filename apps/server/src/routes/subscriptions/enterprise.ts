import { subscriptionEndpoints } from '@songstats/contract';
import {
  activateEnterpriseAgreement,
  createEnterpriseAgreement,
  findMemberEnterpriseAgreement,
  recordPayment,
} from '@songstats/db';
import { addInterval, CURRENCY } from '@songstats/domain';
import type { AppInstance } from '../../app-instance';
import { takeEnterpriseRequestSlot } from '../../auth/enterprise-request-limit';
import { sessionOf } from '../../auth/require-member';
import { runPaymentSubmission } from '../../payments/payment-submission';
import { cardFor, refusalToHttp } from '../../payments/subscribe-with-card';
import { HttpError } from '../../plugins/errors';
import { presentEnterpriseAgreement } from '../../presenters/present-subscription';
import { serveEndpoint } from '../serve-endpoint';
import { replyReplayed } from './submission-reply';

export const UNKNOWN_AGREEMENT = 'This enterprise agreement does not exist.';
export const AGREEMENT_NOT_PRICED =
  'Your enterprise offer is being prepared. We will email you when it is ready.';
export const AGREEMENT_NOT_PENDING = 'This enterprise agreement is already checked out.';
export const ENTERPRISE_ACTIVE = 'Your enterprise agreement is active.';
export const ENTERPRISE_REQUESTED =
  'Thank you! We will get back to you shortly with your enterprise offer.';

/** /enterprise/checkout and /settings/subscription-management/request (spec §2). */
export function enterpriseRoutes(app: AppInstance) {
  const show = subscriptionEndpoints.enterpriseAgreement;
  serveEndpoint(app, show, {
    access: 'member',
    tags: ['payments'],
    handler: async (request) => {
      const { member } = sessionOf(request);
      const row = await findMemberEnterpriseAgreement(
        app.db,
        member.id,
        request.query.enterpriseAgreementId,
      );
      if (!row) throw new HttpError(404, UNKNOWN_AGREEMENT);
      if (row.priceCents === null) throw new HttpError(409, AGREEMENT_NOT_PRICED);
      return {
        enterpriseAgreement: presentEnterpriseAgreement(row),
        totalPrice: row.priceCents / 100,
        interval: row.interval,
        currency: CURRENCY as 'EUR',
      };
    },
  });

  const checkout = subscriptionEndpoints.enterpriseCheckout;
  serveEndpoint(app, checkout, {
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
            operation: 'enterprise_checkout',
            idempotencyKey: body.idempotencyKey,
          },
          async () => {
            const row = await findMemberEnterpriseAgreement(
              app.db,
              member.id,
              body.enterpriseAgreementId,
            );
            if (!row) throw new HttpError(404, UNKNOWN_AGREEMENT);
            if (row.priceCents === null) throw new HttpError(409, AGREEMENT_NOT_PRICED);
            if (row.status !== 'pending') throw new HttpError(409, AGREEMENT_NOT_PENDING);
            const idempotencyKey = body.idempotencyKey ?? `enterprise-${row.id}`;
            const context = {
              memberId: member.id,
              payableType: 'SubscriptionPlan' as const,
              payableId: `enterprise-${row.id}`,
            };
            try {
              const card = await cardFor(app.db, app.payments, member, {
                stripeSource: body.stripeSource,
                fullname: body.fullname,
                idempotencyKey,
              });
              const charge = await app.payments.card.charge({
                customerId: card.providerCustomerId,
                source: card.providerSource,
                amountCents: row.priceCents,
                description: `Enterprise agreement ${row.id} (${row.companyName})`,
                idempotencyKey,
              });
              const now = app.payments.now();
              const active = await app.db.transaction(async (tx) => {
                await card.store(tx);
                await recordPayment(tx, {
                  memberId: member.id,
                  enterpriseAgreementId: row.id,
                  provider: app.payments.card.name,
                  providerPaymentId: charge.id,
                  amountCents: charge.amountCents,
                  status: 'succeeded',
                  description: `Enterprise agreement ${row.id}`,
                });
                return activateEnterpriseAgreement(tx, row.id, addInterval(now, row.interval));
              });
              if (!active) throw new HttpError(409, AGREEMENT_NOT_PENDING);
              return {
                message: ENTERPRISE_ACTIVE,
                enterpriseAgreement: presentEnterpriseAgreement(active),
              };
            } catch (error) {
              return refusalToHttp(app.db, error, context);
            }
          },
        );
      } catch (error) {
        return replyReplayed(reply, error);
      }
    },
  });

  const requestAccess = subscriptionEndpoints.requestEnterpriseAccess;
  serveEndpoint(app, requestAccess, {
    access: 'member',
    tags: ['payments'],
    handler: async (request) => {
      const memberId = sessionOf(request).member.id;
      // Issue 20: 166 requests in 8 s from one member; a few an hour is plenty.
      await takeEnterpriseRequestSlot(app.db, memberId);
      const row = await createEnterpriseAgreement(app.db, {
        memberId,
        companyName: request.body.companyName,
        requestMessage: request.body.message ?? null,
      });
      return {
        message: ENTERPRISE_REQUESTED,
        enterpriseAgreement: presentEnterpriseAgreement(row),
      };
    },
  });
}
