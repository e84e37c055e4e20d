import type { World } from '../world';
import { badRequest, notFound } from './http-error';

/** What a route handler receives: the world, path parameters and the query. */
export type RouteContext = {
  world: World;
  params: string[];
  query: URLSearchParams;
  /** `http://host:port`, for absolute `href` / `next` links as Spotify gives them. */
  baseUrl: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
};

export type RouteHandler = (context: RouteContext) => unknown;

/** A body a handler wrote as JSON text itself: the server sends it as it is. */
export class JsonText {
  constructor(readonly text: string) {}
}

/** A body that is not JSON (an image): sent as it is, with its own content type and caching. */
export class RawBody {
  constructor(
    readonly contentType: string,
    readonly body: string,
    readonly cacheControl: string,
  ) {}
}

/** An integer query parameter: `fallback` when absent, 400 when malformed or out of bounds. */
export function integer(
  context: RouteContext,
  name: string,
  fallback: number,
  min: number,
  max: number,
) {
  const raw = context.query.get(name);
  if (raw === null || raw === '') return fallback;
  if (!/^\d+$/.test(raw)) throw badRequest(`Invalid ${name}`);
  const value = Number(raw);
  if (value < min || value > max) throw badRequest(`Invalid ${name}: must be ${min} to ${max}`);
  return value;
}

export function paging(context: RouteContext, defaultLimit: number, maxLimit: number) {
  return {
    offset: integer(context, 'offset', 0, 0, 1e9),
    limit: integer(context, 'limit', defaultLimit, 1, maxLimit),
  };
}

/** A date parameter as a day index: 400 when malformed, 404 when not simulated (yet). */
export function dayParam(context: RouteContext, raw: string | null | undefined): number {
  if (raw === null || raw === undefined || raw === '') return context.world.day;
  const { calendar } = context.world.state;
  const day = calendar.dayOf(raw);
  if (day === undefined) throw badRequest(`Invalid date ${raw}: expected YYYY-MM-DD`);
  if (day > context.world.day)
    throw notFound(`No data for ${raw}: the world is at ${context.world.date}`);
  if (day < 0) throw notFound(`No data for ${raw}: the world starts on ${calendar.startDate}`);
  return day;
}

/** The members of a Spotify paging object, in Spotify's order. */
export const PAGE_KEYS = ['href', 'items', 'limit', 'next', 'offset', 'previous', 'total'] as const;
export type PageKey = (typeof PAGE_KEYS)[number];

/** The absolute link to the page at `at`, keeping the rest of the request's query. */
function pageLink(context: RouteContext, at: number, limit: number): string {
  const query = new URLSearchParams(context.query);
  query.set('offset', String(at));
  query.set('limit', String(limit));
  return `${context.baseUrl}${context.path}?${query}`;
}

/** A member of a paging object other than its items; links are made only when asked for. */
export function pageMember(
  context: RouteContext,
  key: Exclude<PageKey, 'items'>,
  offset: number,
  limit: number,
  total: number,
): string | number | null {
  switch (key) {
    case 'href':
      return pageLink(context, offset, limit);
    case 'limit':
      return limit;
    case 'next':
      return offset + limit < total ? pageLink(context, offset + limit, limit) : null;
    case 'offset':
      return offset;
    case 'previous':
      return offset > 0 ? pageLink(context, Math.max(0, offset - limit), limit) : null;
    case 'total':
      return total;
  }
}

/** A Spotify-style paging object with absolute next / previous links keeping the query. */
export function page<T>(
  context: RouteContext,
  items: T[],
  offset: number,
  limit: number,
  total: number,
) {
  const member = (key: Exclude<PageKey, 'items'>) => pageMember(context, key, offset, limit, total);
  return {
    href: member('href'),
    items,
    limit,
    next: member('next'),
    offset,
    previous: member('previous'),
    total,
  };
}
