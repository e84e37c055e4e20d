import {
  ACCOUNT_SETUP_STATUSES,
  type AccountSetupRow,
  adminOperationsEndpoints,
  COUPON_DESK_STATES,
  type CouponDeskRow,
  type ProfileRequestRow,
  type PushDeskRow,
} from '@songstats/contract';
import { COUPON_APPLY_TYPES } from '@songstats/domain';
import { type FormEvent, useState } from 'react';
import {
  type DeskColumn,
  DeskError,
  DeskSelect,
  decisionColumns,
  deskButtonClass,
  formatDateTime,
  SearchDesk,
} from './DeskTable';
import { PushMessageFields, PushToProduct } from './PushToProduct';
import { useDeskParams } from './use-desk-params';
import {
  useAccountSetupsDesk,
  useCouponsDesk,
  useCreateCoupon,
  useEditCoupon,
  useExpireCoupon,
  useProfileRequestsDesk,
  usePushDesk,
  useReviewProfileRequest,
  useSendTestPush,
  useSetAccountSetupStatus,
  useSetCouponVisible,
} from './use-operations-desks';

// Issue 26: the Coupons, Profile Requests, Accounts in Setup and Push Notifications desks.

const capitalized = (value: string) => value[0]!.toUpperCase() + value.slice(1);
const options = (values: readonly string[], text: (value: string) => string = capitalized) =>
  values.map((value) => [value, text(value)] as const);
const inputClass = 'rounded-lg border border-gray-300 px-2 py-1.5 text-sm';

/** spec §3 coupon apply types, as the admin reads them (spec §5: 'entity' is any but Professional). */
const APPLY_TYPE_TEXT: Record<(typeof COUPON_APPLY_TYPES)[number], string> = {
  all: 'Every plan',
  entity: 'Artist, label or creator plans',
  artist: 'Artist plans',
  label: 'Label plans',
  creator: 'Creator plans',
  pro: 'Professional plan',
};

/** A date-time input's local value as the ISO date the call takes; empty is no date. */
const isoOf = (local: string) => (local ? new Date(local).toISOString() : null);
/** An ISO date as a date-time input's local value (to the minute). */
function localOf(iso: string | null) {
  if (!iso) return '';
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

/** A new coupon, or (given one) the terms of an existing one to edit; its code stays. */
function CouponForm({ coupon, onDone }: { coupon?: CouponDeskRow; onDone?: () => void }) {
  const create = useCreateCoupon();
  const edit = useEditCoupon();
  const action = coupon ? edit : create;
  const [code, setCode] = useState('');
  const [discount, setDiscount] = useState(String(coupon?.discountPercent ?? 10));
  const [applyType, setApplyType] = useState<(typeof COUPON_APPLY_TYPES)[number]>(
    coupon?.applyType ?? 'all',
  );
  const [startDate, setStartDate] = useState(localOf(coupon?.startDate ?? null));
  const [expireDate, setExpireDate] = useState(localOf(coupon?.expireDate ?? null));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const terms = {
      discountPercent: Number(discount),
      applyType,
      startDate: isoOf(startDate),
      expireDate: isoOf(expireDate),
    };
    if (coupon) edit.mutate({ id: coupon.id, ...terms }, { onSuccess: onDone });
    else create.mutate({ code: code.trim(), ...terms }, { onSuccess: () => setCode('') });
  };
  return (
    <form
      aria-label={coupon ? `Edit ${coupon.code}` : 'New coupon'}
      className="flex flex-wrap items-end gap-3 rounded-xl border border-gray-200 bg-white p-4"
      onSubmit={submit}
    >
      {coupon ? (
        <p className="text-sm font-medium">Edit {coupon.code}</p>
      ) : (
        <label className="flex flex-col gap-1 text-sm">
          <span className="font-medium text-gray-700">Code</span>
          <input
            className={inputClass}
            value={code}
            maxLength={40}
            required
            onChange={(event) => setCode(event.target.value)}
          />
        </label>
      )}
      <label className="flex flex-col gap-1 text-sm">
        <span className="font-medium text-gray-700">Discount (%)</span>
        <input
          className={`${inputClass} w-24`}
          type="number"
          min={1}
          max={100}
          value={discount}
          required
          onChange={(event) => setDiscount(event.target.value)}
        />
      </label>
      <DeskSelect
        label="Applies to"
        value={applyType}
        options={options(COUPON_APPLY_TYPES, (type) => APPLY_TYPE_TEXT[type as 'all'])}
        onChange={(type) => setApplyType(type as typeof applyType)}
      />
      <label className="flex flex-col gap-1 text-sm">
        <span className="font-medium text-gray-700">Starts (optional)</span>
        <input
          className={inputClass}
          type="datetime-local"
          value={startDate}
          onChange={(event) => setStartDate(event.target.value)}
        />
      </label>
      <label className="flex flex-col gap-1 text-sm">
        <span className="font-medium text-gray-700">Expires (optional)</span>
        <input
          className={inputClass}
          type="datetime-local"
          value={expireDate}
          onChange={(event) => setExpireDate(event.target.value)}
        />
      </label>
      <button
        type="submit"
        className="rounded-lg bg-gray-900 px-3 py-1.5 text-sm font-medium text-white disabled:opacity-40"
        disabled={action.isPending}
      >
        {coupon ? 'Save coupon' : 'Create coupon'}
      </button>
      {onDone && (
        <button type="button" className={deskButtonClass} onClick={onDone}>
          Cancel
        </button>
      )}
      <DeskError error={action.error} block />
    </form>
  );
}

