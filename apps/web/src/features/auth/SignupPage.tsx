import { TEXTS } from '@songstats/domain';
import { type FormEvent, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { useIsLoggedIn } from '../session/session-store';
import { AuthCard, buttonClass, ErrorLine, inputClass, OutboxHint } from './AuthCard';
import { useMagicSignup } from './use-auth-calls';

/** spec §2 /signup: name and email; the mailed magic link confirms and logs in. */
export default function SignupPage() {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const signup = useMagicSignup();
  const navigate = useNavigate();
  const isLoggedIn = useIsLoggedIn();
  if (isLoggedIn) return <Navigate to="/feed" replace />;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { message } = await signup.mutateAsync({ name, email });
    navigate('/email-confirmation', { state: { message } });
  }

  return (
    <AuthCard title={TEXTS.header.signUp}>
      <form onSubmit={(event) => void submit(event).catch(() => {})} className="space-y-4">
        <label className="block text-sm font-medium">
          Name
          <input
            required
            autoComplete="name"
            value={name}
            onChange={(event) => setName(event.target.value)}
            className={inputClass}
          />
        </label>
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
        <ErrorLine error={signup.error} />
        <button type="submit" disabled={signup.isPending} className={buttonClass}>
          Create free account
        </button>
      </form>
      <OutboxHint />
      <p className="text-sm text-gray-600">
        Have an account?{' '}
        <Link to="/login" className="font-medium underline">
          {TEXTS.header.logIn}
        </Link>
      </p>
    </AuthCard>
  );
}
