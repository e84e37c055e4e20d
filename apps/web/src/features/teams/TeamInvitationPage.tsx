import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { AuthCard } from '../auth/AuthCard';
import { useMessages } from '../messages/message-store';
import { useAcceptInvitation } from './use-team-calls';

/**
 * Issue 22 /team-invitation?token=...: the mailed invitation link signs the invited address in
 * (up, when new) and joins the team, then shows the team in Team Management.
 */
export default function TeamInvitationPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const accept = useAcceptInvitation();
  const show = useMessages((state) => state.show);
  // The token works once: the effect must not send it twice (StrictMode runs effects twice).
  const started = useRef(false);
  const token = params.get('token');

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!token) {
      show({
        message: 'The invitation link is missing its token.',
        messageType: 'error',
        holdForRedirect: true,
      });
      navigate('/login', { replace: true });
      return;
    }
    accept.mutateAsync(token).then(
      (answer) => {
        show({ message: answer.message, messageType: 'success', holdForRedirect: true });
        navigate('/settings/team-management', { replace: true });
      },
      (error: unknown) => {
        // The login page shows the error once, under its heading (issue 30: not also in the bar).
        const message = error instanceof Error ? error.message : String(error);
        navigate('/login', { replace: true, state: { error: message } });
      },
    );
  }, [token, accept, navigate, show]);

  return (
    <AuthCard title="Joining the team">
      <p role="status" className="text-gray-600">
        One moment…
      </p>
    </AuthCard>
  );
}
