import { subscriptionEndpoints } from '@songstats/contract';
import { CURRENCY } from '@songstats/domain';
import type { AppInstance } from '../../app-instance';
import { sessionOf } from '../../auth/require-member';
import { PaymentRefused } from '../../payments/provider';
import { createSandboxCardSource, SANDBOX_TEST_CARDS } from '../../payments/sandbox-provider';
import { HttpError } from '../../plugins/errors';
import { serveEndpoint } from '../serve-endpoint';

export const SANDBOX_OFF = 'The sandbox card element is off: cards go through Stripe.';

/** Which providers answer, and the sandbox's card element (docs/payments.md). */
export function paymentConfigRoutes(app: AppInstance) {
  const config = subscriptionEndpoints.paymentConfig;
  serveEndpoint(app, config, {
    access: 'anyone',
    tags: ['payments'],
    handler: async () => {
      const sandbox = app.payments.card.name === 'sandbox';
      return {
        cardProvider: app.payments.card.name,
        walletProvider: app.payments.wallet.name,
        stripePublishableKey: app.payments.stripe?.publishableKey ?? null,
        currency: CURRENCY as 'EUR',
        testCards: sandbox
          ? SANDBOX_TEST_CARDS.map((card) => ({ number: card.number, outcome: card.outcome }))
          : [],
      };
    },
  });

  const source = subscriptionEndpoints.createCardSource;
  serveEndpoint(app, source, {
    access: 'member',
    tags: ['payments'],
    handler: async (request) => {
      if (app.payments.card.name !== 'sandbox') throw new HttpError(404, SANDBOX_OFF);
      try {
        return createSandboxCardSource(
          request.body,
          sessionOf(request).member.id,
          app.payments.now(),
        );
      } catch (error) {
        if (error instanceof PaymentRefused) throw new HttpError(400, error.message);
        throw error;
      }
    },
  });
}