const COUPON_STATE_TEXT: Record<CouponDeskRow['state'], string> = {
  live: 'Live',
  scheduled: 'Not started',
  expired: 'Expired',
  hidden: 'Hidden',
};

/** Issue 26, Coupons: the coupons the checkout takes; create, edit, hide or show, expire. */
export function CouponsDesk() {
  const { query, update } = useDeskParams(adminOperationsEndpoints.coupons.query);
  const list = useCouponsDesk(query);
  const setVisible = useSetCouponVisible();
  const expire = useExpireCoupon();
  const busy = setVisible.isPending || expire.isPending;
  const [editing, setEditing] = useState<CouponDeskRow | null>(null);
  const columns: DeskColumn<CouponDeskRow>[] = [
    { id: 'code', label: 'Code', sort: 'code', cell: (row) => row.code },
    {
      id: 'discount',
      label: 'Discount',
      sort: 'discountPercent',
      cell: (row) => `${row.discountPercent}%`,
    },
    { id: 'applyType', label: 'Applies to', cell: (row) => APPLY_TYPE_TEXT[row.applyType] },
    { id: 'state', label: 'State', cell: (row) => COUPON_STATE_TEXT[row.state] },
    {
      id: 'start',
      label: 'Starts',
      sort: 'startDate',
      cell: (row) => formatDateTime(row.startDate),
    },
    {
      id: 'expire',
      label: 'Expires',
      sort: 'expireDate',
      cell: (row) => formatDateTime(row.expireDate),
    },
    {
      id: 'uses',
      label: 'Subscriptions',
      sort: 'uses',
      cell: (row) => row.subscriptions,
    },
    { id: 'addedBy', label: 'Added by members', cell: (row) => row.addedBy },
    {
      id: 'created',
      label: 'Created',
      sort: 'createdAt',
      cell: (row) => formatDateTime(row.createdAt),
    },
    {
      id: 'actions',
      label: 'Actions',
      cell: (row) => (
        <div className="flex flex-wrap gap-2">
          <button type="button" className={deskButtonClass} onClick={() => setEditing(row)}>
            Edit {row.code}
          </button>
          <button
            type="button"
            className={deskButtonClass}
            disabled={busy}
            onClick={() => setVisible.mutate({ id: row.id, visible: !row.isVisible })}
          >
            {row.isVisible ? `Hide ${row.code}` : `Show ${row.code}`}
          </button>
          {row.state !== 'expired' && (
            <button
              type="button"
              className={deskButtonClass}
              disabled={busy}
              onClick={() => expire.mutate({ id: row.id })}
            >
              Expire {row.code} now
            </button>
          )}
        </div>
      ),
    },
  ];
  return (
    <SearchDesk
      search="Search by code"
      above={
        editing ? (
          <CouponForm key={editing.id} coupon={editing} onDone={() => setEditing(null)} />
        ) : (
          <CouponForm />
        )
      }
      notice={<DeskError error={setVisible.error ?? expire.error} block />}
      list={list}
      caption="Coupons"
      columns={columns}
      emptyText="No coupons match."
      query={query}
      update={update}
    >
      <DeskSelect
        label="State"
        value={query.state}
        options={options(COUPON_DESK_STATES, (state) =>
          state === 'all' ? 'All' : COUPON_STATE_TEXT[state as 'live'],
        )}
        onChange={(state) => update({ state })}
      />
    </SearchDesk>
  );
}

