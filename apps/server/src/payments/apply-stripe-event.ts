import {
  claimWebhookEvent,
  type Database,
  findSubscriptionByProviderId,
  recordPayment,
  type SubscriptionRecord,
  updateSubscription,
} from '@songstats/db';
import type Stripe from 'stripe';
import { syncMemberAccess } from './sync-member-access';

type StripeState = SubscriptionRecord['state'];

/** Stripe's subscription status in our lifecycle (spec §4). */
function stateOf(subscription: Stripe.Subscription): StripeState {
  if (subscription.status === 'canceled') return 'cancelled';
  if (subscription.cancel_at_period_end) return 'cancelled';
  if (subscription.status === 'trialing') return 'trial';
  if (subscription.status === 'active') return 'active';
  return 'declined';
}

const secondsToDate = (seconds: number | null | undefined) =>
  seconds ? new Date(seconds * 1000) : null;

function subscriptionIdOfInvoice(invoice: Stripe.Invoice): string | null {
  const loose = invoice as unknown as {
    subscription?: string | { id: string } | null;
    parent?: { subscription_details?: { subscription?: string | { id: string } | null } };
  };
  const ref = loose.parent?.subscription_details?.subscription ?? loose.subscription ?? null;
  if (!ref) return null;
  return typeof ref === 'string' ? ref : ref.id;
}

/**
 * Stripe does not deliver events in order (retries come hours later), so an event changes a
 * subscription only if it is newer, by Stripe's own clock (`created`), than the last event
 * applied to it. A subscription deleted at Stripe never comes back (a resubscription is a new
 * Stripe subscription), so in the same second as the deletion nothing else applies either.
 */
function isStale(local: SubscriptionRecord, eventAt: Date, type: string): boolean {
  if (local.providerEventAt === null) return false;
  if (eventAt < local.providerEventAt) return true;
  const endedAtStripe = local.expiredAt !== null && local.state === 'cancelled';
  return (
    eventAt.getTime() === local.providerEventAt.getTime() &&
    endedAtStripe &&
    type !== 'customer.subscription.deleted'
  );
}

/**
 * Applies one verified Stripe event. The event id is claimed in the same transaction as its
 * changes, so a replayed event (Stripe retries, or an attacker replaying a captured one within
 * the signature's tolerance) changes nothing. Answers false for a replay.
 */
export async function applyStripeEvent(
  db: Database,
  event: Stripe.Event,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await claimWebhookEvent(tx, {
      provider: 'stripe',
      eventId: event.id,
      type: event.type,
    });
    if (!claimed) return false;
    let memberId: number | null = null;
    switch (event.type) {
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted': {
        const remote = event.data.object as Stripe.Subscription;
        const local = await findSubscriptionByProviderId(tx, 'stripe', remote.id);
        if (!local) break;
        const eventAt = new Date(event.created * 1000);
        if (isStale(local, eventAt, event.type)) break;
        const state =
          event.type === 'customer.subscription.deleted' ? 'cancelled' : stateOf(remote);
        const periodEnd =
          secondsToDate(remote.items?.data?.[0]?.current_period_end) ?? local.currentPeriodEnd;
        const ended =
          event.type === 'customer.subscription.deleted' || remote.status === 'canceled';
        await updateSubscription(tx, local.id, {
          state,
          trialEnd: secondsToDate(remote.trial_end) ?? local.trialEnd,
          currentPeriodEnd: ended ? now : periodEnd,
          // A renewal restored at Stripe (resubscribe) is no longer cancelled.
          cancelledAt: state === 'cancelled' ? (local.cancelledAt ?? now) : null,
          ...(ended ? { expiredAt: now } : {}),
          providerEventAt: eventAt,
        });
        memberId = local.memberId;
        break;
      }
      case 'invoice.paid':
      case 'invoice.payment_failed': {
        const invoice = event.data.object as Stripe.Invoice;
        const remoteId = subscriptionIdOfInvoice(invoice);
        const local = remoteId ? await findSubscriptionByProviderId(tx, 'stripe', remoteId) : null;
        if (!local || !invoice.id) break;
        // The payment is a fact whatever the order; the state follows only a newer event.
        const stale = isStale(local, new Date(event.created * 1000), event.type);
        if (event.type === 'invoice.paid') {
          if (invoice.amount_paid > 0) {
            await recordPayment(tx, {
              memberId: local.memberId,
              subscriptionId: local.id,
              provider: 'stripe',
              providerPaymentId: invoice.id,
              amountCents: invoice.amount_paid,
              status: 'succeeded',
              description: `Stripe invoice ${invoice.number ?? invoice.id}`,
            });
          }
          if (
            !stale &&
            (local.state === 'declined' || (local.state === 'trial' && invoice.amount_paid > 0))
          ) {
            await updateSubscription(tx, local.id, {
              state: 'active',
              providerEventAt: new Date(event.created * 1000),
            });
          }
        } else if (!stale && local.state !== 'cancelled') {
          await updateSubscription(tx, local.id, {
            state: 'declined',
            providerEventAt: new Date(event.created * 1000),
          });
        }
        memberId = local.memberId;
        break;
      }
      default:
        break;
    }
    if (memberId !== null) await syncMemberAccess(tx, memberId, now);
    return true;
  });
}
