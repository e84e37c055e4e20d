import type { DataIntegrationsResponse } from '@songstats/contract';
import { SOURCE_LINK_HOSTS, sourceById } from '@songstats/domain';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useMessages } from '../messages/message-store';
import { useSession } from '../session/session-store';
import { QueryState } from '../subscriptions/QueryState';
import { errorText } from '../subscriptions/use-card-payment';
import { facebookAccessToken, googleAccessToken } from './provider-logins';
import { RealPlatformIds } from './RealPlatformIds';
import {
  useAddSourceObject,
  useAuthorizeFacebook,
  useAuthorizeGoogle,
  useDataIntegrations,
  useRemoveSourceObject,
  useToggleAlpha,
  useTwitterAccessToken,
  useTwitterRequestToken,
} from './use-integration-calls';

const smallButton =
  'rounded-lg border border-gray-300 px-3 py-1 text-sm font-medium hover:bg-gray-50 disabled:opacity-50 focus-visible:outline-2';
const PROVIDER_LABELS = { google: 'Google', facebook: 'Facebook', twitter: 'Twitter' } as const;
const LINK_SOURCES = Object.keys(SOURCE_LINK_HOSTS).flatMap((id) => {
  const source = sourceById(id);
  return source ? [{ id, name: source.name }] : [];
});

