import { subscriptionEndpoints } from '@songstats/contract';
import {
  findBillingAddress,
  findMemberSubscription,
  listSubscriptionPayments,
} from '@songstats/db';
import { TEXTS } from '@songstats/domain';
import { z } from 'zod';
import type { AppInstance } from '../../app';
import { requireMember, sessionOf } from '../../auth/require-member';
import { UNKNOWN_SUBSCRIPTION } from '../../payments/cancel-subscription';
import { renderInvoicePdf } from '../../payments/invoice-pdf';
import { HttpError } from '../../plugins/errors';
import { errorResponses } from '../responses';

export const FREE_HAS_NO_INVOICE = 'Free subscriptions have no invoice.';

const endpoint = subscriptionEndpoints.downloadInvoice;

/** spec §4 "Non-free gets invoice": the member's own subscription's invoice as a PDF. */
export function invoiceRoute(app: AppInstance) {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      summary: endpoint.summary,
      tags: ['payments'],
      params: z.object({ id: z.coerce.number().int().positive() }),
      response: { 200: z.unknown(), ...errorResponses },
    },
    preHandler: requireMember,
    handler: async (request, reply) => {
      const { member } = sessionOf(request);
      const found = await findMemberSubscription(app.db, member.id, request.params.id);
      if (!found) throw new HttpError(404, UNKNOWN_SUBSCRIPTION);
      if (found.subscription.isFree) throw new HttpError(400, FREE_HAS_NO_INVOICE);
      const [address, payments] = await Promise.all([
        findBillingAddress(app.db, member.id),
        listSubscriptionPayments(app.db, found.subscription.id),
      ]);
      const pdf = await renderInvoicePdf({
        productName: request.variant.name,
        subscription: found.subscription,
        subscriptionName: found.account?.account.name ?? TEXTS.modal.professionalPlan,
        memberEmail: member.email,
        billingAddress: address,
        payments,
        issuedAt: app.payments.now(),
      });
      const fileName = `${request.variant.name} Invoice ${found.subscription.id}.pdf`;
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(pdf);
    },
  });
}
