import { FEED_PAGE_SIZE, insightEndpoints } from '@songstats/contract';
import { type FeedQuery, listFeedActivities } from '@songstats/db';
import { sourceById, storedSourceTier } from '@songstats/domain';
import type { AppInstance } from '../../app-instance';
import { sessionOf } from '../../auth/require-member';
import { lockedActivities, presentActivity } from '../../presenters/present-activity';
import { serveEndpoint } from '../serve-endpoint';
import { loadInsightAccess } from './insight-access';

const endpoint = insightEndpoints.activities;

const RADIO_SOURCES = ['radio', 'siriusxm'];

/**
 * The sources a feed reads: all for 'overview', the member's favorites the catalogue knows (spec
 * §9), or one. Mixed feeds leave radio out without radio access (spec §6).
 */
function feedSources(
  sourceId: string,
  favorites: readonly string[],
  hasRadioAccess: boolean,
): string[] | null {
  if (sourceId === 'overview') return null;
  if (sourceId === 'favorites') {
    return favorites.filter(
      (id) =>
        sourceById(id)?.tags.isSource &&
        sourceById(id)?.tags.feed &&
        (hasRadioAccess || !RADIO_SOURCES.includes(id)),
    );
  }
  return [sourceId];
}

/** The member's per-source tiers stricter than the feed's, in a stable order (a cache key part). */
function stricterSourceTiers(stored: Readonly<Record<string, unknown>>, tier: number) {
  const stricter: Record<string, number> = {};
  for (const id of Object.keys(stored).sort()) {
    const chosen = storedSourceTier(stored, id);
    if (chosen < tier) stricter[id] = chosen;
  }
  return stricter;
}

/** The cache key of a feed page: everything that chooses its rows. */
function feedPageKey(query: FeedQuery): string {
  const after = query.after ? `${query.after.date}:${query.after.id}` : `+${query.offset ?? 0}`;
  return [
    query.accountId,
    query.sources?.join(',') ?? '*',
    query.excludeSources?.join(',') ?? '',
    query.maxTier,
    Object.entries(query.sourceTiers ?? {})
      .map(([id, tier]) => `${id}=${tier}`)
      .join(','),
    query.limit,
    after,
    query.hideBotted ? 'nobots' : '',
  ].join('|');
}

function parseCursor(cursor: string | undefined) {
  if (!cursor) return null;
  const [date, id] = cursor.split(':');
  return { date: date!, id: Number(id) };
}

/**
 * spec §4, §7 activities/index: a page of the account's feed at the member's tier (activity
 * settings, or the higher one the feed's tier control asks for), newest first; a restricted account gets locked placeholders and hasAccess false.
 */
export function activitiesRoute(app: AppInstance) {
  serveEndpoint(app, endpoint, {
    access: 'member-on-account',
    tags: ['insights'],
    handler: async (request, reply) => {
      const { idUnique, source, page, cursor } = request.query;
      const access = await loadInsightAccess(request, idUnique, source);
      const echo = { accountIdUnique: access.account.idUnique, sourceId: source, page };
      const { member } = sessionOf(request);
      // The tier control narrows the member's activity-settings tier (spec §9), never widens it;
      // the tier the member chose for a source (Settings > Activities) narrows it for that source.
      const ceiling = Math.min(access.tier, request.query.tier ?? access.tier);
      const isMixed = source === 'overview' || source === 'favorites';
      const tier = isMixed
        ? ceiling
        : Math.min(ceiling, storedSourceTier(member.activityTiers, source));
      if (!access.hasAccess) {
        const today = new Date().toISOString().slice(0, 10);
        return {
          ...echo,
          tracks: page === 1 ? lockedActivities(source, today) : [],
          hasAccess: false,
          noMoreLoadableItems: true,
          nextCursor: null,
          tier,
        };
      }
      const favorites = member.favoriteSources;
      const sources = feedSources(source, favorites, access.hasRadioAccess);
      const after = parseCursor(cursor);
      const query = {
        accountId: access.account.id,
        sources,
        excludeSources: access.hasRadioAccess ? [] : RADIO_SOURCES,
        maxTier: tier,
        ...(isMixed ? { sourceTiers: stricterSourceTiers(member.activityTiers, tier) } : {}),
        limit: FEED_PAGE_SIZE + 1,
        ...(after ? { after } : { offset: (page - 1) * FEED_PAGE_SIZE }),
        // Issue 28: the member's setting leaves botted playlists out (decision 057).
        hideBotted: member.hideBottedPlaylists,
      };
      // The answer is kept serialised: encoding and stringifying 25 items cost more than the
      // rest of a kept answer (issue 6). The key holds all it depends on (echo and tier too).
      const key = `${feedPageKey(query)}|${echo.accountIdUnique}|${source}|${page}`;
      const body = await app.readCache.feedPages.getOrLoad(key, async () => {
        const rows = sources?.length === 0 ? [] : await listFeedActivities(app.db, query);
        const items = rows.slice(0, FEED_PAGE_SIZE);
        const hasMore = rows.length > FEED_PAGE_SIZE;
        const last = items.at(-1);
        const json = JSON.stringify(
          endpoint.response.encode({
            ...echo,
            tracks: items.map(presentActivity),
            hasAccess: true,
            noMoreLoadableItems: !hasMore,
            nextCursor: hasMore && last ? `${last.activityDate}:${last.id}` : null,
            tier,
          }),
        );
        return { value: json, rows: [['feed', query.accountId]] as const };
      });
      // Already encoded by the response schema; a JSON string is sent as it is.
      return reply.type('application/json; charset=utf-8').send(body as never);
    },
  });
}
