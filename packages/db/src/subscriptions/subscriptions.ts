import { and, desc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../connect';
import { findAccountForMember, type ManagedAccount } from '../managements';
import {
  accounts,
  coupons,
  memberPromoCodes,
  payments,
  subscriptionCancellations,
  subscriptions,
  threeDSecureCardErrors,
} from '../schema';

export type SubscriptionRecord = typeof subscriptions.$inferSelect;
export type NewSubscription = typeof subscriptions.$inferInsert;
export type PaymentRecord = typeof payments.$inferSelect;
export type PayableTypeValue = SubscriptionRecord['payableType'];

export interface MemberSubscription {
  subscription: SubscriptionRecord;
  /** The subscribed account as the member sees it; null for the Professional plan. */
  account: ManagedAccount | null;
}

async function withAccount(
  db: Database,
  subscription: SubscriptionRecord,
): Promise<MemberSubscription> {
  if (!subscription.accountId) return { subscription, account: null };
  const [row] = await db
    .select({ idUnique: accounts.idUnique })
    .from(accounts)
    .where(eq(accounts.id, subscription.accountId))
    .limit(1);
  const account = row ? await findAccountForMember(db, row.idUnique, subscription.memberId) : null;
  return { subscription, account };
}

/** The member's subscriptions, newest first, each with its account. */
export async function listMemberSubscriptions(
  db: Database,
  memberId: number,
): Promise<MemberSubscription[]> {
  const rows = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.memberId, memberId))
    .orderBy(desc(subscriptions.id));
  return Promise.all(rows.map((row) => withAccount(db, row)));
}

/** One subscription of the member, or null when it is missing or someone else's. */
export async function findMemberSubscription(
  db: Database,
  memberId: number,
  id: number,
): Promise<MemberSubscription | null> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.id, id), eq(subscriptions.memberId, memberId)))
    .limit(1);
  return row ? withAccount(db, row) : null;
}

export async function findSubscriptionForPayable(
  db: Database,
  memberId: number,
  payableType: PayableTypeValue,
  payableId: number,
): Promise<SubscriptionRecord | null> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.memberId, memberId),
        eq(subscriptions.payableType, payableType),
        eq(subscriptions.payableId, payableId),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function findSubscriptionByProviderId(
  db: Database,
  provider: SubscriptionRecord['provider'],
  providerSubscriptionId: string,
): Promise<SubscriptionRecord | null> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.provider, provider),
        eq(subscriptions.providerSubscriptionId, providerSubscriptionId),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Creates the member's subscription to a payable, or rewrites the one there is (resubscribe,
 * upgrade, change): the unique (member, payable) index keeps one row per payable.
 */
export async function saveSubscription(
  db: Database,
  values: NewSubscription,
): Promise<SubscriptionRecord> {
  const { memberId: _member, payableType: _type, payableId: _id, ...changes } = values;
  const [row] = await db
    .insert(subscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: [subscriptions.memberId, subscriptions.payableType, subscriptions.payableId],
      set: { ...changes, updatedAt: sql`now()` },
    })
    .returning();
  return row!;
}

export async function updateSubscription(
  db: Database,
  id: number,
  changes: Partial<NewSubscription>,
): Promise<SubscriptionRecord> {
  const [row] = await db
    .update(subscriptions)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(subscriptions.id, id))
    .returning();
  return row!;
}

/** Records a charge once per provider id; answers null when it was recorded already. */
export async function recordPayment(
  db: Database,
  values: typeof payments.$inferInsert,
): Promise<PaymentRecord | null> {
  const [row] = await db.insert(payments).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function listSubscriptionPayments(
  db: Database,
  subscriptionId: number,
): Promise<PaymentRecord[]> {
  return db
    .select()
    .from(payments)
    .where(eq(payments.subscriptionId, subscriptionId))
    .orderBy(payments.id);
}

export async function countMemberPayments(db: Database, memberId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(payments)
    .where(and(eq(payments.memberId, memberId), eq(payments.status, 'succeeded')));
  return row?.count ?? 0;
}

export async function recordCancellation(
  db: Database,
  input: { memberId: number; subscriptionId: number; reasonForCancellation: string | null },
) {
  const [row] = await db.insert(subscriptionCancellations).values(input).returning();
  return row!;
}

/** spec §5: the feedback of the member's own cancellation; null when it is not theirs. */
export async function recordCancellationFeedback(
  db: Database,
  input: { memberId: number; cancellationId: number; reasonForCancellation: string },
) {
  const [row] = await db
    .update(subscriptionCancellations)
    .set({ reasonForCancellation: input.reasonForCancellation, feedbackAt: sql`now()` })
    .where(
      and(
        eq(subscriptionCancellations.id, input.cancellationId),
        eq(subscriptionCancellations.memberId, input.memberId),
      ),
    )
    .returning();
  return row ?? null;
}

export async function recordThreeDSecureCardError(
  db: Database,
  input: typeof threeDSecureCardErrors.$inferInsert,
) {
  const [row] = await db.insert(threeDSecureCardErrors).values(input).returning();
  return row!;
}

/** The coupons the member added (add_member_promo_code), newest first. */
export async function listMemberCoupons(db: Database, memberId: number) {
  return db
    .select({ coupon: coupons })
    .from(memberPromoCodes)
    .innerJoin(coupons, eq(coupons.id, memberPromoCodes.couponId))
    .where(eq(memberPromoCodes.memberId, memberId))
    .orderBy(desc(memberPromoCodes.createdAt))
    .then((rows) => rows.map((row) => row.coupon));
}

/** Subscriptions whose period has ended, or a member's, for the lifecycle step. */
export async function listDueSubscriptions(db: Database, now: Date, memberId?: number) {
  const due = lte(subscriptions.currentPeriodEnd, now);
  const condition = and(
    due,
    isNull(subscriptions.expiredAt),
    memberId === undefined ? undefined : eq(subscriptions.memberId, memberId),
  );
  return db.select().from(subscriptions).where(condition).orderBy(subscriptions.id);
}

export async function findPaymentByProviderId(
  db: Database,
  provider: PaymentRecord['provider'],
  providerPaymentId: string,
): Promise<PaymentRecord | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerPaymentId, providerPaymentId)))
    .limit(1);
  return row ?? null;
}
