import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { logout } from './logout';

/** spec §2, §4 /logout: resets all stored state, then shows the landing page. */
export default function LogoutPage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void logout(queryClient).then(() => navigate('/', { replace: true }));
  }, [queryClient, navigate]);
  return (
    <p role="status" className="px-6 py-24 text-center text-gray-600">
      Logging out…
    </p>
  );
}
