import { type AssignableTeamRole, isValidEmail, TEAM_ROLE_LABELS } from '@songstats/domain';
import { useId, useState } from 'react';
import { useMessages } from '../messages/message-store';
import { errorText } from '../subscriptions/use-card-payment';
import { useInviteMember } from './use-team-calls';

const inputClass =
  'rounded-lg border border-gray-300 px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-brand';

/** Invites an address to a team (the member's own when `teamId` is null: created on first use). */
export function InviteMemberForm({ teamId }: { teamId: number | null }) {
  const invite = useInviteMember();
  const show = useMessages((state) => state.show);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<AssignableTeamRole>('member');
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!isValidEmail(email)) {
      setError('Please enter a valid email address.');
      return;
    }
    setError(null);
    try {
      const answer = await invite.mutateAsync({ teamId, email, role });
      show({ message: answer.message, messageType: 'success' });
      setEmail('');
    } catch (failure) {
      setError(errorText(failure));
    }
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby={`${id}-title`}
      className="max-w-2xl space-y-2"
    >
      <h3 id={`${id}-title`} className="text-base font-semibold">
        Invite a team member
      </h3>
      <div className="flex flex-wrap items-end gap-2">
        <label className="flex flex-1 flex-col gap-1 text-sm">
          Email
          <input
            type="email"
            name="email"
            autoComplete="off"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={error !== null}
            aria-describedby={error ? `${id}-error` : undefined}
            className={inputClass}
          />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          Role
          <select
            name="role"
            value={role}
            onChange={(event) => setRole(event.target.value as AssignableTeamRole)}
            className={inputClass}
          >
            <option value="member">{TEAM_ROLE_LABELS.member}</option>
            <option value="admin">{TEAM_ROLE_LABELS.admin}</option>
          </select>
        </label>
        <button
          type="submit"
          disabled={invite.isPending || email.trim() === ''}
          className="rounded-lg bg-ink px-3 py-2 text-sm font-medium text-white hover:bg-black focus-visible:outline-2 disabled:opacity-50"
        >
          {invite.isPending ? 'Sending…' : 'Send invitation'}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}
