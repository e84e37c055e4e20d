import { useState } from 'react';
import { Link } from 'react-router';
import { ErrorLine } from '../auth/AuthCard';
import { useMessages } from '../messages/message-store';
import { useSession } from '../session/session-store';
import { browserCanPush, subscribeThisBrowser, unsubscribeThisBrowser } from './browser-push';
import { usePushToken } from './push-token-store';
import { useReceivedPushes } from './received-pushes';
import { usePushSettings, useToggleEntityPush, useUpdatePushSettings } from './use-push-calls';

/** An on/off switch: a button with role switch, so Space and Enter toggle it from the keyboard. */
function Switch({
  label,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      disabled={disabled}
      onClick={() => onChange(!checked)}
      className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-50 ${checked ? 'bg-emerald-600' : 'bg-gray-300'}`}
    >
      <span
        className={`inline-block h-5 w-5 rounded-full bg-white shadow transition ${checked ? 'translate-x-5' : 'translate-x-0.5'}`}
      />
    </button>
  );
}

/** This browser's subscription: on with the server's VAPID key, or off again. */
function ThisBrowser() {
  const token = usePushToken((state) => state.token);
  const show = useMessages((state) => state.show);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  if (!browserCanPush()) {
    return <p className="text-sm text-gray-600">This browser cannot receive push notifications.</p>;
  }
  async function run(action: () => Promise<string>) {
    setBusy(true);
    setError(null);
    try {
      show({ message: await action(), messageType: 'success' });
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="flex items-center justify-between gap-4">
      <div>
        <p className="font-medium">This browser</p>
        <p className="text-sm text-gray-600">
          {token ? 'Gets your push notifications.' : 'Gets no push notifications.'}
        </p>
        <ErrorLine error={error} />
      </div>
      <Switch
        label="Push notifications in this browser"
        checked={Boolean(token)}
        disabled={busy}
        onChange={(on) => run(on ? subscribeThisBrowser : unsubscribeThisBrowser)}
      />
    </div>
  );
}

/** The pushes this browser received while the page was open: what a notification said. */
function ReceivedHere() {
  const pushes = useReceivedPushes();
  return (
    <section className="space-y-2" aria-labelledby="received-pushes">
      <h2 id="received-pushes" className="text-lg font-semibold">
        Received in this browser
      </h2>
      <div aria-live="polite">
        {pushes.length === 0 ? (
          <p className="text-sm text-gray-600">No push has arrived since this page opened.</p>
        ) : (
          <ul className="divide-y divide-gray-100" aria-label="Received pushes">
            {pushes.map((push) => (
              <li key={push.receivedAt.getTime() + push.body} className="py-2">
                <Link to={push.route} className="font-medium hover:underline">
                  {push.body}
                </Link>
                <p className="text-sm text-gray-600">
                  {push.title} · {push.receivedAt.toLocaleTimeString()} ·{' '}
                  {push.shown
                    ? 'shown as a notification'
                    : `not shown as a notification${push.error ? `: ${push.error}` : ''}`}
                </p>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

/**
 * spec §2 /settings/notification-management, §7 push calls: the app-level switch, this browser's
 * subscription, and a switch per profile the member manages. A push sums up a profile's new
 * activities at or above the member's tier (Settings > Activities), one per monitor cycle.
 */
export default function NotificationsPage() {
  const settings = usePushSettings();
  const update = useUpdatePushSettings();
  const toggle = useToggleEntityPush();
  const show = useMessages((state) => state.show);
  const accounts = useSession((state) => state.login?.subscription.accounts ?? []);
  const profiles = accounts.filter(
    (account): account is typeof account & { type: 'artist' | 'label' | 'creator' } =>
      account.type !== 'collaborator' && account.hasManagement,
  );

  async function save(action: () => Promise<{ message: string }>) {
    try {
      show({ message: (await action()).message, messageType: 'success' });
    } catch {
      // spec §8: the server's message shows above the switches.
    }
  }

  const data = settings.data;
  const isOn = (type: string, id: string) =>
    data?.entities.find((entity) => entity.uEntityType === type && entity.uEntityId === id)?.isOn ??
    true;

  return (
    <main className="max-w-2xl space-y-6 py-8">
      <h1 className="text-3xl font-semibold tracking-tight">Notifications</h1>
      <p className="text-gray-600">
        Get a push when your profiles have new activities at or above your tier in Activities.
      </p>
      <ErrorLine error={settings.error ?? update.error ?? toggle.error} />
      {settings.isPending && settings.fetchStatus !== 'idle' ? (
        <p role="status">Loading your notification settings…</p>
      ) : null}
      {data ? (
        <>
          <section className="space-y-4 rounded-xl border border-gray-200 p-4">
            <div className="flex items-center justify-between gap-4">
              <p className="font-medium">Push notifications</p>
              <Switch
                label="Push notifications"
                checked={data.notificationsOn}
                disabled={update.isPending}
                onChange={(on) => save(() => update.mutateAsync(on))}
              />
            </div>
            <ThisBrowser />
          </section>
          <section className="space-y-2">
            <h2 className="text-lg font-semibold">Profiles</h2>
            {profiles.length === 0 ? (
              <p className="text-gray-600">You manage no profiles yet.</p>
            ) : (
              <ul className="divide-y divide-gray-100">
                {profiles.map((account) => (
                  <li
                    key={account.idUnique}
                    className="flex items-center justify-between gap-4 py-2"
                  >
                    <span className="font-medium">{account.name}</span>
                    <Switch
                      label={`Notifications for ${account.name}`}
                      checked={isOn(account.type, account.idUnique)}
                      disabled={toggle.isPending || !data.notificationsOn}
                      onChange={(on) =>
                        save(() =>
                          toggle.mutateAsync({
                            uEntityId: account.idUnique,
                            uEntityType: account.type,
                            isOn: on ? 1 : 0,
                          }),
                        )
                      }
                    />
                  </li>
                ))}
              </ul>
            )}
          </section>
          <ReceivedHere />
        </>
      ) : null}
    </main>
  );
}