const CLAIM_STATUSES = ['pending', 'approved', 'rejected', 'all'] as const;

/** Issue 26, Profile Requests: members asking to own a profile that exists; approve, reject. */
export function ProfileRequestsDesk() {
  const { query, update } = useDeskParams(adminOperationsEndpoints.profileRequests.query);
  const list = useProfileRequestsDesk(query);
  const review = useReviewProfileRequest();
  const columns: DeskColumn<ProfileRequestRow>[] = [
    {
      id: 'profile',
      label: 'Profile',
      sort: 'profile',
      cell: (row) => `${row.accountName} (${row.accountType})`,
    },
    { id: 'owners', label: 'Owners now', cell: (row) => row.ownerCount },
    {
      id: 'link',
      label: 'Link given',
      cell: (row) => (
        <a className="text-brand underline" href={row.link} target="_blank" rel="noreferrer">
          {row.link}
        </a>
      ),
    },
    {
      id: 'member',
      label: 'Requested by',
      sort: 'member',
      cell: (row) => `${row.memberName} (${row.memberEmail})`,
    },
    {
      id: 'created',
      label: 'Requested',
      sort: 'createdAt',
      cell: (row) => formatDateTime(row.createdAt),
    },
    ...decisionColumns<ProfileRequestRow, 'approve' | 'reject'>({
      decided: (row) => ({
        text: capitalized(row.status),
        by: row.reviewedByEmail,
        at: row.reviewedAt,
      }),
      choices: [
        ['approve', 'Approve'],
        ['reject', 'Reject'],
      ],
      disabled: review.isPending,
      onChoose: (row, decision) => review.mutate({ id: row.id, decision }),
    }),
  ];
  return (
    <SearchDesk
      search="Search profiles, requesters and links"
      notice={<DeskError error={review.error} block />}
      list={list}
      caption="Profile requests"
      columns={columns}
      emptyText={
        query.q || query.status !== 'pending' ? 'No requests match.' : 'No pending requests.'
      }
      query={query}
      update={update}
    >
      <DeskSelect
        label="Status"
        value={query.status}
        options={options(CLAIM_STATUSES)}
        onChange={(status) => update({ status })}
      />
    </SearchDesk>
  );
}

const SETUP_STATUS_TEXT: Record<(typeof ACCOUNT_SETUP_STATUSES)[number] | 'all', string> = {
  in_progress: 'In progress',
  done: 'Done',
  failed: 'Failed',
  merged: 'Merged',
  all: 'All',
};

