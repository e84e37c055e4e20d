/** 0.4567 -> "45.7%"; no rate without visits. */
export function percent(value: number | null): string {
  return value === null ? '–' : `${(value * 100).toFixed(1)}%`;
}

const count = new Intl.NumberFormat('en');

export function formatCount(value: number): string {
  return count.format(value);
}

export const STATE_NAMES = { draft: 'Draft', live: 'Live', archived: 'Archived' } as const;
