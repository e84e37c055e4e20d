export interface RateLimiterOptions {
  /** Smallest gap between the starts of two requests. */
  intervalMs: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Hands out request slots at most one per `intervalMs`, in call order. Callers queue on one
 * promise chain so concurrent jobs sharing a client still space their requests.
 */
export function createRateLimiter(options: RateLimiterOptions): () => Promise<void> {
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? defaultSleep;
  let nextSlot = Number.NEGATIVE_INFINITY;
  let queue: Promise<void> = Promise.resolve();
  return () => {
    const turn = queue.then(async () => {
      const wait = nextSlot - now();
      if (wait > 0) await sleep(wait);
      nextSlot = now() + options.intervalMs;
    });
    queue = turn.catch(() => undefined);
    return turn;
  };
}

/** A fetch that waits for a slot before every request, retries included. */
export function rateLimitedFetch(acquire: () => Promise<void>, underlying: typeof fetch) {
  return async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    await acquire();
    return underlying(input, init);
  };
}
