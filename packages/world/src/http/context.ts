import { dayOfDate } from '../model/dates';
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

function integer(context: RouteContext, name: string, fallback: number, min: number, max: number) {
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
  const day = dayOfDate(raw);
  if (day === undefined) throw badRequest(`Invalid date ${raw}: expected YYYY-MM-DD`);
  if (day > context.world.day)
    throw notFound(`No data for ${raw}: the world is at ${context.world.date}`);
  if (day < 0) throw notFound(`No data for ${raw}: the world starts on 2026-01-01`);
  return day;
}

/** A Spotify-style paging object with absolute next / previous links keeping the query. */
export function page<T>(
  context: RouteContext,
  items: T[],
  offset: number,
  limit: number,
  total: number,
) {
  const link = (at: number) => {
    const query = new URLSearchParams(context.query);
    query.set('offset', String(at));
    query.set('limit', String(limit));
    return `${context.baseUrl}${context.path}?${query}`;
  };
  return {
    href: link(offset),
    items,
    limit,
    next: offset + limit < total ? link(offset + limit) : null,
    offset,
    previous: offset > 0 ? link(Math.max(0, offset - limit)) : null,
    total,
  };
}
