import { supportEndpoints } from '@songstats/contract';
import { countMonitored, type MonitoredCountRow } from '@songstats/db';
import type { AppInstance } from '../../app-instance';
import { serveEndpoint } from '../serve-endpoint';

const endpoint = supportEndpoints.monitoredCounts;

/** How long a count is kept before the tables are counted again. */
export const MONITORED_COUNTS_LIFETIME_MS = 10 * 60 * 1000;

type Kind = MonitoredCountRow['kind'];

/**
 * Which of this installation's tables counts each source of the landing pages, and the word for
 * it: playlists for the streaming services, charts for the chart services, posts of creators for
 * the video platforms, stations for radio.
 */
const COUNTED: Record<string, { kind: Kind; keys: string[]; countType: string }> = {
  spotify: { kind: 'playlists', keys: ['spotify'], countType: 'playlists' },
  apple_music: { kind: 'playlists', keys: ['apple_music'], countType: 'playlists' },
  deezer: { kind: 'playlists', keys: ['deezer'], countType: 'playlists' },
  amazon: { kind: 'playlists', keys: ['amazon'], countType: 'playlists' },
  tidal: { kind: 'playlists', keys: ['tidal'], countType: 'playlists' },
  soundcloud: { kind: 'playlists', keys: ['soundcloud'], countType: 'playlists' },
  youtube: { kind: 'posts', keys: ['youtube'], countType: 'videos' },
  tiktok: { kind: 'posts', keys: ['tiktok'], countType: 'videos' },
  instagram: { kind: 'posts', keys: ['instagram'], countType: 'posts' },
  shazam: { kind: 'charts', keys: ['shazam'], countType: 'charts' },
  itunes: { kind: 'charts', keys: ['itunes'], countType: 'charts' },
  beatport: { kind: 'charts', keys: ['beatport'], countType: 'charts' },
  traxsource: { kind: 'charts', keys: ['traxsource'], countType: 'charts' },
  radio: { kind: 'stations', keys: ['radio', 'digital'], countType: 'stations' },
  siriusxm: { kind: 'stations', keys: ['sat_radio', 'tv'], countType: 'channels' },
};

/** The counts by source, only those with something counted. */
export function monitoredCounts(rows: readonly MonitoredCountRow[]) {
  return Object.entries(COUNTED).flatMap(([sourceId, counted]) => {
    const count = rows
      .filter((row) => row.kind === counted.kind && counted.keys.includes(row.key))
      .reduce((sum, row) => sum + Number(row.count), 0);
    return count > 0 ? [{ sourceId, count, countType: counted.countType }] : [];
  });
}

/** Issue 30: the landing page's "What we monitor", from this installation's own tables. */
export function monitoredCountsRoute(app: AppInstance) {
  let cached: { at: number; answer: { sources: ReturnType<typeof monitoredCounts> } } | null = null;
  serveEndpoint(app, endpoint, {
    access: 'anyone',
    tags: ['support'],
    handler: async () => {
      const now = Date.now();
      if (!cached || now - cached.at > MONITORED_COUNTS_LIFETIME_MS) {
        cached = { at: now, answer: { sources: monitoredCounts(await countMonitored(app.db)) } };
      }
      return cached.answer;
    },
  });
}
