import type {
  DemoWorld,
  SmartLinkAnalyticsRow,
  SmartLinkItem,
  TimeRange,
} from '@songstats/contract';
import type { SmartLinkRow, SmartLinkTotals } from '@songstats/db';
import { VARIANT_IDS, VARIANTS } from '@songstats/domain';
import type { FastifyRequest } from 'fastify';
import { countingDay } from '../../fan-pages/counting-day';
import { rangeDays } from '../../presenters/analytics-links';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The Songshare host's origin as the caller reaches the product: locally, the port of the
 * `links` variant next to the request's own (the six ports are consecutive, spec §1); else the
 * brand host.
 */
export function songshareOrigin(request: FastifyRequest): string {
  const host = (request.headers.host ?? '').toLowerCase();
  const match = /^(\[[^\]]+\]|[^:]+)(?::(\d+))?$/.exec(host);
  const hostname = match?.[1] ?? '';
  if (LOCAL_HOSTS.has(hostname) && match?.[2]) {
    const base = Number(match[2]) - VARIANT_IDS.indexOf(request.variant.id);
    return `http://${hostname}:${base + VARIANT_IDS.indexOf('links')}`;
  }
  return `https://${VARIANTS.links.brandHosts[0]}`;
}

export function presentSmartLink(
  request: FastifyRequest,
  link: SmartLinkRow,
  canEdit: boolean,
): SmartLinkItem {
  return {
    id: link.id,
    slug: link.slug,
    url: `${songshareOrigin(request)}/${link.slug}`,
    accountIdUnique: link.accountIdUnique,
    accountName: link.accountName,
    trackIdUnique: link.trackIdUnique,
    title: link.title,
    artistName: link.artistName,
    artworkUrl: link.artworkUrl,
    state: link.state,
    services: link.services,
    createdAt: link.createdAt,
    updatedAt: link.updatedAt,
    canEdit,
  };
}

/** spec §2 share analytics: click-through rate = clicks / visits; share = visits / all visits. */
export function presentAnalyticsRow(
  request: FastifyRequest,
  link: SmartLinkRow & SmartLinkTotals,
  canEdit: boolean,
  allVisits: number,
): SmartLinkAnalyticsRow {
  return {
    ...presentSmartLink(request, link, canEdit),
    visits: link.visits,
    clicks: link.clicks,
    clickThroughRate: link.visits > 0 ? link.clicks / link.visits : null,
    share: allVisits > 0 ? link.visits / allVisits : null,
  };
}

/**
 * The first day (UTC) of a range ending today, the day visits are dated by (the demo world's
 * when it runs at another pace, countingDay); null for all time.
 */
export function sinceOf(
  range: TimeRange,
  world: DemoWorld | null = null,
  now = new Date(),
): string | null {
  const days = rangeDays(range);
  if (days === null) return null;
  const today = Date.parse(`${countingDay(world, now)}T00:00:00Z`);
  return new Date(today - (days - 1) * 86_400_000).toISOString().slice(0, 10);
}
