import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Which queue a query waits in on the embedded database. PGlite has one connection and runs one
 * query at a time, first come first served: ten searches in flight made every cheap call (the
 * uptime check, a session look-up) wait for all of their queries (issue 20). Interactive work
 * (the default) now goes first; background work (search, the embedded monitor) takes the turns
 * left over, and one turn in BACKGROUND_TURN_EVERY when both wait, so it is never starved.
 * PostgreSQL has a pool of connections and no such queue; only the time budget applies there.
 */
export type QueryLane = 'interactive' | 'background';

interface LaneContext {
  lane: QueryLane;
  /** `Date.now()` after which the work's queries are refused, or null. */
  deadline: number | null;
}

const laneContext = new AsyncLocalStorage<LaneContext>();

/** While both lanes wait, one turn in this many goes to the background lane. */
export const BACKGROUND_TURN_EVERY = 5;

/** Work that ran out of its time budget (runInBackground's `budgetMs`). */
export class QueryBudgetExceededError extends Error {
  constructor(budgetMs: number | null) {
    super(
      budgetMs === null
        ? 'The time budget of this work was spent'
        : `The time budget of this work (${budgetMs} ms) was spent`,
    );
    this.name = 'QueryBudgetExceededError';
  }
}

/**
 * Runs `work` with its queries in the background lane. With `budgetMs`, the answer is a
 * QueryBudgetExceededError once that time has passed; on the embedded database the work's queries
 * still waiting are dropped then, and none is started after it (one already running ends first:
 * a PGlite query cannot be interrupted). On PostgreSQL the query in flight runs to its end.
 */
export async function runInBackground<T>(
  work: () => Promise<T>,
  options: { budgetMs?: number } = {},
): Promise<T> {
  const budgetMs = options.budgetMs ?? null;
  const context: LaneContext = {
    lane: 'background',
    deadline: budgetMs === null ? null : Date.now() + budgetMs,
  };
  // Awaited once here: a Drizzle query is a lazy thenable that runs again on every `then`.
  const running = laneContext.run(context, async () => await work());
  if (budgetMs === null) return running;
  // The work may fail after the answer was given (its next query refused); nobody waits for it.
  running.catch(() => undefined);
  let timer: NodeJS.Timeout | undefined;
  const spent = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new QueryBudgetExceededError(budgetMs)), budgetMs);
  });
  try {
    return await Promise.race([running, spent]);
  } catch (error) {
    // The gate's refusal reaches here wrapped by Drizzle ("Failed query", with it as `cause`).
    if (spentBudget(error)) throw new QueryBudgetExceededError(budgetMs);
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

function spentBudget(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 4; depth += 1) {
    if (current instanceof QueryBudgetExceededError) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

interface Waiter {
  deadline: number | null;
  start(): void;
  fail(error: Error): void;
  timer: NodeJS.Timeout | undefined;
}

/**
 * A gate in front of a one-connection database: one operation at a time, the interactive lane
 * first (see QueryLane). `run` takes the lane and deadline from the caller's async context.
 */
export function createQueryGate() {
  let busy = false;
  let scheduled = false;
  let interactiveTurns = 0;
  const waiting: Record<QueryLane, Waiter[]> = { interactive: [], background: [] };

  // Every operation starts from the event loop's check phase, after the pending I/O was read:
  // PGlite answers in microtasks, so run at once a request's queries (and the next request's,
  // read in the same batch) would go back to back, and a request that came in meanwhile would
  // not even be read, let alone go first. Now it has queued its queries before the next starts.
  function schedule() {
    if (busy || scheduled) return;
    if (waiting.interactive.length + waiting.background.length === 0) return;
    scheduled = true;
    setImmediate(next);
  }

  function next() {
    scheduled = false;
    for (;;) {
      const background = waiting.background.length > 0;
      const interactive = waiting.interactive.length > 0;
      if (!background && !interactive) return;
      const takeBackground =
        background && (!interactive || interactiveTurns >= BACKGROUND_TURN_EVERY - 1);
      const waiter = (takeBackground ? waiting.background : waiting.interactive).shift()!;
      // Only the interactive turns taken while background work waits count.
      interactiveTurns = takeBackground || !background ? 0 : interactiveTurns + 1;
      clearTimeout(waiter.timer);
      // A PGlite query blocks the event loop, so a deadline can pass before its timer fires.
      if (waiter.deadline !== null && Date.now() >= waiter.deadline) {
        waiter.fail(new QueryBudgetExceededError(null));
        continue;
      }
      busy = true;
      waiter.start();
      return;
    }
  }

  return {
    run<T>(operation: () => Promise<T>): Promise<T> {
      const context = laneContext.getStore();
      const lane = context?.lane ?? 'interactive';
      const deadline = context?.deadline ?? null;
      if (deadline !== null && Date.now() >= deadline) {
        return Promise.reject(new QueryBudgetExceededError(null));
      }
      return new Promise<T>((resolve, reject) => {
        const waiter: Waiter = {
          deadline,
          start() {
            (async () => operation())()
              .then(resolve, reject)
              .finally(() => {
                busy = false;
                schedule();
              });
          },
          fail: reject,
          timer: undefined,
        };
        const queue = waiting[lane];
        queue.push(waiter);
        if (deadline !== null) {
          waiter.timer = setTimeout(() => {
            const at = queue.indexOf(waiter);
            if (at < 0) return;
            queue.splice(at, 1);
            waiter.fail(new QueryBudgetExceededError(null));
          }, deadline - Date.now());
        }
        schedule();
      });
    },
    /** Operations waiting in each lane (for tests and the benchmark). */
    waiting: () => ({
      interactive: waiting.interactive.length,
      background: waiting.background.length,
    }),
  };
}
