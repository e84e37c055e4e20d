import { TEXTS } from '@songstats/domain';
import { useBackendStatus } from './backend-status-store';
import { useOnline } from './use-online';
import { useUptimeCheck } from './use-uptime-check';

/** spec §8: shown when the uptime check fails, and only while the browser is online. */
export function MaintenanceBanner() {
  useUptimeCheck();
  const isBackendDown = useBackendStatus((state) => state.isBackendDown);
  const isOnline = useOnline();
  if (!isBackendDown || !isOnline) return null;
  return (
    <div
      role="alert"
      className="sticky top-0 z-50 bg-amber-400 px-4 py-2 text-center text-sm font-medium text-amber-950"
    >
      {TEXTS.errors.maintenance}
    </div>
  );
}
