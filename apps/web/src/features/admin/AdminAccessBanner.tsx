import { ADMIN_TEXTS } from '@songstats/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../session/session-store';
import { errorText } from '../subscriptions/use-card-payment';
import { exitAdminAccess } from './use-admin-calls';

/**
 * spec §3, §6 isAccessedThruAdmin (issue 26): while an admin views the product as a member, a
 * banner on every page says so, with the exit back to the admin's own account and the desk.
 */
export function AdminAccessBanner() {
  const login = useSession((state) => state.login);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  if (!login?.isAccessedThruAdmin) return null;
  const exit = async () => {
    const memberId = login.userId;
    try {
      await exitAdminAccess();
    } catch (error) {
      // The admin is back in their own account either way; the session ends with its lifetime.
      setFailure(errorText(error));
    }
    queryClient.clear();
    navigate(`/members?memberId=${memberId}`);
  };
  return (
    <section
      aria-label="Access through admin"
      className="flex flex-wrap items-center justify-center gap-3 bg-purple-700 px-4 py-2 text-sm text-white"
    >
      <span data-testid="admin-access-banner">
        {ADMIN_TEXTS.accessBanner(login.userFullName.name)}
      </span>
      <span className="text-purple-200">Read-only.</span>
      <button
        type="button"
        className="rounded-md bg-white px-3 py-1 font-medium text-purple-800 hover:bg-purple-50"
        onClick={() => void exit()}
      >
        {ADMIN_TEXTS.accessExit}
      </button>
      {failure && <span role="alert">{failure}</span>}
    </section>
  );
}
