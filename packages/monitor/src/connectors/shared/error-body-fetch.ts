/**
 * Decides what HTTP status an answer really means from its parsed body, or null to keep it.
 * Deezer answers errors with HTTP 200 and YouTube says "quota" with a 403, while fetchJson
 * retries on 429 and 5xx only: translating here lets both reuse fetchJson's backoff unchanged.
 */
export type ErrorBodyClassifier = (
  status: number,
  body: unknown,
) => { status: number; retryAfterSeconds?: number } | null;

export function errorBodyFetch(
  classify: ErrorBodyClassifier,
  shouldInspect: (response: Response) => boolean,
  underlying: typeof fetch,
) {
  return async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const response = await underlying(input, init);
    if (!shouldInspect(response)) return response;
    const text = await response.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
    const meaning = body === undefined ? null : classify(response.status, body);
    if (!meaning) return new Response(text, response);
    const headers = new Headers(response.headers);
    if (meaning.retryAfterSeconds !== undefined) {
      headers.set('retry-after', String(meaning.retryAfterSeconds));
    }
    return new Response(text, { status: meaning.status, headers });
  };
}
