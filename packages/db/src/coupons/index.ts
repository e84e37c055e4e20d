import { eq, sql } from 'drizzle-orm';
import type { Database } from '../connect';
import { coupons, memberPromoCodes } from '../schema';

export type CouponRow = typeof coupons.$inferSelect;

/** Codes are matched case-insensitively; they are stored upper-cased. */
export async function findCouponByCode(db: Database, code: string): Promise<CouponRow | null> {
  const [row] = await db
    .select()
    .from(coupons)
    .where(eq(coupons.code, code.trim().toUpperCase()))
    .limit(1);
  return row ?? null;
}

/** Adds the coupon to the member's account; adding it twice is harmless. */
export async function addMemberPromoCode(db: Database, memberId: number, couponId: number) {
  await db
    .insert(memberPromoCodes)
    .values({ memberId, couponId, createdAt: sql`now()` })
    .onConflictDoNothing();
}

export async function findCouponById(db: Database, id: number): Promise<CouponRow | null> {
  const [row] = await db.select().from(coupons).where(eq(coupons.id, id)).limit(1);
  return row ?? null;
}
