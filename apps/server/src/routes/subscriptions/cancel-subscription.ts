import { subscriptionEndpoints } from '@songstats/contract';
import { recordCancellationFeedback } from '@songstats/db';
import { z } from 'zod';
import type { AppInstance } from '../../app-instance';
import { sessionOf } from '../../auth/require-member';
import { cancelMemberSubscription } from '../../payments/cancel-subscription';
import { HttpError } from '../../plugins/errors';
import { serveEndpoint } from '../serve-endpoint';

export const FEEDBACK_THANKS = 'Thank you for your feedback.';
export const UNKNOWN_CANCELLATION = 'This cancellation does not exist.';

/** spec §4, §5, §7: cancel_subscription, then cancel_subscription_feedback. */
export function cancelSubscriptionRoutes(app: AppInstance) {
  const cancel = subscriptionEndpoints.cancelSubscription;
  serveEndpoint(app, cancel, {
    access: 'member',
    tags: ['payments'],
    params: z.object({ id: z.coerce.number().int().positive() }),
    handler: async (request) =>
      cancelMemberSubscription(app.db, app.payments, sessionOf(request).member.id, {
        id: request.params.id,
        reasonForCancellation: request.body?.reasonForCancellation ?? null,
      }),
  });

  const feedback = subscriptionEndpoints.cancelSubscriptionFeedback;
  serveEndpoint(app, feedback, {
    access: 'member',
    tags: ['payments'],
    handler: async (request) => {
      const row = await recordCancellationFeedback(app.db, {
        memberId: sessionOf(request).member.id,
        cancellationId: request.body.subscriptionCancellationId,
        reasonForCancellation: request.body.reasonForCancellation,
      });
      if (!row) throw new HttpError(404, UNKNOWN_CANCELLATION);
      return { message: FEEDBACK_THANKS };
    },
  });
}
