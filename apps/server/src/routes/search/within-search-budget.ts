import { QueryBudgetExceededError, runInBackground } from '@songstats/db';
import { HttpError } from '../../plugins/errors';

/**
 * How long one search may take, queueing included (issue 20). On the embedded database search
 * queries wait while cheap calls go first, so under load a search can wait; past this it
 * answers 503 instead of holding the request (and the connection) further.
 */
export const SEARCH_BUDGET_MS = 2_000;
export const SEARCH_BUSY_MESSAGE = 'Search is busy right now. Please try again in a moment.';

/**
 * Runs a search's queries in the background lane (query-lanes.ts) within SEARCH_BUDGET_MS;
 * when the budget is spent the answer is a 503 with `Retry-After: 1`.
 */
export async function withinSearchBudget<T>(search: () => Promise<T>): Promise<T> {
  try {
    return await runInBackground(search, { budgetMs: SEARCH_BUDGET_MS });
  } catch (error) {
    if (error instanceof QueryBudgetExceededError) throw new HttpError(503, SEARCH_BUSY_MESSAGE, 1);
    throw error;
  }
}
