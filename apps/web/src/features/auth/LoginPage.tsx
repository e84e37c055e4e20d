import { TEXTS } from '@songstats/domain';
import { type FormEvent, useState } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { variant } from '../../app/variant';
import { homeAfterLogin } from '../playlist-checker/after-login';
import { useIsLoggedIn } from '../session/session-store';
import { AuthCard, buttonClass, ErrorLine, inputClass, OutboxHint } from './AuthCard';
import { rememberReturnPath, safeReturnPath } from './return-path';
import { useRequestMagicToken } from './use-auth-calls';

/** spec §2 /login: a magic link by email; hidden once logged in. */
export default function LoginPage() {
  const [email, setEmail] = useState('');
  const request = useRequestMagicToken();
  const isLoggedIn = useIsLoggedIn();
  const location = useLocation();
  // Sent here by a page that needs a member (LoginPrompt): back there after logging in.
  const [params] = useSearchParams();
  const returnTo = safeReturnPath(params.get('redirect'));
  // spec §8: a failed magic login comes back here with its message.
  const redirectError = (location.state as { error?: string } | null)?.error ?? null;
  if (isLoggedIn)
    return <Navigate to={returnTo ?? homeAfterLogin(variant.id, undefined)} replace />;

  function submit(event: FormEvent) {
    event.preventDefault();
    rememberReturnPath(returnTo);
    request.mutate({ email });
  }

  return (
    <AuthCard title={TEXTS.header.logIn}>
      {redirectError && !request.isSuccess && <ErrorLine error={redirectError} />}
      {request.isSuccess ? (
        <p role="status" className="text-gray-700">
          {request.data.message}
        </p>
      ) : (
        <form onSubmit={submit} className="space-y-4">
          <label className="block text-sm font-medium">
            Email
            <input
              type="email"
              required
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              className={inputClass}
            />
          </label>
          <ErrorLine error={request.error} />
          <button type="submit" disabled={request.isPending} className={buttonClass}>
            Email me a login link
          </button>
        </form>
      )}
      <OutboxHint />
      <p className="text-sm text-gray-600">
        New here?{' '}
        <Link to="/signup" className="font-medium underline">
          {TEXTS.header.signUp}
        </Link>
      </p>
    </AuthCard>
  );
}
