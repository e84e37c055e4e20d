import { sql } from 'drizzle-orm';
import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** spec §7 POST /support/report_error: render errors the web app's error boundary reports. */
export const errorReports = pgTable(
  'error_reports',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    error: text('error').notNull(),
    stack: text('stack'),
    componentStack: text('component_stack'),
    variant: text('variant').notNull(),
    url: text('url'),
    userAgent: text('user_agent'),
    frontendVersion: text('frontend_version'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [index('error_reports_created_at_idx').on(table.createdAt)],
);
