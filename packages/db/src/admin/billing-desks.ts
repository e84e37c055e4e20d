import { sql } from 'drizzle-orm';
import type { Database } from '../connect';
import { queryRows } from '../query-rows';
import {
  type DeskPage,
  type DeskPageRequest,
  deskOrderAndPage,
  iso,
  likePattern,
  toDeskPage,
} from './desk-page';

// Issue 26: the Subscriptions, Payments and Enterprise Agreements desks (docs/admin.md).

type Provider = 'sandbox' | 'stripe' | 'paypal' | 'apple' | 'google' | 'free';

export type SubscriptionDeskSort =
  | 'createdAt'
  | 'memberEmail'
  | 'state'
  | 'provider'
  | 'priceCents'
  | 'currentPeriodEnd';
const SUBSCRIPTION_COLUMNS: Record<SubscriptionDeskSort, string> = {
  createdAt: 's.created_at',
  memberEmail: 'lower(m.email)',
  state: 's.state',
  provider: 's.provider',
  priceCents: 's.price_cents',
  currentPeriodEnd: 's.current_period_end',
};

export interface SubscriptionDeskRow {
  id: number;
  memberId: number;
  memberEmail: string;
  state: 'trial' | 'active' | 'cancelled' | 'declined';
  provider: string;
  platform: string;
  paymentMethod: string | null;
  productType: string;
  payableType: string;
  accountName: string | null;
  interval: string;
  priceCents: number;
  isFree: boolean;
  createdAt: string;
  currentPeriodEnd: string | null;
  cancelledAt: string | null;
}

interface SubscriptionRow {
  id: number;
  member_id: number;
  member_email: string;
  state: SubscriptionDeskRow['state'];
  provider: string;
  platform: string;
  payment_method: string | null;
  product_type: string;
  payable_type: string;
  account_name: string | null;
  interval: string;
  price_cents: number;
  is_free: boolean;
  created_at: string;
  current_period_end: string | null;
  cancelled_at: string | null;
  total_rows?: number;
}

const presentSubscription = (row: SubscriptionRow): SubscriptionDeskRow => ({
  id: Number(row.id),
  memberId: Number(row.member_id),
  memberEmail: row.member_email,
  state: row.state,
  provider: row.provider,
  platform: row.platform,
  paymentMethod: row.payment_method,
  productType: row.product_type,
  payableType: row.payable_type,
  accountName: row.account_name,
  interval: row.interval,
  priceCents: Number(row.price_cents),
  isFree: row.is_free,
  createdAt: iso(row.created_at)!,
  currentPeriodEnd: iso(row.current_period_end),
  cancelledAt: iso(row.cancelled_at),
});

const SUBSCRIPTION_SELECT = sql`select s.id, s.member_id, m.email as member_email, s.state,
    s.provider, s.platform, s.payment_method, s.product_type, s.payable_type,
    a.name as account_name, s.interval, s.price_cents, s.is_free, s.created_at,
    s.current_period_end, s.cancelled_at`;

/** Subscriptions by member email or profile name; state 'live' is trial or active. */
export async function listSubscriptionsForAdmin(
  db: Database,
  request: DeskPageRequest<SubscriptionDeskSort> & {
    state: 'all' | 'live' | 'trial' | 'active' | 'cancelled' | 'declined';
    provider?: Provider | undefined;
  },
): Promise<DeskPage<SubscriptionDeskRow>> {
  const q = request.q?.trim() || null;
  const pattern = likePattern(q ?? '');
  const rows = await queryRows<SubscriptionRow>(
    db,
    sql`${SUBSCRIPTION_SELECT}, count(*) over () as total_rows
        from subscriptions s
        join members m on m.id = s.member_id
        left join accounts a on a.id = s.account_id
        where (${q}::text is null or m.email ilike ${pattern} or m.name ilike ${pattern}
               or a.name ilike ${pattern})
          and (${request.state} = 'all'
               or (${request.state} = 'live' and s.state in ('trial', 'active'))
               or s.state = ${request.state})
          and (${request.provider ?? null}::text is null or s.provider = ${request.provider ?? null})
        ${deskOrderAndPage(SUBSCRIPTION_COLUMNS, request, 's.id')}`,
  );
  return toDeskPage(rows, request, presentSubscription);
}

