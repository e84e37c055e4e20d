import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../connect';
import { paymentIdempotencyKeys, paymentLocks } from '../schema';

/** A submission that held the lock longer than this crashed; the next one takes the lock over. */
export const PAYMENT_LOCK_EXPIRY_SECONDS = 120;

/**
 * spec §5 "Only one payment submission may run at once": takes the member's payment lock, or
 * answers false when another submission holds it. One statement on a primary key, so two
 * concurrent callers cannot both win, on PGlite and on PostgreSQL alike.
 */
export async function acquirePaymentLock(db: Database, memberId: number): Promise<boolean> {
  const inserted = await db
    .insert(paymentLocks)
    .values({ memberId, acquiredAt: sql`now()` })
    .onConflictDoNothing()
    .returning({ memberId: paymentLocks.memberId });
  if (inserted.length > 0) return true;
  const takenOver = await db
    .update(paymentLocks)
    .set({ acquiredAt: sql`now()` })
    .where(
      and(
        eq(paymentLocks.memberId, memberId),
        lt(
          paymentLocks.acquiredAt,
          sql`now() - make_interval(secs => ${PAYMENT_LOCK_EXPIRY_SECONDS})`,
        ),
      ),
    )
    .returning({ memberId: paymentLocks.memberId });
  return takenOver.length > 0;
}

export async function releasePaymentLock(db: Database, memberId: number): Promise<void> {
  await db.delete(paymentLocks).where(eq(paymentLocks.memberId, memberId));
}

export interface StoredAnswer {
  operation: string;
  statusCode: number;
  response: unknown;
}

/** The answer already given to this client key, if any. */
export async function findIdempotentAnswer(
  db: Database,
  memberId: number,
  key: string,
): Promise<StoredAnswer | null> {
  const [row] = await db
    .select({
      operation: paymentIdempotencyKeys.operation,
      statusCode: paymentIdempotencyKeys.statusCode,
      response: paymentIdempotencyKeys.response,
    })
    .from(paymentIdempotencyKeys)
    .where(and(eq(paymentIdempotencyKeys.memberId, memberId), eq(paymentIdempotencyKeys.key, key)))
    .limit(1);
  return row ?? null;
}

/** Keeps the answer of a submission under its key; the first answer stays. */
export async function storeIdempotentAnswer(
  db: Database,
  memberId: number,
  key: string,
  answer: StoredAnswer,
): Promise<void> {
  await db
    .insert(paymentIdempotencyKeys)
    .values({ memberId, key, ...answer, response: answer.response as object })
    .onConflictDoNothing();
}
