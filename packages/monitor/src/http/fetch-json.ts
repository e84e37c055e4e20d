import http from 'node:http';
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

/**
 * The platform answered 429 or 503 with a Retry-After longer than a worker should wait in place:
 * the job is rescheduled for then instead (real-platforms/platform-state.ts, decision 048).
 */
export class RetryLaterError extends FetchFailedError {
  constructor(
    url: string,
    status: number,
    attempts: number,
    /** How long the platform asked for, from its answer. */
    readonly retryAfterMs: number,
  ) {
    super(`${url} answered ${status}: retry after ${retryAfterMs / 1000} s`, url, status, attempts);
    this.name = 'RetryLaterError';
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
  /**
   * A 429 or 503 whose Retry-After asks for longer than this is not waited for: RetryLaterError
   * is thrown at once, so the job is rescheduled rather than a worker held (default 5 s).
   */
  waitRetryAfterUpToMs?: number;
  now?: () => number;
}

/** What one attempt got back: its status, Retry-After and body (read or discarded). */
interface Answer {
  status: number;
  retryAfter: string | null;
  text(): Promise<string>;
  discard(): Promise<void>;
}

function fetchAnswer(
  doFetch: typeof fetch,
  url: string,
  headers: Record<string, string>,
  timeoutMs: number,
): Promise<Answer> {
  return doFetch(url, { headers, signal: AbortSignal.timeout(timeoutMs) }).then((response) => ({
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    text: () => response.text(),
    discard: async () => {
      await response.body?.cancel();
    },
  }));
}

/**
 * Plain HTTP (the demo world on its loopback port) is read with Node's own client over kept-alive
 * connections: a catch-up day reads thousands of pages, and `fetch` costs about twice the CPU per
 * request (its web streams, abort signals and header objects). The body is read whole.
 */
const plainAgent = new http.Agent({ keepAlive: true, maxSockets: 64 });

function plainHttpAnswer(
  url: string,
  headers: Record<string, string>,
  timeoutMs: number,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent: plainAgent, headers }, (response) => {
      const chunks: Buffer[] = [];
      const body = new Promise<string>((done, failed) => {
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(Buffer.concat(chunks).toString('utf8')));
        response.on('error', failed);
        response.on('close', () => {
          if (!response.complete) failed(new Error('the answer was cut off'));
        });
      }).finally(() => clearTimeout(timer));
      // Read at once (the socket goes back to the pool); a body not asked for is dropped.
      body.catch(() => {});
      const retryAfter = response.headers['retry-after'];
      resolve({
        status: response.statusCode ?? 0,
        retryAfter: typeof retryAfter === 'string' ? retryAfter : null,
        text: () => body,
        discard: () => body.then(() => {}),
      });
    });
    const timer = setTimeout(
      () => request.destroy(new Error(`timed out after ${timeoutMs} ms`)),
      timeoutMs,
    );
    request.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Retry-After in milliseconds from `now`: delay-seconds or an HTTP date (RFC 9110 §10.2.3). */
export function retryAfterMs(header: string | null, now: number): number | null {
  if (!header?.trim()) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isFinite(date) ? Math.max(0, date - now) : null;
}

/**
 * GETs JSON and validates it. A 429 or 503 honours Retry-After (seconds or an HTTP date): waited
 * in place up to `waitRetryAfterUpToMs`, longer throws RetryLaterError. A 429, a 5xx, a network
 * failure or a body that is not the expected shape is otherwise retried with exponential backoff;
 * a 4xx other than 429 is final. After the last attempt it throws FetchFailedError, which jobs report and skip: a bad
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
  const plain = options.fetch === undefined && url.startsWith('http://');
  const headers = { accept: 'application/json', ...options.headers };
  const timeoutMs = options.timeoutMs ?? 30_000;
  const sleep = options.sleep ?? defaultSleep;
  const now = options.now ?? Date.now;
  const waitUpTo = options.waitRetryAfterUpToMs ?? 5_000;
  let lastError = 'no attempt made';
  let lastStatus: number | null = null;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    let wait = Math.min(maxDelay, baseDelay * 2 ** (attempt - 1));
    try {
      const response = plain
        ? await plainHttpAnswer(url, headers, timeoutMs)
        : await fetchAnswer(doFetch, url, headers, timeoutMs);
      lastStatus = response.status;
      if (response.status >= 200 && response.status < 300) {
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
      await response.discard();
      const asked =
        response.status === 429 || response.status === 503
          ? retryAfterMs(response.retryAfter, now())
          : null;
      if (asked !== null && asked > waitUpTo) {
        throw new RetryLaterError(url, response.status, attempt, asked);
      }
      if (asked !== null) wait = asked;
      if (response.status === 429) {
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
