import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { variant } from '../../app/variant';
import { useMessages } from '../messages/message-store';
import { homeAfterLogin } from '../playlist-checker/after-login';
import { AuthCard } from './AuthCard';
import { withMobileLine } from './confirmed-messages';
import { takeReturnPath } from './return-path';
import { useMagicLogin } from './use-auth-calls';

/** spec §2 /magic: completes a magic-link login, or goes back to /login with the error (§8). */
export default function MagicPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const login = useMagicLogin();
  const show = useMessages((state) => state.show);
  // The token works once: the effect must not send it twice (StrictMode runs effects twice).
  const started = useRef(false);
  const token = params.get('token');

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!token) {
      navigate('/login', {
        replace: true,
        state: { error: 'The login link is missing its token.' },
      });
      return;
    }
    login.mutateAsync(token).then(
      (answer) => {
        // spec §8: the sign-up link's first use confirmed the email.
        for (const message of withMobileLine(answer.messages))
          show({ message, messageType: 'success', holdForRedirect: true });
        navigate(
          takeReturnPath() ?? homeAfterLogin(variant.id, answer.subscription.accounts[0]?.baseUrl),
          { replace: true },
        );
      },
      (error: unknown) => {
        // The login page shows the error once, under its heading (issue 30: not also in the bar).
        const message = error instanceof Error ? error.message : String(error);
        navigate('/login', { replace: true, state: { error: message } });
      },
    );
  }, [token, login, navigate, show]);

  return (
    <AuthCard title="Logging you in">
      <p role="status" className="text-gray-600">
        One moment…
      </p>
    </AuthCard>
  );
}
