import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../connect';
import { enterpriseAgreements, paymentWebhookEvents, walletOrders } from '../schema';

/**
 * Marks a provider event as handled; false when it was handled before (a replay), so the caller
 * changes nothing. Call it in the transaction that applies the event.
 */
export async function claimWebhookEvent(
  db: Database,
  input: { provider: string; eventId: string; type: string },
): Promise<boolean> {
  const inserted = await db
    .insert(paymentWebhookEvents)
    .values(input)
    .onConflictDoNothing()
    .returning({ eventId: paymentWebhookEvents.eventId });
  return inserted.length > 0;
}

export type WalletOrderRecord = typeof walletOrders.$inferSelect;

export async function createWalletOrder(
  db: Database,
  values: typeof walletOrders.$inferInsert,
): Promise<WalletOrderRecord> {
  const [row] = await db.insert(walletOrders).values(values).returning();
  return row!;
}

export async function findWalletOrder(
  db: Database,
  memberId: number,
  orderId: string,
): Promise<WalletOrderRecord | null> {
  const [row] = await db
    .select()
    .from(walletOrders)
    .where(and(eq(walletOrders.memberId, memberId), eq(walletOrders.orderId, orderId)))
    .limit(1);
  return row ?? null;
}

/** Moves an order from one status to the next; false when another request moved it first. */
export async function moveWalletOrder(
  db: Database,
  id: number,
  from: WalletOrderRecord['status'],
  to: WalletOrderRecord['status'],
  changes: { subscriptionId?: number; captureId?: string } = {},
): Promise<boolean> {
  const moved = await db
    .update(walletOrders)
    .set({ status: to, ...changes })
    .where(and(eq(walletOrders.id, id), eq(walletOrders.status, from)))
    .returning({ id: walletOrders.id });
  return moved.length > 0;
}

/** Orders whose capture PayPal answered PENDING, oldest first, for the lifecycle step. */
export async function listPendingWalletOrders(
  db: Database,
  provider: WalletOrderRecord['provider'],
): Promise<WalletOrderRecord[]> {
  return db
    .select()
    .from(walletOrders)
    .where(and(eq(walletOrders.status, 'pending'), eq(walletOrders.provider, provider)))
    .orderBy(walletOrders.id);
}

export type EnterpriseAgreementRecord = typeof enterpriseAgreements.$inferSelect;

export async function listMemberEnterpriseAgreements(db: Database, memberId: number) {
  return db
    .select()
    .from(enterpriseAgreements)
    .where(eq(enterpriseAgreements.memberId, memberId))
    .orderBy(enterpriseAgreements.id);
}

export async function findMemberEnterpriseAgreement(
  db: Database,
  memberId: number,
  id: number,
): Promise<EnterpriseAgreementRecord | null> {
  const [row] = await db
    .select()
    .from(enterpriseAgreements)
    .where(and(eq(enterpriseAgreements.id, id), eq(enterpriseAgreements.memberId, memberId)))
    .limit(1);
  return row ?? null;
}

export async function createEnterpriseAgreement(
  db: Database,
  values: typeof enterpriseAgreements.$inferInsert,
): Promise<EnterpriseAgreementRecord> {
  const [row] = await db.insert(enterpriseAgreements).values(values).returning();
  return row!;
}

/** Activates a priced, pending agreement once; null when it was not pending. */
export async function activateEnterpriseAgreement(
  db: Database,
  id: number,
  nextBillingAt: Date,
): Promise<EnterpriseAgreementRecord | null> {
  const [row] = await db
    .update(enterpriseAgreements)
    .set({ status: 'active', nextBillingAt })
    .where(and(eq(enterpriseAgreements.id, id), eq(enterpriseAgreements.status, 'pending')))
    .returning();
  return row ?? null;
}

/** Prices a requested agreement (our sales team's step; no admin screen yet). */
export async function priceEnterpriseAgreement(
  db: Database,
  id: number,
  input: { priceCents: number; interval: 'monthly' | 'yearly' },
) {
  await db
    .update(enterpriseAgreements)
    .set({ priceCents: input.priceCents, interval: input.interval, createdAt: sql`created_at` })
    .where(eq(enterpriseAgreements.id, id));
}
