import type { TeamItem, TeamMemberItem } from '@songstats/contract';
import { type AssignableTeamRole, TEAM_ROLE_LABELS, TEAM_STATUS_LABELS } from '@songstats/domain';
import { useState } from 'react';
import { useMessages } from '../messages/message-store';
import { errorText } from '../subscriptions/use-card-payment';
import {
  useLeaveTeam,
  useRemoveMember,
  useResendInvitation,
  useRevokeInvitation,
  useUpdateMemberRole,
} from './use-team-calls';

const smallButton =
  'rounded-lg border border-gray-300 px-3 py-1 text-sm font-medium hover:bg-gray-50 focus-visible:outline-2 disabled:opacity-50';
const dangerButton =
  'rounded-lg border border-red-300 px-3 py-1 text-sm font-medium text-red-700 hover:bg-red-50 focus-visible:outline-2 disabled:opacity-50';

const nameOf = (row: TeamMemberItem) => row.name ?? row.email;

/** Shows a call's answer (or its error) in the global message bar. */
function useRun() {
  const show = useMessages((state) => state.show);
  return async (action: Promise<{ message: string }>) => {
    try {
      show({ message: (await action).message, messageType: 'success' });
    } catch (failure) {
      show({ message: errorText(failure), messageType: 'error' });
    }
  };
}

/** A destructive action asks once more, in place (keyboard users stay on the row). */
function ConfirmButton({
  label,
  confirmLabel,
  ariaLabel,
  disabled,
  onConfirm,
}: {
  label: string;
  confirmLabel: string;
  ariaLabel: string;
  disabled: boolean;
  onConfirm: () => void;
}) {
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <button
        type="button"
        aria-label={ariaLabel}
        disabled={disabled}
        onClick={() => setAsking(true)}
        className={dangerButton}
      >
        {label}
      </button>
    );
  }
  return (
    <span className="inline-flex gap-1">
      <button
        type="button"
        // biome-ignore lint/a11y/noAutofocus: the confirmation replaces the button that had the focus.
        autoFocus
        disabled={disabled}
        onClick={() => {
          setAsking(false);
          onConfirm();
        }}
        className={dangerButton}
      >
        {confirmLabel}
      </button>
      <button type="button" onClick={() => setAsking(false)} className={smallButton}>
        Cancel
      </button>
    </span>
  );
}

function RowActions({ team, row }: { team: TeamItem; row: TeamMemberItem }) {
  const run = useRun();
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const remove = useRemoveMember();
  const leave = useLeaveTeam();
  const busy = resend.isPending || revoke.isPending || remove.isPending || leave.isPending;
  if (row.isYou && row.role !== 'owner') {
    return (
      <ConfirmButton
        label="Leave Team"
        confirmLabel="Confirm leaving"
        ariaLabel={`Leave ${team.name}`}
        disabled={busy}
        onConfirm={() => void run(leave.mutateAsync(team.id))}
      />
    );
  }
  if (!team.canManage || row.role === 'owner' || row.isYou) return null;
  if (row.status === 'active') {
    return (
      <ConfirmButton
        label="Remove"
        confirmLabel="Confirm removal"
        ariaLabel={`Remove ${nameOf(row)}`}
        disabled={busy}
        onConfirm={() => void run(remove.mutateAsync(row.id))}
      />
    );
  }
  return (
    <span className="inline-flex flex-wrap gap-1">
      <button
        type="button"
        aria-label={`Resend the invitation to ${row.email}`}
        disabled={busy}
        onClick={() => void run(resend.mutateAsync(row.id))}
        className={smallButton}
      >
        Resend
      </button>
      <ConfirmButton
        label="Revoke"
        confirmLabel="Confirm revoking"
        ariaLabel={`Revoke the invitation to ${row.email}`}
        disabled={busy}
        onConfirm={() => void run(revoke.mutateAsync(row.id))}
      />
    </span>
  );
}

function RoleCell({ team, row }: { team: TeamItem; row: TeamMemberItem }) {
  const run = useRun();
  const update = useUpdateMemberRole();
  if (!team.canManage || row.role === 'owner') return <>{TEAM_ROLE_LABELS[row.role]}</>;
  return (
    <select
      aria-label={`Role of ${nameOf(row)}`}
      value={row.role}
      disabled={update.isPending}
      onChange={(event) =>
        void run(
          update.mutateAsync({
            teamMemberId: row.id,
            role: event.target.value as AssignableTeamRole,
          }),
        )
      }
      className="rounded-lg border border-gray-300 px-2 py-1 text-sm focus-visible:outline-2"
    >
      <option value="member">{TEAM_ROLE_LABELS.member}</option>
      <option value="admin">{TEAM_ROLE_LABELS.admin}</option>
    </select>
  );
}

/** spec §2 Team management table: name, email, role, status, actions. */
export function TeamTable({ team }: { team: TeamItem }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Members of {team.name}</caption>
        <thead className="border-b border-gray-200 text-gray-500">
          <tr>
            <th scope="col" className="py-2 pr-3 font-medium">
              Name
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              Email
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              Role
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              Status
            </th>
            <th scope="col" className="py-2 font-medium">
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {team.teamMembers.map((row) => (
            <tr key={row.id}>
              <td className="py-2 pr-3">
                {row.name ?? <span className="text-gray-500">Not joined yet</span>}
                {row.isYou && <span className="ml-1 text-gray-500">(you)</span>}
              </td>
              <td className="py-2 pr-3">{row.email}</td>
              <td className="py-2 pr-3">
                <RoleCell team={team} row={row} />
              </td>
              <td className="py-2 pr-3">
                <span
                  title={
                    row.expiresAt
                      ? `Expires ${new Date(row.expiresAt).toLocaleDateString()}`
                      : undefined
                  }
                  className={
                    row.status === 'expired'
                      ? 'text-red-700'
                      : row.status === 'invited'
                        ? 'text-amber-700'
                        : ''
                  }
                >
                  {TEAM_STATUS_LABELS[row.status]}
                </span>
              </td>
              <td className="py-2">
                <RowActions team={team} row={row} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