/** spec §2 /settings/data-integrations: a profile's connected social accounts and links. */
export default function IntegrationsPage() {
  const accounts = useSession((state) => state.login?.subscription.accounts ?? []);
  // Only a profile's team may see its integrations (the server says so too).
  const managed = accounts.filter(
    (account) => account.managementType === 'primary' || account.managementType === 'secondary',
  );
  const [params, setParams] = useSearchParams();
  const chosen = params.get('idUnique') ?? managed[0]?.idUnique ?? null;
  const integrations = useDataIntegrations(chosen);
  useTwitterCallback();

  return (
    <div className="space-y-6 py-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-semibold">Integrations</h1>
        {managed.length > 0 && (
          <label className="text-sm font-medium">
            Profile{' '}
            <select
              value={chosen ?? ''}
              onChange={(event) => setParams({ idUnique: event.target.value })}
              className="ml-2 rounded-lg border border-gray-300 px-2 py-1.5"
            >
              {managed.map((account) => (
                <option key={account.idUnique} value={account.idUnique}>
                  {account.name}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      {chosen === null ? (
        <p className="text-gray-600">
          Add an artist, label or creator profile you own to connect its social accounts.
        </p>
      ) : (
        <QueryState
          isPending={integrations.isPending}
          error={integrations.error}
          onRetry={() => void integrations.refetch()}
        >
          {integrations.data && <ProfileIntegrations data={integrations.data} />}
        </QueryState>
      )}
    </div>
  );
}

/** The page leaves for Twitter's sign-in (kept apart so tests can watch it). */
export const leavePage = { to: (url: string) => window.location.assign(url) };

/**
 * Twitter sends the member back here with oauth_token and oauth_verifier (or `denied` when they
 * cancel): the server finishes the sign-in, and the page shows the profile it connected.
 */
function useTwitterCallback() {
  const [params, setParams] = useSearchParams();
  const show = useMessages((state) => state.show);
  const finish = useTwitterAccessToken();
  const handled = useRef<string | null>(null);
  const oauthToken = params.get('oauth_token');
  const oauthVerifier = params.get('oauth_verifier');
  const denied = params.get('denied');

  useEffect(() => {
    const key = oauthToken ?? denied;
    if (!key || handled.current === key) return;
    handled.current = key;
    if (!oauthToken || !oauthVerifier) {
      show({
        message: 'Twitter was not connected: the sign-in was cancelled.',
        messageType: 'error',
      });
      setParams({}, { replace: true });
      return;
    }
    finish.mutate(
      { oauthToken, oauthVerifier },
      {
        onSuccess: ({ message, idUnique }) => {
          show({ message, messageType: 'success' });
          setParams({ idUnique }, { replace: true });
        },
        onError: (failure) => {
          show({ message: errorText(failure), messageType: 'error' });
          setParams({}, { replace: true });
        },
      },
    );
  }, [oauthToken, oauthVerifier, denied, finish, show, setParams]);
}

function ProfileIntegrations({ data }: { data: DataIntegrationsResponse }) {
  const { idUnique, type } = data.account;
  const show = useMessages((state) => state.show);
  const remove = useRemoveSourceObject(idUnique);
  const alpha = useToggleAlpha(idUnique);
  const google = useAuthorizeGoogle(idUnique);
  const facebook = useAuthorizeFacebook(idUnique);
  const twitter = useTwitterRequestToken(idUnique);

  async function run(action: () => Promise<{ message: string }>) {
    try {
      show({ message: (await action()).message, messageType: 'success' });
    } catch (failure) {
      show({ message: errorText(failure), messageType: 'error' });
    }
  }
  const { google: googleId, facebook: facebookId, twitter: twitterOn } = data.providers;
  async function signInToTwitter() {
    try {
      leavePage.to((await twitter.mutateAsync()).authorizeUrl);
    } catch (failure) {
      show({ message: errorText(failure), messageType: 'error' });
    }
  }

  return (
    <>
      {data.canEdit ? (
        <section aria-labelledby="connect-heading" className="space-y-2">
          <h2 id="connect-heading" className="text-lg font-semibold">
            Connect an account to {data.account.name}
          </h2>
          {googleId || facebookId || twitterOn ? (
            <div className="flex flex-wrap gap-2">
              {googleId && (
                <button
                  type="button"
                  className={smallButton}
                  disabled={google.isPending}
                  onClick={() =>
                    void run(async () =>
                      google.mutateAsync({
                        sourceObjectType: type,
                        accessToken: await googleAccessToken(googleId.clientId),
                      }),
                    )
                  }
                >
                  Connect Google (YouTube)
                </button>
              )}
              {facebookId && (
                <button
                  type="button"
                  className={smallButton}
                  disabled={facebook.isPending}
                  onClick={() =>
                    void run(async () =>
                      facebook.mutateAsync({
                        sourceObjectType: type,
                        accessToken: await facebookAccessToken(facebookId.appId),
                      }),
                    )
                  }
                >
                  Connect Facebook (Instagram)
                </button>
              )}
              {twitterOn && (
                <button
                  type="button"
                  className={smallButton}
                  disabled={twitter.isPending}
                  onClick={() => void signInToTwitter()}
                >
                  Connect Twitter
                </button>
              )}
            </div>
          ) : (
            <p className="text-sm text-gray-600">
              Connecting Google, Facebook or Twitter accounts is not set up on this server.
            </p>
          )}
        </section>
      ) : (
        <p className="text-sm text-gray-600">
          Only the owner of this profile may change its connections.
        </p>
      )}
      <table className="w-full text-left text-sm">
        <thead className="border-b border-gray-200 text-gray-500">
          <tr>
            <th className="py-2 font-medium">Platform</th>
            <th className="py-2 font-medium">Link</th>
            <th className="py-2 font-medium">Connected account</th>
            {(data.canEdit || data.canToggleAlpha) && <th className="py-2 font-medium">Actions</th>}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {data.sourceObjects.length === 0 && (
            <tr>
              <td colSpan={4} className="py-4 text-gray-500">
                No connected accounts or links yet.
              </td>
            </tr>
          )}
          {data.sourceObjects.map((row) => {
            const name = sourceById(row.sourceId)?.name ?? row.sourceId;
            const ref = { type: row.sourceId, sourceObjectId: row.id };
            return (
              <tr key={row.id}>
                <td className="py-2">
                  {name}
                  {row.isAlpha && <span className="ml-2 text-xs text-gray-500">(alpha)</span>}
                </td>
                <td className="max-w-xs truncate py-2">
                  <a href={row.url} target="_blank" rel="noreferrer" className="hover:underline">
                    {row.url}
                  </a>
                </td>
                <td className="py-2">
                  {row.connectedAccount
                    ? `${PROVIDER_LABELS[row.connectedAccount.provider]}: ${row.connectedAccount.name}`
                    : 'Added as a link'}
                </td>
                {(data.canEdit || data.canToggleAlpha) && (
                  <td className="space-x-2 py-2">
                    {data.canToggleAlpha && (
                      <button
                        type="button"
                        className={smallButton}
                        aria-label={`${row.isAlpha ? 'Unmark' : 'Mark'} ${name} as alpha`}
                        onClick={() => void run(() => alpha.mutateAsync(ref))}
                      >
                        {row.isAlpha ? 'Unmark alpha' : 'Mark alpha'}
                      </button>
                    )}
                    {data.canEdit && (
                      <button
                        type="button"
                        className={smallButton}
                        aria-label={`Remove ${name}`}
                        onClick={() => void run(() => remove.mutateAsync(ref))}
                      >
                        Remove
                      </button>
                    )}
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
      {data.canEdit && <AddLinkForm idUnique={idUnique} onDone={run} />}
      {type !== 'creator' && (
        <RealPlatformIds idUnique={idUnique} canEdit={data.canEdit} onDone={run} />
      )}
    </>
  );
}

function AddLinkForm({
  idUnique,
  onDone,
}: {
  idUnique: string;
  onDone: (action: () => Promise<{ message: string }>) => Promise<void>;
}) {
  const add = useAddSourceObject(idUnique);
  const [type, setType] = useState(LINK_SOURCES[0]?.id ?? '');
  const [link, setLink] = useState('');

  async function submit(event: FormEvent) {
    event.preventDefault();
    await onDone(async () => {
      const answer = await add.mutateAsync({ type, link });
      setLink('');
      return answer;
    });
  }

  return (
    <form onSubmit={submit} className="flex max-w-2xl flex-wrap items-end gap-2">
      <label className="text-sm font-medium">
        Platform
        <select
          value={type}
          onChange={(event) => setType(event.target.value)}
          className="mt-1 block rounded-lg border border-gray-300 px-2 py-2"
        >
          {LINK_SOURCES.map((source) => (
            <option key={source.id} value={source.id}>
              {source.name}
            </option>
          ))}
        </select>
      </label>
      <label className="min-w-64 flex-1 text-sm font-medium">
        Link
        <input
          type="url"
          value={link}
          onChange={(event) => setLink(event.target.value)}
          placeholder="https://"
          className="mt-1 w-full rounded-lg border border-gray-300 px-3 py-2"
        />
      </label>
      <button
        type="submit"
        disabled={link.trim() === '' || add.isPending}
        className="rounded-lg bg-ink px-3 py-2 text-sm font-medium text-white hover:bg-black disabled:opacity-50"
      >
        Add link
      </button>
    </form>
  );
}
