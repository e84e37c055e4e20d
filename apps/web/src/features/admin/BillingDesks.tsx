import {
  AGREEMENT_DESK_STATUSES,
  type AgreementDeskRow,
  BILLING_DESK_PROVIDERS,
  billingAdminEndpoints,
  PAYMENT_DESK_STATUSES,
  type PaymentDeskRow,
  SUBSCRIPTION_DESK_STATES,
  type SubscriptionDeskRow,
} from '@songstats/contract';
import { useState } from 'react';
import {
  type DeskColumn,
  DeskError,
  DeskSelect,
  deskButtonClass,
  formatDateTime,
  SearchDesk,
} from './DeskTable';
import {
  useAgreementsDesk,
  useCancelSubscriptionAsAdmin,
  usePaymentsDesk,
  useRefundPaymentAsAdmin,
  useSubscriptionsDesk,
} from './use-billing-desks';
import { useDeskParams } from './use-desk-params';

// Issue 26: the Subscriptions, Payments and Enterprise Agreements desks (docs/admin.md).

const money = (cents: number | null, currency = 'EUR') =>
  cents === null
    ? '—'
    : new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(cents / 100);
const label = (value: string) =>
  value === 'all' ? 'All' : value[0]!.toUpperCase() + value.slice(1);

function Select(props: {
  label: string;
  value: string;
  options: readonly string[];
  allText?: string;
  onChange: (value: string) => void;
}) {
  const options = props.options.map(
    (option) => [option, option === 'live' ? 'Live (trial or active)' : label(option)] as const,
  );
  return (
    <DeskSelect
      label={props.label}
      value={props.value}
      options={props.allText === undefined ? options : [['', props.allText] as const, ...options]}
      onChange={props.onChange}
    />
  );
}

function CancelButton(props: { row: SubscriptionDeskRow }) {
  const cancel = useCancelSubscriptionAsAdmin();
  const [confirming, setConfirming] = useState(false);
  const { row } = props;
  if (row.state !== 'trial' && row.state !== 'active') return '—';
  return (
    <div className="flex flex-col gap-1">
      <button
        type="button"
        className={deskButtonClass}
        disabled={cancel.isPending}
        onClick={() => (confirming ? cancel.mutate(row.id) : setConfirming(true))}
      >
        {confirming ? `Confirm: cancel for ${row.memberEmail}` : 'Cancel subscription'}
      </button>
      <DeskError error={cancel.error} />
    </div>
  );
}

/** A payment's refund: asked through its provider once, after a confirm. */
function RefundButton(props: { row: PaymentDeskRow }) {
  const refund = useRefundPaymentAsAdmin();
  const [confirming, setConfirming] = useState(false);
  const { row } = props;
  if (row.refundStatus === 'refunded') {
    return `Refunded ${money(row.refundedCents, row.currency)} ${formatDateTime(row.refundedAt)}`;
  }
  if (row.refundStatus === 'pending') return 'Refund under way';
  if (row.status !== 'succeeded' || !REFUNDABLE_PROVIDERS.has(row.provider)) return '—';
  return (
    <div className="flex flex-col gap-1">
      <button
        type="button"
        className={deskButtonClass}
        disabled={refund.isPending}
        onClick={() => (confirming ? refund.mutate(row.id) : setConfirming(true))}
      >
        {confirming
          ? `Confirm: refund ${money(row.amountCents, row.currency)} to ${row.memberEmail}`
          : 'Refund'}
      </button>
      <DeskError error={refund.error} />
    </div>
  );
}

/** App Store and Google Play purchases are refunded by the store; free ones have no payment. */
const REFUNDABLE_PROVIDERS = new Set(['sandbox', 'stripe', 'paypal']);

/** The Subscriptions and Payments desks' provider filter. */
function ProviderSelect(props: {
  value: string | undefined;
  update: (changes: { provider: string }) => void;
}) {
  return (
    <Select
      label="Provider"
      value={props.value ?? ''}
      options={BILLING_DESK_PROVIDERS}
      allText="All providers"
      onChange={(provider) => props.update({ provider })}
    />
  );
}

