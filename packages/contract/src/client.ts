import type { z } from 'zod';
import type { Endpoint } from './endpoint';
import { API_PREFIX, FRONTEND_VERSION, type FrontendPlatform, REQUEST_HEADERS } from './headers';
import { encodeRequestStamp } from './request-stamp';
import type { EndpointRoute } from './route';

export interface ApiClientOptions {
  /** Origin of the API host, e.g. `http://localhost:8000`; empty for the page's own origin. */
  baseUrl?: string;
  getToken?: () => string | null | undefined;
  platform?: FrontendPlatform;
  appVersion?: string;
  buildTimestamp?: string;
  fetch?: typeof fetch;
  now?: () => number;
}

/** spec §8: the body's message (or error) is what gets thrown. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type AnySchema = z.ZodType | undefined;
type QueryOf<E> = E extends Endpoint<infer Q, AnySchema, z.ZodType> ? Q : undefined;
type BodyOf<E> = E extends Endpoint<AnySchema, infer B, z.ZodType> ? B : undefined;

type Input<E extends Endpoint> = (QueryOf<E> extends z.ZodType
  ? { query: z.input<QueryOf<E>> }
  : { query?: undefined }) &
  (BodyOf<E> extends z.ZodType ? { body: z.input<BodyOf<E>> } : { body?: undefined }) & {
    params?: Record<string, string | number>;
    signal?: AbortSignal;
  };

export type ApiClient = ReturnType<typeof createApiClient>;

function toQueryString(query: unknown): string {
  if (!query || typeof query !== 'object') return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) search.append(key, String(item));
    else search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

function messageOf(body: unknown, status: number): string {
  if (body && typeof body === 'object') {
    const { message, error } = body as { message?: unknown; error?: unknown };
    if (typeof message === 'string' && message) return message;
    if (typeof error === 'string' && error) return error;
  }
  return `Request failed with status ${status}`;
}

/** The typed client: every call of the web app and the tests goes through it (spec §7 headers). */
export function createApiClient(options: ApiClientOptions = {}) {
  // Looked up on each call, so a fetch replaced after start-up (a test's stub) is the one used.
  const doFetch: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const now = options.now ?? Date.now;

  function headersFor(hasBody: boolean): Record<string, string> {
    const headers: Record<string, string> = {
      accept: 'application/json',
      [REQUEST_HEADERS.stamp]: encodeRequestStamp(now()),
      [REQUEST_HEADERS.frontendPlatform]: options.platform ?? 'web',
      [REQUEST_HEADERS.frontendVersion]: String(FRONTEND_VERSION),
    };
    if (hasBody) headers['content-type'] = 'application/json';
    const token = options.getToken?.();
    if (token) headers[REQUEST_HEADERS.authorization] = `Bearer ${token}`;
    if (options.appVersion) headers[REQUEST_HEADERS.appVersion] = options.appVersion;
    if (options.buildTimestamp) headers[REQUEST_HEADERS.buildTimestamp] = options.buildTimestamp;
    return headers;
  }

  /** Calls `endpoint`; the answer is parsed by its response schema, a route's is taken as sent. */
  async function request<E extends Endpoint>(
    endpoint: E | EndpointRoute<E>,
    ...[input]: E['query'] extends z.ZodType
      ? [Input<E>]
      : E['body'] extends z.ZodType
        ? [Input<E>]
        : [Input<E>?]
  ): Promise<z.output<E['response']>> {
    let path = endpoint.path;
    for (const [key, value] of Object.entries(input?.params ?? {})) {
      path = path.replace(`:${key}`, encodeURIComponent(String(value)));
    }
    const url = `${options.baseUrl ?? ''}${API_PREFIX}${path}${toQueryString(input?.query)}`;
    const hasBody = input?.body !== undefined;
    const response = await doFetch(url, {
      method: endpoint.method,
      headers: headersFor(hasBody),
      body: hasBody ? JSON.stringify(input?.body) : undefined,
      signal: input?.signal,
    });
    const text = await response.text();
    let body: unknown = null;
    if (text) {
      try {
        body = JSON.parse(text);
      } catch {
        body = { message: text };
      }
    }
    if (!response.ok) throw new ApiError(messageOf(body, response.status), response.status, body);
    return (endpoint.response ? endpoint.response.parse(body) : body) as z.output<E['response']>;
  }

  return { request, headersFor };
}