/** One subscription as the desk shows it; null when there is none. */
export async function findSubscriptionForAdmin(
  db: Database,
  subscriptionId: number,
): Promise<SubscriptionDeskRow | null> {
  const [row] = await queryRows<SubscriptionRow>(
    db,
    sql`${SUBSCRIPTION_SELECT}
        from subscriptions s
        join members m on m.id = s.member_id
        left join accounts a on a.id = s.account_id
        where s.id = ${subscriptionId}`,
  );
  return row ? presentSubscription(row) : null;
}

export type PaymentDeskSort = 'createdAt' | 'memberEmail' | 'amountCents' | 'status' | 'provider';
const PAYMENT_COLUMNS: Record<PaymentDeskSort, string> = {
  createdAt: 'p.created_at',
  memberEmail: 'lower(m.email)',
  amountCents: 'p.amount_cents',
  status: 'p.status',
  provider: 'p.provider',
};

export interface PaymentDeskRow {
  id: number;
  memberId: number;
  memberEmail: string;
  provider: string;
  providerPaymentId: string;
  amountCents: number;
  currency: string;
  status: 'succeeded' | 'failed';
  description: string;
  subscriptionId: number | null;
  enterpriseAgreementId: number | null;
  createdAt: string;
  /** Issue 26: 'pending' while the provider is asked, 'refunded' once it refunded. */
  refundStatus: 'pending' | 'refunded' | null;
  providerRefundId: string | null;
  refundedCents: number | null;
  refundedAt: string | null;
}

interface PaymentRow {
  id: number;
  member_id: number;
  member_email: string;
  provider: string;
  provider_payment_id: string;
  amount_cents: number;
  currency: string;
  status: PaymentDeskRow['status'];
  description: string;
  subscription_id: number | null;
  enterprise_agreement_id: number | null;
  created_at: string;
  refund_status: PaymentDeskRow['refundStatus'];
  provider_refund_id: string | null;
  refunded_cents: number | null;
  refunded_at: string | null;
  total_rows: number;
}

const PAYMENT_SELECT = sql`select p.id, p.member_id, m.email as member_email, p.provider,
    p.provider_payment_id, p.amount_cents, p.currency, p.status, p.description, p.subscription_id,
    p.enterprise_agreement_id, p.created_at, p.refund_status, p.provider_refund_id,
    p.refunded_cents, p.refunded_at, count(*) over () as total_rows
  from payments p
  join members m on m.id = p.member_id`;

const presentPayment = (row: PaymentRow): PaymentDeskRow => ({
  id: Number(row.id),
  memberId: Number(row.member_id),
  memberEmail: row.member_email,
  provider: row.provider,
  providerPaymentId: row.provider_payment_id,
  amountCents: Number(row.amount_cents),
  currency: row.currency,
  status: row.status,
  description: row.description,
  subscriptionId: row.subscription_id === null ? null : Number(row.subscription_id),
  enterpriseAgreementId:
    row.enterprise_agreement_id === null ? null : Number(row.enterprise_agreement_id),
  createdAt: iso(row.created_at)!,
  refundStatus: row.refund_status,
  providerRefundId: row.provider_refund_id,
  refundedCents: row.refunded_cents === null ? null : Number(row.refunded_cents),
  refundedAt: iso(row.refunded_at),
});

/** Payments by member email, description or the provider's payment id. */
export async function listPaymentsForAdmin(
  db: Database,
  request: DeskPageRequest<PaymentDeskSort> & {
    status: 'all' | 'succeeded' | 'failed' | 'refunded';
    provider?: Provider | undefined;
  },
): Promise<DeskPage<PaymentDeskRow>> {
  const q = request.q?.trim() || null;
  const pattern = likePattern(q ?? '');
  const rows = await queryRows<PaymentRow>(
    db,
    sql`${PAYMENT_SELECT}
        where (${q}::text is null or m.email ilike ${pattern} or p.description ilike ${pattern}
               or p.provider_payment_id = ${q ?? ''})
          and (${request.status} = 'all'
               or (${request.status} = 'refunded' and p.refund_status = 'refunded')
               or p.status = ${request.status})
          and (${request.provider ?? null}::text is null or p.provider = ${request.provider ?? null})
        ${deskOrderAndPage(PAYMENT_COLUMNS, request, 'p.id')}`,
  );
  return toDeskPage(rows, request, presentPayment);
}

