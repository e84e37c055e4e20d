import { eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../connect';
import { queryRows } from '../query-rows';
import { coupons } from '../schema';
import { type AdminActor, recordAdminAction } from './audit-log';
import {
  type DeskPage,
  type DeskPageRequest,
  deskOrderAndPage,
  iso,
  likePattern,
  toDeskPage,
} from './desk-page';

export type CouponDeskSort =
  | 'createdAt'
  | 'code'
  | 'discountPercent'
  | 'startDate'
  | 'expireDate'
  | 'uses';
export type CouponDeskState = 'live' | 'scheduled' | 'expired' | 'hidden';
type CouponApplyType = (typeof coupons.$inferSelect)['applyType'];

const COLUMNS: Record<CouponDeskSort, string> = {
  createdAt: 'c.created_at',
  code: 'c.code',
  discountPercent: 'c.discount_percent',
  startDate: 'c.start_date',
  expireDate: 'c.expire_date',
  uses: 'c.subscriptions',
};

export interface CouponDeskRow {
  id: number;
  code: string;
  discountPercent: number;
  applyType: CouponApplyType;
  isVisible: boolean;
  startDate: string | null;
  expireDate: string | null;
  createdAt: string;
  state: CouponDeskState;
  addedBy: number;
  subscriptions: number;
}

interface Row {
  id: number;
  code: string;
  discount_percent: number;
  apply_type: CouponApplyType;
  is_visible: boolean;
  start_date: string | null;
  expire_date: string | null;
  created_at: string;
  state: CouponDeskState;
  added_by: number;
  subscriptions: number;
  total_rows: number;
}

const present = (row: Row): CouponDeskRow => ({
  id: Number(row.id),
  code: row.code,
  discountPercent: Number(row.discount_percent),
  applyType: row.apply_type,
  isVisible: row.is_visible,
  startDate: iso(row.start_date),
  expireDate: iso(row.expire_date),
  createdAt: iso(row.created_at)!,
  state: row.state,
  addedBy: Number(row.added_by),
  subscriptions: Number(row.subscriptions),
});

/** The coupons with their state at `now` (spec §5: visible and inside its dates) and usage. */
function selectCoupons(db: Database, now: Date, where: SQL, tail: SQL) {
  return queryRows<Row>(
    db,
    sql`select c.*, count(*) over () as total_rows from (
          select c.id, c.code, c.discount_percent, c.apply_type, c.is_visible, c.start_date,
            c.expire_date, c.created_at,
            case when not c.is_visible then 'hidden'
                 when c.expire_date is not null and c.expire_date < ${now.toISOString()}::timestamptz
                   then 'expired'
                 when c.start_date is not null and c.start_date > ${now.toISOString()}::timestamptz
                   then 'scheduled'
                 else 'live' end as state,
            (select count(*)::int from member_promo_codes p where p.coupon_id = c.id) as added_by,
            (select count(*)::int from subscriptions s where s.coupon_id = c.id) as subscriptions
          from coupons c
        ) c
        where ${where}
        ${tail}`,
  );
}

/** Issue 26, Coupons desk: the coupons with their state and usage, searched by code. */
export async function listCouponsForAdmin(
  db: Database,
  now: Date,
  request: DeskPageRequest<CouponDeskSort> & { state: CouponDeskState | 'all' },
): Promise<DeskPage<CouponDeskRow>> {
  const q = request.q?.trim() || null;
  const rows = await selectCoupons(
    db,
    now,
    sql`(${q}::text is null or c.code ilike ${likePattern(q ?? '')})
        and (${request.state} = 'all' or c.state = ${request.state})`,
    sql`${deskOrderAndPage(COLUMNS, request, 'c.id')}`,
  );
  return toDeskPage(rows, request, present);
}

async function couponDeskRow(db: Database, now: Date, id: number) {
  const [row] = await selectCoupons(db, now, sql`c.id = ${id}`, sql``);
  return row ? present(row) : null;
}

const auditState = (row: CouponDeskRow) => ({
  code: row.code,
  discountPercent: row.discountPercent,
  applyType: row.applyType,
  isVisible: row.isVisible,
  startDate: row.startDate,
  expireDate: row.expireDate,
});

export interface NewCoupon {
  code: string;
  discountPercent: number;
  applyType: CouponApplyType;
  startDate: string | null;
  expireDate: string | null;
}

/** Creates a coupon, logged; null when its code is taken (codes are stored upper-cased). */
export async function createCouponAsAdmin(
  db: Database,
  admin: AdminActor,
  now: Date,
  input: NewCoupon,
): Promise<CouponDeskRow | null> {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(coupons)
      .values({
        code: input.code.toUpperCase(),
        discountPercent: input.discountPercent,
        applyType: input.applyType,
        startDate: input.startDate ? new Date(input.startDate) : null,
        expireDate: input.expireDate ? new Date(input.expireDate) : null,
      })
      .onConflictDoNothing()
      .returning({ id: coupons.id });
    if (!created) return null;
    const row = (await couponDeskRow(tx as unknown as Database, now, created.id))!;
    await recordAdminAction(tx as unknown as Database, admin, {
      action: 'coupon.create',
      targetType: 'coupon',
      targetId: row.id,
      before: null,
      after: auditState(row),
    });
    return row;
  });
}

export type CouponTerms = Omit<NewCoupon, 'code'>;
export type CouponChange = { visible: boolean } | { expireAt: Date } | { terms: CouponTerms };
export type CouponChangeResult =
  | { kind: 'changed'; coupon: CouponDeskRow }
  | { kind: 'unknown' }
  | { kind: 'alreadyExpired' };

const ACTION_OF = (change: CouponChange) =>
  'expireAt' in change
    ? 'coupon.expire'
    : 'terms' in change
      ? 'coupon.edit'
      : change.visible
        ? 'coupon.show'
        : 'coupon.hide';

/** Hides or shows a coupon, expires it now or edits its terms; logged in the same transaction. */
export async function changeCouponAsAdmin(
  db: Database,
  admin: AdminActor,
  now: Date,
  id: number,
  change: CouponChange,
): Promise<CouponChangeResult> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const [locked] = await tx
      .select({ id: coupons.id })
      .from(coupons)
      .where(eq(coupons.id, id))
      .for('update');
    if (!locked) return { kind: 'unknown' };
    const before = (await couponDeskRow(t, now, id))!;
    if ('expireAt' in change) {
      if (before.state === 'expired') return { kind: 'alreadyExpired' };
      await tx.update(coupons).set({ expireDate: change.expireAt }).where(eq(coupons.id, id));
    } else if ('terms' in change) {
      const { terms } = change;
      await tx
        .update(coupons)
        .set({
          discountPercent: terms.discountPercent,
          applyType: terms.applyType,
          startDate: terms.startDate ? new Date(terms.startDate) : null,
          expireDate: terms.expireDate ? new Date(terms.expireDate) : null,
        })
        .where(eq(coupons.id, id));
    } else {
      await tx.update(coupons).set({ isVisible: change.visible }).where(eq(coupons.id, id));
    }
    const after = (await couponDeskRow(t, now, id))!;
    await recordAdminAction(t, admin, {
      action: ACTION_OF(change),
      targetType: 'coupon',
      targetId: id,
      before: auditState(before),
      after: auditState(after),
    });
    return { kind: 'changed', coupon: after };
  });
}
