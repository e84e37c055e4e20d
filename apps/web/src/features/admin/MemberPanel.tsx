import type { AuditEntry, MemberDetails } from '@songstats/contract';
import type { ReactNode } from 'react';
import { QueryState } from '../subscriptions/QueryState';
import { DeskError, formatDateTime } from './DeskTable';
import {
  useAccessMember,
  useMemberDetails,
  useRevokeSessions,
  useSetBetaTester,
} from './use-admin-calls';

const money = (cents: number, currency = 'EUR') =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(cents / 100);

/** Issue 26, Members desk: one member in full, and the admin's actions on them. */
export function MemberPanel({ memberId, onClose }: { memberId: number; onClose: () => void }) {
  const details = useMemberDetails(memberId);
  return (
    <section
      aria-labelledby="member-panel-heading"
      className="space-y-6 rounded-xl border border-gray-200 bg-white p-6"
    >
      <div className="flex items-start justify-between gap-4">
        <h2 id="member-panel-heading" className="text-xl font-semibold">
          {details.data ? details.data.member.name : 'Member'}
        </h2>
        <button
          type="button"
          className="rounded-lg border border-gray-300 px-3 py-1 text-sm hover:bg-gray-50"
          onClick={onClose}
        >
          Close
        </button>
      </div>
      <QueryState
        isPending={details.isPending}
        error={details.error}
        onRetry={() => void details.refetch()}
      >
        {details.data && <MemberDetailsView details={details.data} />}
      </QueryState>
    </section>
  );
}

function MemberDetailsView({ details }: { details: MemberDetails }) {
  const { member } = details;
  return (
    <div className="space-y-6">
      <p className="text-sm text-gray-600">
        {member.email} · joined {formatDateTime(member.createdAt)} ·{' '}
        {member.emailConfirmedAt ? 'email confirmed' : 'email not confirmed'}
        {member.isAdmin && ' · admin'}
        {member.isBetaTester && ' · beta tester'}
      </p>
      <MemberActions details={details} />
      <List
        title="Managements"
        empty="No profiles."
        items={details.managements.map((row) => ({
          key: row.id,
          text: `${row.name} (${row.type}) · ${row.managementType}${row.isProfessional ? ' · Professional Plan' : ''}`,
        }))}
      />
      <List
        title="Subscriptions"
        empty="No subscriptions."
        items={details.subscriptions.map((row) => ({
          key: row.id,
          text: `${row.accountName ?? row.payableType} · ${row.productType} · ${row.state} · ${money(row.priceCents)} ${row.interval} · ${row.provider} (${row.platform})`,
        }))}
      />
      <List
        title="Payments"
        empty="No payments."
        items={details.payments.map((row) => ({
          key: row.id,
          text: `${formatDateTime(row.createdAt)} · ${money(row.amountCents, row.currency)} · ${row.status} · ${row.provider} · ${row.description}`,
        }))}
      />
      <List
        title="Sessions"
        empty="No sessions."
        items={details.sessions.map((row) => ({
          key: row.id,
          text: `${row.platform} · started ${formatDateTime(row.createdAt)} · last used ${formatDateTime(row.lastUsedAt)}${row.accessedThruAdmin ? ' · through admin (read-only)' : ''}`,
        }))}
      />
      <List
        title="Push tokens"
        empty="No push tokens."
        items={details.pushTokens.map((row) => ({
          key: row.id,
          text: `${row.platform} · added ${formatDateTime(row.createdAt)}`,
        }))}
      />
      <List
        title="Audit trail"
        empty="No admin actions on this member yet."
        items={details.auditTrail.map((entry) => ({ key: entry.id, text: auditText(entry) }))}
      />
    </div>
  );
}

export function auditText(entry: AuditEntry): string {
  const change =
    entry.before || entry.after
      ? ` · before ${JSON.stringify(entry.before)} · after ${JSON.stringify(entry.after)}`
      : '';
  return `${formatDateTime(entry.createdAt)} · ${entry.adminEmail} · ${entry.action}${change}`;
}

function MemberActions({ details }: { details: MemberDetails }) {
  const { member } = details;
  const setBetaTester = useSetBetaTester();
  const revoke = useRevokeSessions();
  const access = useAccessMember();
  const failure = setBetaTester.error ?? revoke.error ?? access.error;
  const button =
    'rounded-lg border border-gray-300 px-3 py-1.5 text-sm font-medium hover:bg-gray-50 disabled:opacity-40';
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={button}
          disabled={setBetaTester.isPending}
          onClick={() =>
            setBetaTester.mutate({ memberId: member.id, isBetaTester: !member.isBetaTester })
          }
        >
          {member.isBetaTester ? 'Remove beta tester' : 'Make beta tester'}
        </button>
        <button
          type="button"
          className={button}
          disabled={revoke.isPending || details.sessions.length === 0}
          onClick={() => revoke.mutate(member.id)}
        >
          Revoke sessions ({details.sessions.length})
        </button>
        <button
          type="button"
          className={button}
          disabled={access.isPending}
          onClick={() => access.mutate(member.id)}
        >
          Access through admin
        </button>
      </div>
      <DeskError error={failure} block />
    </div>
  );
}

function List(props: { title: string; empty: string; items: { key: number; text: ReactNode }[] }) {
  return (
    <div>
      <h3 className="text-sm font-semibold text-gray-800">
        {props.title} ({props.items.length})
      </h3>
      {props.items.length === 0 ? (
        <p className="mt-1 text-sm text-gray-500">{props.empty}</p>
      ) : (
        <ul className="mt-1 space-y-1 text-sm text-gray-700">
          {props.items.map((item) => (
            <li key={item.key}>{item.text}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
