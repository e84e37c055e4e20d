import { RESERVED_SLUGS } from '@songstats/contract';
import { type Database, findSmartLinkBySlug, type SmartLinkRow } from '@songstats/db';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { publicOrigin } from '../auth/public-origin';
import { isCountable, referrerHostOf } from './countable-request';
import { countingDay } from './counting-day';
import { countryOf } from './country-of';
import { FanCounts, keepFanCounts } from './fan-counts';
import { renderEndedPage, renderFanPage } from './render-fan-page';

// `/{slug}` is the fan page, `/{slug}/go/{service}` the click redirect; on the Songshare host only.
const FAN_PATH = /^\/([a-z0-9][a-z0-9-]{1,62}[a-z0-9])(?:\/go\/([a-z0-9_]{1,40}))?\/?$/;
const RESERVED = new Set<string>(RESERVED_SLUGS);

/**
 * The links of recent fan pages by slug, for a second: a shared link is opened by many fans at
 * once, and its page is read by every one. A change through this server forgets the link at
 * once (forgetFanPage); another server process sees it within the second.
 */
export const FAN_PAGE_KEEP_MS = 1_000;
const keptByDb = new WeakMap<
  object,
  Map<string, { until: number; link: Promise<SmartLinkRow | null> }>
>();

function findLink(db: Database, slug: string): Promise<SmartLinkRow | null> {
  const kept = keptByDb.get(db) ?? new Map();
  keptByDb.set(db, kept);
  const now = Date.now();
  const entry = kept.get(slug);
  if (entry && entry.until > now) return entry.link;
  if (kept.size > 10_000) kept.clear();
  const link = findSmartLinkBySlug(db, slug);
  kept.set(slug, { until: now + FAN_PAGE_KEEP_MS, link });
  link.catch(() => kept.delete(slug));
  return link;
}

/** Forgets the kept fan pages of these slugs (a link changed). */
export function forgetFanPage(db: Database, ...slugs: string[]): void {
  const kept = keptByDb.get(db);
  for (const slug of slugs) kept?.delete(slug);
}

/**
 * Counts a view or a click: dated, placed and identified now, written with its batch within
 * FAN_COUNTS_FLUSH_MS (fan-counts.ts, decision 077), so the fan's answer waits for no write.
 */
function count(
  counts: FanCounts,
  request: FastifyRequest,
  linkId: number,
  serviceId: string | null,
  referrerHost: string | null,
) {
  if (!isCountable(request)) return;
  counts.add({
    linkId,
    kind: serviceId ? 'click' : 'visit',
    serviceId,
    day: countingDay(request.server.demoWorld?.get()),
    address: request.ip,
    userAgent: request.headers['user-agent'] ?? '',
    countryCode: countryOf(request.ip),
    referrerHost,
  });
}

async function answer(counts: FanCounts, request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split('?')[0] ?? '/';
  const match = FAN_PATH.exec(path);
  const slug = match?.[1];
  if (!match || !slug || RESERVED.has(slug)) return;
  const link = await findLink(request.server.db, slug);
  // A draft is nobody's page yet: the web app answers (its own not-found page).
  if (!link || link.state === 'draft') return;
  const noStore = 'private, no-store';
  if (link.state === 'archived') {
    return reply
      .status(410)
      .type('text/html; charset=utf-8')
      .header('cache-control', noStore)
      .send(renderEndedPage(link));
  }
  const query = new URLSearchParams(request.url.split('?')[1] ?? '');
  const serviceId = match[2];
  if (serviceId) {
    const service = link.services.find((entry) => entry.serviceId === serviceId);
    if (!service) return reply.redirect(`/${link.slug}`, 302);
    const ref = query.get('ref');
    count(counts, request, link.id, serviceId, ref && /^[a-z0-9.-]{1,100}$/.test(ref) ? ref : null);
    return reply.header('cache-control', noStore).redirect(service.url, 302);
  }
  const referrer = referrerHostOf(request.headers.referer ?? '', request.headers.host ?? '');
  count(counts, request, link.id, null, referrer);
  return reply
    .type('text/html; charset=utf-8')
    .header('cache-control', noStore)
    .send(renderFanPage(link, publicOrigin(request), referrer));
}

/**
 * Issue 23: the public fan pages of smart links and their click redirect, answered before the
 * web app on the Songshare host (registered before it, so its hook runs first). Anything that is
 * not a live or ended link falls through to the web app.
 */
export const fanPages = fp(
  async (app: FastifyInstance) => {
    const counts = new FanCounts(app.db, app.log);
    keepFanCounts(app.db, counts);
    // Closing writes the visits and clicks that wait (the database closes after the app).
    app.addHook('onClose', () => counts.close());
    app.addHook('onRequest', async (request, reply) => {
      if (request.variant.id !== 'links') return;
      if (request.method !== 'GET' && request.method !== 'HEAD') return;
      return answer(counts, request, reply);
    });
  },
  { name: 'fan-pages', dependencies: ['request-context'] },
);
