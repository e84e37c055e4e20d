import type { z } from 'zod';

export class FetchFailedError extends Error {
  constructor(
    message: string,
    readonly url: string,
    readonly status: number | null,
    readonly attempts: number,
  ) {
    super(message);
    this.name = 'FetchFailedError';
  }
}

export interface FetchOptions {
  /** Attempts in all, the first included. */
  attempts?: number;
  /** First backoff; doubles each retry, capped by `maxDelayMs`. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  timeoutMs?: number;
  headers?: Record<string, string>;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function retryAfterMs(response: Response): number | null {
  const header = response.headers.get('retry-after');
  if (!header) return null;
  const seconds = Number(header);
  return Number.isFinite(seconds) ? seconds * 1000 : null;
}

/**
 * GETs JSON and validates it. A 429 (honouring Retry-After), a 5xx, a network failure or a body
 * that is not the expected shape is retried with exponential backoff; a 4xx other than 429 is
 * final. After the last attempt it throws FetchFailedError, which jobs report and skip: a bad
 * answer never crashes a worker and never writes a partial snapshot.
 */
export async function fetchJson<Schema extends z.ZodType>(
  url: string,
  schema: Schema,
  options: FetchOptions = {},
): Promise<z.output<Schema>> {
  const attempts = options.attempts ?? 5;
  const baseDelay = options.baseDelayMs ?? 200;
  const maxDelay = options.maxDelayMs ?? 10_000;
  const doFetch = options.fetch ?? fetch;
  const sleep = options.sleep ?? defaultSleep;
  let lastError = 'no attempt made';
  let lastStatus: number | null = null;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    let wait = Math.min(maxDelay, baseDelay * 2 ** (attempt - 1));
    try {
      const response = await doFetch(url, {
        headers: { accept: 'application/json', ...options.headers },
        signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
      });
      lastStatus = response.status;
      if (response.ok) {
        const text = await response.text();
        let body: unknown;
        try {
          body = JSON.parse(text);
        } catch {
          throw new Error(`malformed JSON (${text.length} bytes)`);
        }
        const parsed = schema.safeParse(body);
        if (parsed.success) return parsed.data;
        throw new Error(`unexpected shape: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
      }
      await response.body?.cancel();
      if (response.status === 429) {
        wait = Math.min(maxDelay, retryAfterMs(response) ?? wait);
        lastError = 'rate limited (429)';
      } else if (response.status >= 500) {
        lastError = `server error ${response.status}`;
      } else {
        throw new FetchFailedError(
          `${url} answered ${response.status}`,
          url,
          response.status,
          attempt,
        );
      }
    } catch (error) {
      if (error instanceof FetchFailedError) throw error;
      lastError = error instanceof Error ? error.message : String(error);
    }
    if (attempt < attempts) await sleep(wait);
  }
  throw new FetchFailedError(
    `${url} failed after ${attempts} attempts: ${lastError}`,
    url,
    lastStatus,
    attempts,
  );
}
