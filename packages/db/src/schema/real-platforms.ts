import { date, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Issue 27, well-behaved client (migration 0049, decision 048): a real platform's state. While
 * `retry_at` is ahead no worker asks the platform; `failing_since` with no success for a day
 * marks its figures stale (kept, not zeroed) for the Monitor Status desk.
 */
export const realPlatformSources = pgTable('real_platform_sources', {
  source: text('source').primaryKey(),
  retryAt: timestamp('retry_at', { withTimezone: true }),
  retryReason: text('retry_reason'),
  lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  failingSince: timestamp('failing_since', { withTimezone: true }),
  lastError: text('last_error'),
  /** The real day (UTC) of the platform's last daily run: once a day (migration 0055). */
  ranOn: date('ran_on'),
  /** Spotify: 'development' or 'extended', as its answers show (decision 054). */
  mode: text('mode'),
  /** Which figures the platform does not give this installation, and why. */
  unavailable: text('unavailable'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Requests made to a platform in one budget window, counted by every worker (migration 0049). */
export const realPlatformBudgets = pgTable(
  'real_platform_budgets',
  {
    source: text('source').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    requests: integer('requests').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.source, table.windowStart] })],
);
