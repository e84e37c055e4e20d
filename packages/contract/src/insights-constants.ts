// Plain values of the insights calls, without zod (issue 29): the web app's signed-in pages import
// them without building the contract's schemas. insights.ts builds its schemas from them.

/** The time filter of analytics sections whose canFilterByTime is true. */
export const TIME_RANGES = ['7d', '28d', '90d', '180d', '365d', 'all'] as const;
export type TimeRange = (typeof TIME_RANGES)[number];

/** spec §7: the download's default file name. */
export const DEFAULT_REPORT_NAME = 'Songstats Report';
