import type { Database } from './connect';
import { errorReports } from './schema';

export type NewErrorReport = typeof errorReports.$inferInsert;
export type ErrorReport = typeof errorReports.$inferSelect;

export async function recordErrorReport(
  db: Database,
  report: NewErrorReport,
): Promise<ErrorReport> {
  const [row] = await db.insert(errorReports).values(report).returning();
  if (!row) throw new Error('The error report was not stored');
  return row;
}
