import { subscriptionEndpoints } from '@songstats/contract';
import {
  findBillingAddress,
  findMemberSubscription,
  findPaymentCard,
  listSubscriptionPayments,
} from '@songstats/db';
import { TEXTS } from '@songstats/domain';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppInstance } from '../../app-instance';
import { sessionOf } from '../../auth/require-member';
import { UNKNOWN_SUBSCRIPTION } from '../../payments/cancel-subscription';
import { invoiceOf } from '../../payments/invoice';
import { renderInvoicePdf } from '../../payments/invoice-pdf';
import { isSandboxInUse } from '../../payments/payments-config';
import { HttpError } from '../../plugins/errors';
import { serveEndpoint } from '../serve-endpoint';

export const FREE_HAS_NO_INVOICE = 'Free subscriptions have no invoice.';

const params = z.object({ id: z.coerce.number().int().positive() });

/** The invoice of the member's own non-free subscription (decision 056): 404 for anyone else's. */
async function memberInvoice(app: AppInstance, request: FastifyRequest, id: number) {
  const { member } = sessionOf(request);
  const found = await findMemberSubscription(app.db, member.id, id);
  if (!found) throw new HttpError(404, UNKNOWN_SUBSCRIPTION);
  if (found.subscription.isFree) throw new HttpError(400, FREE_HAS_NO_INVOICE);
  const [billingAddress, card, payments] = await Promise.all([
    findBillingAddress(app.db, member.id),
    findPaymentCard(app.db, member.id),
    listSubscriptionPayments(app.db, found.subscription.id),
  ]);
  const invoice = invoiceOf({
    seller: app.payments.seller,
    subscription: found.subscription,
    subscriptionName: found.account?.account.name ?? TEXTS.modal.professionalPlan,
    memberEmail: member.email,
    billingAddress,
    card,
    payments,
    issuedAt: app.payments.now(),
    sandbox: found.subscription.provider === 'sandbox' && isSandboxInUse(app.payments),
  });
  return { invoice, subscriptionId: found.subscription.id };
}

/** spec §4 "Non-free gets invoice": the member's own subscription's invoice as a PDF and as data. */
export function invoiceRoute(app: AppInstance) {
  const download = subscriptionEndpoints.downloadInvoice;
  serveEndpoint(app, download, {
    access: 'member',
    tags: ['payments'],
    params,
    handler: async (request, reply) => {
      const { invoice, subscriptionId } = await memberInvoice(app, request, request.params.id);
      const pdf = await renderInvoicePdf(invoice, request.variant.name);
      const fileName = `${request.variant.name} Invoice ${subscriptionId}.pdf`;
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(pdf);
    },
  });

  const details = subscriptionEndpoints.invoiceDetails;
  serveEndpoint(app, details, {
    access: 'member',
    tags: ['payments'],
    params,
    handler: async (request) => (await memberInvoice(app, request, request.params.id)).invoice,
  });
}
