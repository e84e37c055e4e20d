import type { PlaylistHealthFlag } from '@songstats/contract';
import { ShieldAlert, ShieldCheck, ShieldQuestion } from 'lucide-react';

const STYLES: Record<PlaylistHealthFlag['verdict'], string> = {
  clean: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  suspicious: 'bg-amber-50 text-amber-900 ring-amber-300',
  botted: 'bg-red-50 text-red-800 ring-red-300',
};

/**
 * Issue 28 (decision 057): a playlist's health as the server computed it, Clean / Suspicious /
 * Botted; its signals show on hover and on keyboard focus (the badge is a button), and in full
 * wherever `withSignals` lists them. One component for the feed, playlist tables and pages.
 */
export function PlaylistHealthBadge({
  health,
  withSignals = false,
}: {
  health: PlaylistHealthFlag;
  withSignals?: boolean;
}) {
  const Icon =
    health.verdict === 'clean'
      ? ShieldCheck
      : health.verdict === 'botted'
        ? ShieldAlert
        : ShieldQuestion;
  const detail = `Playlist health: ${health.label} (${health.day}). ${health.signals.join('; ')}`;
  return (
    <span className="inline-flex flex-col gap-1">
      {/* A button, so keyboard focus reaches it and shows the same text as the hover. */}
      <button
        type="button"
        title={detail}
        aria-label={detail}
        data-testid="playlist-health"
        data-verdict={health.verdict}
        className={`inline-flex w-fit items-center gap-0.5 rounded-full px-2 py-0.5 text-xs font-medium ring-1 focus-visible:outline-2 ${STYLES[health.verdict]}`}
      >
        <Icon aria-hidden size={12} /> {health.label}
      </button>
      {withSignals && (
        <ul className="list-disc pl-4 text-xs text-gray-600" data-testid="playlist-health-signals">
          {health.signals.map((signal) => (
            <li key={signal}>{signal}</li>
          ))}
        </ul>
      )}
    </span>
  );
}
