import type { Calendar } from '../../model/dates';
import { TRUTH_KINDS, type TruthKind } from '../../truth/truth-types';
import { paging, type RouteHandler } from '../context';
import { badRequest } from '../http-error';

function dayOrDefault(calendar: Calendar, raw: string | null, fallback: number): number {
  if (raw === null || raw === '') return fallback;
  const day = calendar.dayOf(raw);
  if (day === undefined) throw badRequest(`Invalid date ${raw}`);
  return day;
}

/** Ground truth for tests (guarded by the truth token in the server). */
export const truthRoute: RouteHandler = (context) => {
  const { world, query } = context;
  const from = dayOrDefault(world.state.calendar, query.get('from'), 1);
  const to = dayOrDefault(world.state.calendar, query.get('to'), world.day);
  const kindsText = query.get('kinds');
  const kinds = kindsText ? (kindsText.split(',') as TruthKind[]) : undefined;
  const unknown = kinds?.find((kind) => !TRUTH_KINDS.includes(kind));
  if (unknown) throw badRequest(`Unknown kind ${unknown}`);
  const { offset, limit } = paging(context, 1000, 10_000);
  const items = [];
  let index = 0;
  let more = false;
  for (const event of world.truth.events({ from, to, ...(kinds ? { kinds } : {}) })) {
    if (index >= offset + limit) {
      more = true;
      break;
    }
    if (index >= offset) items.push(event);
    index++;
  }
  const next = new URLSearchParams(query);
  next.set('offset', String(offset + limit));
  next.set('limit', String(limit));
  return {
    items,
    offset,
    limit,
    next: more ? `${context.baseUrl}${context.path}?${next}` : null,
  };
};
