import type { Provenance } from '@songstats/contract';
import { sourceById } from '@songstats/domain';

// Issue 28 section 4 (decision 063): a figure's provenance in words, from what the server sent.

export const PROVENANCE_STATE_LABELS: Record<Provenance['state'], string> = {
  fresh: 'Fresh',
  estimated: 'Estimated',
  stale: 'Stale',
};

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const timeFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'UTC',
});

/** "26 Nov 2026, 10:02 UTC": when the monitor refreshed it. */
export function refreshedText(provenance: Provenance): string {
  if (provenance.refreshedAt) return `${timeFormat.format(new Date(provenance.refreshedAt))} UTC`;
  if (provenance.day) {
    return `reading of ${dayFormat.format(new Date(`${provenance.day}T00:00:00Z`))} (time not recorded)`;
  }
  return 'never';
}

/** The lines a provenance tooltip shows: source, refresh time, state and why. */
export function provenanceLines(provenance: Provenance): string[] {
  const source = sourceById(provenance.sourceId)?.name ?? provenance.sourceId;
  return [
    `Source: ${source}`,
    `Refreshed: ${refreshedText(provenance)}`,
    `${PROVENANCE_STATE_LABELS[provenance.state]}${provenance.note ? `: ${provenance.note}` : ''}`,
  ];
}

/** The same on one line, for a title attribute or a chart tooltip. */
export function provenanceText(provenance: Provenance): string {
  return provenanceLines(provenance).join(' · ');
}
