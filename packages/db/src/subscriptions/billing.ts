import { eq, sql } from 'drizzle-orm';
import type { Database } from '../connect';
import { billingAddresses, paymentCards } from '../schema';

export type BillingAddressRecord = typeof billingAddresses.$inferSelect;
export type PaymentCardRecord = typeof paymentCards.$inferSelect;

export async function findBillingAddress(
  db: Database,
  memberId: number,
): Promise<BillingAddressRecord | null> {
  const [row] = await db
    .select()
    .from(billingAddresses)
    .where(eq(billingAddresses.memberId, memberId))
    .limit(1);
  return row ?? null;
}

export async function saveBillingAddress(
  db: Database,
  values: Omit<typeof billingAddresses.$inferInsert, 'id' | 'updatedAt'>,
): Promise<BillingAddressRecord> {
  const { memberId: _member, ...changes } = values;
  const [row] = await db
    .insert(billingAddresses)
    .values(values)
    .onConflictDoUpdate({
      target: billingAddresses.memberId,
      set: { ...changes, updatedAt: sql`now()` },
    })
    .returning();
  return row!;
}

export async function findPaymentCard(
  db: Database,
  memberId: number,
): Promise<PaymentCardRecord | null> {
  const [row] = await db
    .select()
    .from(paymentCards)
    .where(eq(paymentCards.memberId, memberId))
    .limit(1);
  return row ?? null;
}

/** The member's saved card (one per member): last four digits only, never the number. */
export async function savePaymentCard(
  db: Database,
  values: Omit<typeof paymentCards.$inferInsert, 'id' | 'createdAt'>,
): Promise<PaymentCardRecord> {
  const { memberId: _member, ...changes } = values;
  const [row] = await db
    .insert(paymentCards)
    .values(values)
    .onConflictDoUpdate({ target: paymentCards.memberId, set: changes })
    .returning();
  return row!;
}
