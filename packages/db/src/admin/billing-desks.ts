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
}

/** Payments by member email, description or the provider's payment id. */
export async function listPaymentsForAdmin(
  db: Database,
  request: DeskPageRequest<PaymentDeskSort> & {
    status: 'all' | 'succeeded' | 'failed';
    provider?: Provider | undefined;
  },
): Promise<DeskPage<PaymentDeskRow>> {
  const q = request.q?.trim() || null;
  const pattern = likePattern(q ?? '');
  const rows = await queryRows<{
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
    total_rows: number;
  }>(
    db,
    sql`select p.id, p.member_id, m.email as member_email, p.provider, p.provider_payment_id,
          p.amount_cents, p.currency, p.status, p.description, p.subscription_id,
          p.enterprise_agreement_id, p.created_at, count(*) over () as total_rows
        from payments p
        join members m on m.id = p.member_id
        where (${q}::text is null or m.email ilike ${pattern} or p.description ilike ${pattern}
               or p.provider_payment_id = ${q ?? ''})
          and (${request.status} = 'all' or p.status = ${request.status})
          and (${request.provider ?? null}::text is null or p.provider = ${request.provider ?? null})
        ${deskOrderAndPage(PAYMENT_COLUMNS, request, 'p.id')}`,
  );
  return toDeskPage(rows, request, (row) => ({
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
  }));
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
