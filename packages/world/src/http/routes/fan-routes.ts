import { fansBetween } from '../../sim/fan-traffic';
import type { RouteHandler } from '../context';
import { badRequest } from '../http-error';

/**
 * GET /fans?link={slug}&after={ISO instant}: the fans of that link who arrived after `after` and
 * by the world's current instant (its `until`), at most the last two days of them. Without
 * `after` nobody yet: the answer's `until` is where the next call starts.
 */
export const fansRoute: RouteHandler = (context) => {
  const link = context.query.get('link') ?? '';
  if (!/^[a-z0-9][a-z0-9-]{1,62}$/.test(link)) throw badRequest('link must be a slug');
  const until = context.world.publishedUntil;
  const after = context.query.get('after');
  const afterMs = after === null ? Date.parse(until) : Date.parse(after);
  if (Number.isNaN(afterMs)) throw badRequest('after must be an ISO instant');
  return { link, until, fans: fansBetween(context.world.seed, link, afterMs, Date.parse(until)) };
};

export const fanRoutes: [string, RouteHandler][] = [['/fans', fansRoute]];