export function SubscriptionsDesk() {
  const { query, update } = useDeskParams(billingAdminEndpoints.subscriptions.query);
  const list = useSubscriptionsDesk(query);
  const columns: DeskColumn<SubscriptionDeskRow>[] = [
    { id: 'member', label: 'Member', sort: 'memberEmail', cell: (row) => row.memberEmail },
    {
      id: 'payable',
      label: 'Plan',
      cell: (row) => `${row.accountName ?? 'Professional'} · ${row.productType}`,
    },
    { id: 'state', label: 'State', sort: 'state', cell: (row) => label(row.state) },
    {
      id: 'provider',
      label: 'Provider',
      sort: 'provider',
      cell: (row) => `${row.provider} (${row.platform})`,
    },
    {
      id: 'price',
      label: 'Price',
      sort: 'priceCents',
      cell: (row) => `${money(row.priceCents)} / ${row.interval}`,
    },
    {
      id: 'created',
      label: 'Created',
      sort: 'createdAt',
      cell: (row) => formatDateTime(row.createdAt),
    },
    {
      id: 'periodEnd',
      label: 'Period end',
      sort: 'currentPeriodEnd',
      cell: (row) => formatDateTime(row.currentPeriodEnd),
    },
    { id: 'action', label: 'Action', cell: (row) => <CancelButton row={row} /> },
  ];
  return (
    <SearchDesk
      search="Search by member or profile"
      list={list}
      caption="Subscriptions"
      columns={columns}
      emptyText="No subscriptions match."
      query={query}
      update={update}
    >
      <Select
        label="State"
        value={query.state}
        options={SUBSCRIPTION_DESK_STATES}
        onChange={(state) => update({ state })}
      />
      <ProviderSelect value={query.provider} update={update} />
    </SearchDesk>
  );
}

export function PaymentsDesk() {
  const { query, update } = useDeskParams(billingAdminEndpoints.payments.query);
  const list = usePaymentsDesk(query);
  const columns: DeskColumn<PaymentDeskRow>[] = [
    { id: 'member', label: 'Member', sort: 'memberEmail', cell: (row) => row.memberEmail },
    { id: 'description', label: 'Description', cell: (row) => row.description },
    {
      id: 'amount',
      label: 'Amount',
      sort: 'amountCents',
      cell: (row) => money(row.amountCents, row.currency),
    },
    { id: 'status', label: 'Status', sort: 'status', cell: (row) => label(row.status) },
    { id: 'provider', label: 'Provider', sort: 'provider', cell: (row) => row.provider },
    { id: 'providerId', label: 'Provider id', cell: (row) => row.providerPaymentId },
    {
      id: 'created',
      label: 'When',
      sort: 'createdAt',
      cell: (row) => formatDateTime(row.createdAt),
    },
    { id: 'refund', label: 'Refund', cell: (row) => <RefundButton row={row} /> },
  ];
  return (
    <SearchDesk
      search="Search by member, description or provider id"
      notice={
        <p className="text-sm text-gray-600">
          A refund returns the whole payment through the provider that took it (Stripe, PayPal or
          the sandbox). App Store and Google Play purchases are refunded by the store.
        </p>
      }
      list={list}
      caption="Payments"
      columns={columns}
      emptyText="No payments match."
      query={query}
      update={update}
    >
      <Select
        label="Status"
        value={query.status}
        options={PAYMENT_DESK_STATUSES}
        onChange={(status) => update({ status })}
      />
      <ProviderSelect value={query.provider} update={update} />
    </SearchDesk>
  );
}

export function EnterpriseAgreementsDesk() {
  const { query, update } = useDeskParams(billingAdminEndpoints.enterpriseAgreements.query);
  const list = useAgreementsDesk(query);
  const columns: DeskColumn<AgreementDeskRow>[] = [
    { id: 'company', label: 'Company', sort: 'companyName', cell: (row) => row.companyName },
    { id: 'member', label: 'Member', sort: 'memberEmail', cell: (row) => row.memberEmail },
    { id: 'request', label: 'Request', cell: (row) => row.requestMessage ?? '—' },
    { id: 'status', label: 'Status', sort: 'status', cell: (row) => label(row.status) },
    { id: 'provider', label: 'Provider', cell: (row) => row.provider ?? '—' },
    {
      id: 'checkout',
      label: 'Checkout link',
      cell: (row) =>
        row.status === 'pending' && row.priceCents !== null ? (
          <code className="text-xs">{`${window.location.origin}/enterprise/checkout?enterpriseAgreementId=${row.id}`}</code>
        ) : (
          '—'
        ),
    },
    {
      id: 'price',
      label: 'Price',
      sort: 'priceCents',
      cell: (row) =>
        row.priceCents === null ? 'Not priced' : `${money(row.priceCents)} / ${row.interval}`,
    },
    {
      id: 'nextBilling',
      label: 'Next billing',
      sort: 'nextBillingAt',
      cell: (row) => formatDateTime(row.nextBillingAt),
    },
    {
      id: 'created',
      label: 'Requested',
      sort: 'createdAt',
      cell: (row) => formatDateTime(row.createdAt),
    },
  ];
  return (
    <SearchDesk
      search="Search by company or member"
      list={list}
      caption="Enterprise agreements"
      columns={columns}
      emptyText="No enterprise agreements match."
      query={query}
      update={update}
    >
      <Select
        label="Status"
        value={query.status}
        options={AGREEMENT_DESK_STATUSES}
        onChange={(status) => update({ status })}
      />
    </SearchDesk>
  );
}
