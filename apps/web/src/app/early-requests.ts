/**
 * Issue 29 (decision 080): answers asked for by the entry before the page that reads them was
 * loaded, each handed once to the page's own call of the same GET address (`api.ts` looks here
 * before it fetches). The page still parses the answer with its endpoint's schema; only the wait
 * is shorter: the request leaves beside the page's chunk instead of after it ran and rendered.
 */

/** An answer nobody took in this time is dropped: a later call asks the server again. */
const KEEP_MS = 15_000;

const started = new Map<string, Promise<Response>>();

/** A GET address with its query in a fixed order (the page may name the keys in another). */
function keyOf(url: string): string {
  const parsed = new URL(url, 'http://app.invalid');
  parsed.searchParams.sort();
  return `${parsed.pathname}?${parsed.searchParams.toString()}`;
}

/** Starts `url` (a GET with `headers`) now, for a page that will ask for it shortly. */
export function startEarly(
  url: string,
  headers: Record<string, string>,
  doFetch: typeof fetch = (input, init) => globalThis.fetch(input, init),
): void {
  const key = keyOf(url);
  if (started.has(key)) return;
  const response = doFetch(url, { method: 'GET', headers });
  // A failure reaches the page's call that takes it; unhandled until then is not an error.
  response.catch(() => undefined);
  started.set(key, response);
  setTimeout(() => {
    if (started.get(key) === response) started.delete(key);
  }, KEEP_MS);
}

/**
 * The response started early for this call, once, or null: only a GET without a body of the
 * same address (query in any order) takes it.
 */
export function takeEarly(input: RequestInfo | URL, init?: RequestInit): Promise<Response> | null {
  if (started.size === 0) return null;
  if ((init?.method ?? 'GET').toUpperCase() !== 'GET' || init?.body) return null;
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const key = keyOf(url);
  const response = started.get(key);
  if (!response) return null;
  started.delete(key);
  return response;
}
