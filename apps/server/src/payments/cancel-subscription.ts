import {
  type Database,
  findMemberSubscription,
  recordCancellation,
  updateSubscription,
} from '@songstats/db';
import { isActiveOrTrial, PLATFORM_LABELS } from '@songstats/domain';
import { HttpError } from '../plugins/errors';
import type { Payments } from './payments-config';
import { syncMemberAccess } from './sync-member-access';

export const UNKNOWN_SUBSCRIPTION = 'This subscription does not exist.';
export const ALREADY_CANCELLED = 'This subscription is already cancelled.';
export const cancelledText = (until: Date | null) =>
  until
    ? `Your subscription has been cancelled. You keep access until ${until.toISOString().slice(0, 10)}.`
    : 'Your subscription has been cancelled.';

/**
 * cancel_subscription (spec §4): the renewal stops and access lasts to the end of the paid or
 * trial period ('N Days Left'); a free subscription ends at once. Mobile purchases are cancelled
 * on the device (spec §4 'Manage on ... Device').
 */
export async function cancelMemberSubscription(
  db: Database,
  payments: Payments,
  memberId: number,
  input: { id: number; reasonForCancellation: string | null },
  /** Written in the cancel's own transaction (the admin desk's audit entry, issue 26). */
  alsoInTransaction?: (tx: Database) => Promise<void>,
) {
  const found = await findMemberSubscription(db, memberId, input.id);
  if (!found) throw new HttpError(404, UNKNOWN_SUBSCRIPTION);
  const { subscription } = found;
  if (!isActiveOrTrial(subscription.state)) throw new HttpError(409, ALREADY_CANCELLED);
  if (subscription.platform !== 'web') {
    throw new HttpError(
      400,
      `Please cancel this subscription on your ${PLATFORM_LABELS[subscription.platform]}.`,
    );
  }
  if (found.account?.management?.managementType === 'secondary') {
    throw new HttpError(403, 'Please contact your team admin to cancel this subscription.');
  }
  if (
    subscription.providerSubscriptionId &&
    subscription.provider === payments.card.name &&
    subscription.paymentMethod === 'card'
  ) {
    await payments.card.setCancelAtPeriodEnd(subscription.providerSubscriptionId, true);
  }
  const now = payments.now();
  const endsAt = subscription.isFree ? now : subscription.currentPeriodEnd;
  const cancellation = await db.transaction(async (tx) => {
    await updateSubscription(tx, subscription.id, {
      state: 'cancelled',
      cancelledAt: now,
      currentPeriodEnd: endsAt,
      ...(subscription.isFree ? { expiredAt: now } : {}),
    });
    const row = await recordCancellation(tx, {
      memberId,
      subscriptionId: subscription.id,
      reasonForCancellation: input.reasonForCancellation,
    });
    await syncMemberAccess(tx, memberId, now);
    await alsoInTransaction?.(tx as unknown as Database);
    return row;
  });
  return {
    message: cancelledText(subscription.isFree ? null : endsAt),
    subscriptionCancellationId: cancellation.id,
  };
}