/** Issue 26, Accounts in Setup: profiles set up from a link, with their age; fail or retry. */
export function AccountsInSetupDesk() {
  const { query, update } = useDeskParams(adminOperationsEndpoints.accountSetups.query);
  const list = useAccountSetupsDesk(query);
  const change = useSetAccountSetupStatus();
  const columns: DeskColumn<AccountSetupRow>[] = [
    { id: 'profile', label: 'Profile', sort: 'profile', cell: (row) => row.accountName },
    {
      id: 'link',
      label: 'Link',
      cell: (row) => (
        <a className="text-brand underline" href={row.link} target="_blank" rel="noreferrer">
          {row.link}
        </a>
      ),
    },
    { id: 'member', label: 'Added by', sort: 'member', cell: (row) => row.memberEmail },
    {
      id: 'status',
      label: 'State',
      sort: 'status',
      cell: (row) => (
        <>
          {SETUP_STATUS_TEXT[row.status]}
          {(row.reason ?? row.step) && (
            <span className="block text-xs text-gray-600">{row.reason ?? row.step}</span>
          )}
        </>
      ),
    },
    {
      id: 'created',
      label: 'Started',
      sort: 'createdAt',
      cell: (row) => formatDateTime(row.createdAt),
    },
    { id: 'age', label: 'Age', cell: (row) => `${row.ageHours} h` },
    {
      id: 'actions',
      label: 'Actions',
      cell: (row) =>
        row.status === 'done' ? null : (
          <button
            type="button"
            className={deskButtonClass}
            disabled={change.isPending}
            onClick={() =>
              change.mutate({ id: row.id, action: row.status === 'failed' ? 'retry' : 'fail' })
            }
          >
            {row.status === 'failed' ? 'Retry' : 'Mark failed'}
          </button>
        ),
    },
  ];
  return (
    <SearchDesk
      search="Search profiles, members and links"
      notice={<DeskError error={change.error} block />}
      list={list}
      caption="Accounts in setup"
      columns={columns}
      emptyText="No setups match."
      query={query}
      update={update}
    >
      <DeskSelect
        label="State"
        value={query.status}
        options={options([...ACCOUNT_SETUP_STATUSES, 'all'], (s) => SETUP_STATUS_TEXT[s as 'all'])}
        onChange={(status) => update({ status })}
      />
    </SearchDesk>
  );
}

/** The test push: title and text, previewed as the member's device shows it, then sent. */
function TestPushCell({ row }: { row: PushDeskRow }) {
  const send = useSendTestPush();
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState('Songstats');
  const [body, setBody] = useState('This is a test notification from the Songstats team.');
  if (row.platform !== 'web') return 'App token: sent by the app stores';
  if (!open) {
    return (
      <button type="button" className={deskButtonClass} onClick={() => setOpen(true)}>
        Send a test push to {row.memberEmail}
      </button>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate(
      { memberId: row.memberId, title: title.trim(), body: body.trim() },
      { onSuccess: () => setOpen(false) },
    );
  };
  return (
    <form className="flex flex-col gap-2" onSubmit={submit}>
      <PushMessageFields title={title} body={body} setTitle={setTitle} setBody={setBody} />
      <div className="flex gap-2">
        <button type="submit" className={deskButtonClass} disabled={send.isPending}>
          Send
        </button>
        <button type="button" className={deskButtonClass} onClick={() => setOpen(false)}>
          Cancel
        </button>
      </div>
      <DeskError error={send.error} />
    </form>
  );
}

/**
 * Issue 26, Push Notifications: a push to all members of a product with the last sends, then the
 * push subscriptions, the monitor's pushes and a test push per member.
 */
export function PushNotificationsDesk() {
  const { query, update } = useDeskParams(adminOperationsEndpoints.pushSubscriptions.query);
  const list = usePushDesk(query);
  const columns: DeskColumn<PushDeskRow>[] = [
    {
      id: 'member',
      label: 'Member',
      sort: 'member',
      cell: (row) => `${row.memberName} (${row.memberEmail})`,
    },
    {
      id: 'platform',
      label: 'Platform',
      sort: 'platform',
      cell: (row) => capitalized(row.platform),
    },
    {
      id: 'created',
      label: 'Subscribed',
      sort: 'createdAt',
      cell: (row) => formatDateTime(row.createdAt),
    },
    { id: 'on', label: 'Notifications', cell: (row) => (row.notificationsOn ? 'On' : 'Off') },
    {
      id: 'lastPush',
      label: 'Last activity push',
      sort: 'lastPushAt',
      cell: (row) => formatDateTime(row.lastPushAt),
    },
    { id: 'profiles', label: 'Profiles pushed', cell: (row) => row.pushedProfiles },
    { id: 'action', label: 'Action', cell: (row) => <TestPushCell row={row} /> },
  ];
  return (
    <SearchDesk
      search="Search by member name or email"
      notice={<PushToProduct />}
      list={list}
      caption="Push subscriptions"
      columns={columns}
      emptyText="No push subscriptions match."
      query={query}
      update={update}
    >
      <DeskSelect
        label="Platform"
        value={query.platform}
        options={[
          ['all', 'All'],
          ['web', 'Web'],
          ['app', 'App'],
        ]}
        onChange={(platform) => update({ platform })}
      />
    </SearchDesk>
  );
}