/** One payment as the Payments desk shows it; null when there is none. */
export async function findPaymentForAdmin(db: Database, id: number) {
  const [row] = await queryRows<PaymentRow>(db, sql`${PAYMENT_SELECT} where p.id = ${id}`);
  return row ? presentPayment(row) : null;
}

/**
 * Takes a payment's refund (issue 26): one statement moves a succeeded payment with no refund to
 * 'pending', so of two refunds asked at once only one gets the row and asks the provider. False
 * when the payment is refunded, being refunded, or did not succeed.
 */
export async function claimPaymentRefund(db: Database, id: number): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`update payments set refund_status = 'pending'
        where id = ${id} and status = 'succeeded' and refund_status is null
        returning id`,
  );
  return rows.length === 1;
}

/** The provider refunded it: the claim becomes the refund, with the provider's id. */
export async function completePaymentRefund(
  db: Database,
  id: number,
  refund: { providerRefundId: string; refundedCents: number; at: Date },
): Promise<void> {
  await db.execute(
    sql`update payments set refund_status = 'refunded',
          provider_refund_id = ${refund.providerRefundId},
          refunded_cents = ${refund.refundedCents}, refunded_at = ${refund.at.toISOString()}
        where id = ${id} and refund_status = 'pending'`,
  );
}

/** The provider refused or did not answer: the claim is let go, so the refund can be asked again. */
export async function releasePaymentRefund(db: Database, id: number): Promise<void> {
  await db.execute(
    sql`update payments set refund_status = null where id = ${id} and refund_status = 'pending'`,
  );
}

export type AgreementDeskSort =
  | 'createdAt'
  | 'companyName'
  | 'memberEmail'
  | 'status'
  | 'priceCents'
  | 'nextBillingAt';
const AGREEMENT_COLUMNS: Record<AgreementDeskSort, string> = {
  createdAt: 'e.created_at',
  companyName: 'lower(e.company_name)',
  memberEmail: 'lower(m.email)',
  status: 'e.status',
  priceCents: 'e.price_cents',
  nextBillingAt: 'e.next_billing_at',
};

export interface AgreementDeskRow {
  id: number;
  memberId: number;
  memberEmail: string;
  companyName: string;
  requestMessage: string | null;
  status: 'pending' | 'trial' | 'active' | 'cancelled' | 'declined';
  productType: string;
  interval: string;
  priceCents: number | null;
  provider: string | null;
  nextBillingAt: string | null;
  createdAt: string;
}

/** Enterprise agreements by company or member email; provider from the newest payment. */
export async function listEnterpriseAgreementsForAdmin(
  db: Database,
  request: DeskPageRequest<AgreementDeskSort> & {
    status: 'all' | AgreementDeskRow['status'];
  },
): Promise<DeskPage<AgreementDeskRow>> {
  const q = request.q?.trim() || null;
  const pattern = likePattern(q ?? '');
  const rows = await queryRows<{
    id: number;
    member_id: number;
    member_email: string;
    company_name: string;
    request_message: string | null;
    status: AgreementDeskRow['status'];
    product_type: string;
    interval: string;
    price_cents: number | null;
    provider: string | null;
    next_billing_at: string | null;
    created_at: string;
    total_rows: number;
  }>(
    db,
    sql`select e.id, e.member_id, m.email as member_email, e.company_name, e.request_message,
          e.status, e.product_type, e.interval, e.price_cents, e.next_billing_at, e.created_at,
          (select p.provider from payments p where p.enterprise_agreement_id = e.id
            order by p.created_at desc, p.id desc limit 1) as provider,
          count(*) over () as total_rows
        from enterprise_agreements e
        join members m on m.id = e.member_id
        where (${q}::text is null or e.company_name ilike ${pattern} or m.email ilike ${pattern})
          and (${request.status} = 'all' or e.status = ${request.status})
        ${deskOrderAndPage(AGREEMENT_COLUMNS, request, 'e.id')}`,
  );
  return toDeskPage(rows, request, (row) => ({
    id: Number(row.id),
    memberId: Number(row.member_id),
    memberEmail: row.member_email,
    companyName: row.company_name,
    requestMessage: row.request_message,
    status: row.status,
    productType: row.product_type,
    interval: row.interval,
    priceCents: row.price_cents === null ? null : Number(row.price_cents),
    provider: row.provider,
    nextBillingAt: iso(row.next_billing_at),
    createdAt: iso(row.created_at)!,
  }));
}
