import { API_PREFIX } from '@songstats/contract';
import { currentAccountId } from '@songstats/domain';
import { useSession } from '../features/session/session-store';
import { api } from './api';
import { startEarly } from './early-requests';

type Query = Record<string, string | number | null | undefined>;

function address(path: string, query: Query): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  return `${API_PREFIX}${path}?${search.toString()}`;
}

/**
 * The account the member chose last, as features/insights/insights-store.ts keeps it (read from
 * its storage here: the store and its share settings stay out of the entry): a choice made by
 * another member is none.
 */
export function storedChoice(storage: Pick<Storage, 'getItem'> = localStorage): string | null {
  try {
    const stored = JSON.parse(storage.getItem('songstats-insights') ?? 'null') as {
      state?: { memberId?: number | null; chosenIdUnique?: string | null };
    } | null;
    const memberId = useSession.getState().login?.userId ?? null;
    return stored?.state?.memberId === memberId ? (stored.state.chosenIdUnique ?? null) : null;
  } catch {
    return null;
  }
}

/**
 * The account a signed-in page opens on, as `useCurrentAccount` decides it: the one in the
 * address, else the chosen one still in the member's lists, else the first.
 */
function accountOf(fromRoute: string | null, chosen: string | null): string | null {
  const accounts = useSession.getState().login?.subscription.accounts ?? [];
  if (fromRoute) return fromRoute;
  if (chosen && !accounts.some((account) => account.idUnique === chosen)) {
    return accounts[0]?.idUnique ?? null;
  }
  return currentAccountId(accounts, chosen).idUnique;
}

/**
 * The GET calls the first screen of a signed-in page makes (the same addresses as its hooks in
 * features/insights/use-insights.ts and moves/use-moves.ts), for the page at `location`; none
 * for any other page or without a session.
 */
export function firstDataOf(
  location: { pathname: string; search: string },
  chosen: string | null = storedChoice(),
): string[] {
  if (!useSession.getState().login) return [];
  const params = new URLSearchParams(location.search);
  const { pathname } = location;
  if (pathname === '/feed') {
    const idUnique = accountOf(null, chosen);
    // A tier in the address is left to the page (its parsing is the feed's own).
    if (!idUnique || params.has('tier')) return [];
    const source = params.get('source') ?? 'overview';
    return [
      address('/activities/index', { idUnique, source, page: 1 }),
      address('/activities/upcoming', { idUnique }),
    ];
  }
  if (pathname === '/tracks') {
    const idUnique = accountOf(null, chosen);
    if (!idUnique) return [];
    const source = params.get('source') ?? 'spotify';
    return [address('/analytics/top_list_track_data', { idUnique, source, rankType: 'tracks' })];
  }
  if (pathname === '/audience') {
    const idUnique = accountOf(null, chosen);
    if (!idUnique) return [];
    const source = params.get('source') ?? 'overview';
    return [
      address('/audience/summary_stats', { idUnique, source }),
      address('/audience/map_stats', { idUnique, source }),
    ];
  }
  const track = /^\/tracks\/([^/]+)$/.exec(pathname)?.[1];
  if (track) {
    const idUnique = accountOf(params.get('account'), chosen);
    const source = params.get('source') ?? 'overview';
    const base = `/analytics_track/${track}`;
    const overview = address(`${base}/top`, { source: 'overview', range: 'all', idUnique });
    if (source === 'overview') return [overview];
    return [
      overview,
      address(`${base}/top`, { source, range: 'all', idUnique }),
      address(`${base}/bottom`, { source, range: 'all', idUnique }),
      address(`${base}/moves`, { source, idUnique }),
      address(`${base}/map_stats`, { source, idUnique }),
    ];
  }
  return [];
}

/**
 * Issue 29 (decision 080): the entry asks for a signed-in page's first data at once, beside the
 * page's chunk; the page's own calls take those answers (early-requests.ts). Before, each call
 * left only once the chunk had loaded and the page had rendered.
 */
export function startFirstData(location: { pathname: string; search: string }): void {
  for (const url of firstDataOf(location)) startEarly(url, api.headersFor(false));
}
