import { z } from 'zod';
import type { AppInstance } from '../../app-instance';
import { applyStripeEvent } from '../../payments/apply-stripe-event';
import { HttpError } from '../../plugins/errors';
import { errorResponses } from '../responses';

export const STRIPE_OFF = 'Stripe is not configured.';
export const BAD_SIGNATURE = 'The Stripe signature of this event is not valid.';

/**
 * Stripe's webhook: the raw body is verified against the Stripe-Signature header (the signing
 * secret STRIPE_WEBHOOK_SECRET) before anything is read; a replayed event changes nothing.
 */
export async function stripeWebhookRoute(app: AppInstance) {
  // Only in this plugin's scope: the signature is over the exact bytes Stripe sent.
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, body);
  });
  app.route({
    method: 'POST',
    url: '/payments/stripe_webhook',
    schema: {
      summary: 'Stripe webhook events: subscriptions and invoices (signature checked).',
      tags: ['payments'],
      response: {
        200: z.object({ received: z.boolean(), duplicate: z.boolean() }),
        ...errorResponses,
      },
    },
    handler: async (request) => {
      const stripe = app.payments.stripe;
      if (!stripe?.webhookSecret) throw new HttpError(404, STRIPE_OFF);
      const signature = request.headers['stripe-signature'];
      if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) {
        throw new HttpError(400, BAD_SIGNATURE);
      }
      let event: ReturnType<typeof stripe.client.webhooks.constructEvent>;
      try {
        event = stripe.client.webhooks.constructEvent(
          request.body,
          signature,
          stripe.webhookSecret,
        );
      } catch {
        throw new HttpError(400, BAD_SIGNATURE);
      }
      const applied = await applyStripeEvent(app.db, event, app.payments.now());
      return { received: true, duplicate: !applied };
    },
  });
}
