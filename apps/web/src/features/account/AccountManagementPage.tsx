import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../components/Dialog';
import { buttonClass, ErrorLine, inputClass } from '../auth/AuthCard';
import { endSessionLocally } from '../auth/logout';
import { useMessages } from '../messages/message-store';
import { useDestroyMember, useMe, useUpdateMe } from './use-account-calls';

const sectionClass = 'space-y-3 rounded-xl border border-gray-200 p-6';

/** spec §2 /settings/account-management: name, password, delete account, connected logins. */
export default function AccountManagementPage() {
  const me = useMe();
  const update = useUpdateMe();
  const destroy = useDestroyMember();
  const show = useMessages((state) => state.show);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [name, setName] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const user = me.data?.user;

  async function save(event: FormEvent, body: Parameters<typeof update.mutateAsync>[0]) {
    event.preventDefault();
    try {
      const answer = await update.mutateAsync(body);
      // spec §5, §8: the success text differs when a password was set.
      show({ message: answer.message, messageType: 'success' });
      setPassword('');
      setConfirmPassword('');
    } catch {
      // spec §8: the server's message shows under the form (update.error).
    }
  }

  async function deleteAccount() {
    try {
      const { message } = await destroy.mutateAsync();
      // The server ended the session with the account: forget it here, no logout call (a 401).
      endSessionLocally(queryClient);
      show({ message, messageType: 'success', holdForRedirect: true });
      navigate('/', { replace: true });
    } catch {
      // spec §8: the refusal text shows in the dialog (destroy.error).
    }
  }

  if (!user) {
    return (
      <main className="py-8">
        <h1 className="text-3xl font-semibold tracking-tight">Account</h1>
        <ErrorLine error={me.error} />
      </main>
    );
  }
  return (
    <main className="max-w-xl space-y-6 py-8">
      <h1 className="text-3xl font-semibold tracking-tight">Account</h1>
      <p className="text-gray-600">{user.email}</p>
      <ErrorLine error={update.error} />
      <form className={sectionClass} onSubmit={(event) => save(event, { name: name ?? user.name })}>
        <label className="block text-sm font-medium">
          Name
          <input
            required
            value={name ?? user.name}
            onChange={(event) => setName(event.target.value)}
            className={inputClass}
          />
        </label>
        <button type="submit" className={buttonClass} disabled={update.isPending}>
          Save name
        </button>
      </form>
      <form
        className={sectionClass}
        onSubmit={(event) => save(event, { password, confirm_password: confirmPassword })}
      >
        <label className="block text-sm font-medium">
          New password
          <input
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            className={inputClass}
          />
        </label>
        <label className="block text-sm font-medium">
          Confirm password
          <input
            type="password"
            autoComplete="new-password"
            value={confirmPassword}
            onChange={(event) => setConfirmPassword(event.target.value)}
            className={inputClass}
          />
        </label>
        <button type="submit" className={buttonClass} disabled={!password || update.isPending}>
          Change password
        </button>
      </form>
      <section className={sectionClass}>
        <h2 className="font-semibold">Connected logins</h2>
        {user.connectedLogins.length === 0 ? (
          <p className="text-sm text-gray-600">No social login is connected.</p>
        ) : (
          <ul className="text-sm">
            {user.connectedLogins.map((entry) => (
              <li key={entry.provider} className="capitalize">
                {entry.provider} {entry.email && `(${entry.email})`}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className={sectionClass}>
        <h2 className="font-semibold">Delete account</h2>
        <button
          type="button"
          onClick={() => {
            destroy.reset();
            setConfirmingDelete(true);
          }}
          className="rounded-lg border border-red-300 px-4 py-2 text-red-700 hover:bg-red-50"
        >
          Delete my account
        </button>
      </section>
      {confirmingDelete && (
        <ConfirmDialog
          title="Delete your account?"
          confirmLabel="Delete my account"
          danger
          busy={destroy.isPending}
          error={destroy.error?.message ?? null}
          onConfirm={() => void deleteAccount()}
          onClose={() => setConfirmingDelete(false)}
        >
          Your account, its profiles and its settings are deleted. This cannot be undone.
        </ConfirmDialog>
      )}
    </main>
  );
}
