import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { api } from '../../app/api';
import { lightRoutes } from '../../app/light-routes';
import { useBackendStatus } from './backend-status-store';

/** spec §4: the uptime check runs on start and again on every route change. */
export function useUptimeCheck() {
  const { pathname } = useLocation();
  const setBackendDown = useBackendStatus((state) => state.setBackendDown);
  // biome-ignore lint/correctness/useExhaustiveDependencies: spec §4, the route change is the trigger
  useEffect(() => {
    const controller = new AbortController();
    api.request(lightRoutes.uptimeCheck, { signal: controller.signal }).then(
      () => setBackendDown(false),
      () => {
        if (!controller.signal.aborted) setBackendDown(true);
      },
    );
    return () => controller.abort();
  }, [pathname, setBackendDown]);
}
