import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useMessages } from '../messages/message-store';
import { AuthCard, ErrorLine, OutboxHint } from './AuthCard';
import { withMobileLine } from './confirmed-messages';
import { useConfirmEmail } from './use-auth-calls';

/**
 * spec §2 /email-confirmation: after sign-up, where to find the mail; with ?email=&token= it
 * confirms the address (spec §8 success texts) and logs in.
 */
export default function EmailConfirmationPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const confirm = useConfirmEmail();
  const show = useMessages((state) => state.show);
  const started = useRef(false);
  const email = params.get('email');
  const token = params.get('token');

  useEffect(() => {
    if (!email || !token || started.current) return;
    started.current = true;
    confirm.mutateAsync({ email, token }).then(
      ({ messages }) => {
        for (const message of withMobileLine(messages))
          show({ message, messageType: 'success', holdForRedirect: true });
        navigate('/feed', { replace: true });
      },
      () => {},
    );
  }, [email, token, confirm, navigate, show]);

  const message = (location.state as { message?: string } | null)?.message;
  return (
    <AuthCard title="Confirm your email">
      {token ? (
        <ErrorLine error={confirm.error} />
      ) : (
        <p role="status" className="text-gray-700">
          {message ?? 'Check your inbox for the link we sent you.'}
        </p>
      )}
      <OutboxHint />
    </AuthCard>
  );
}
