import { RESERVED_SLUGS, smartLinkEndpoints } from '@songstats/contract';
import {
  type Database,
  listSmartLinkAccountIds,
  listSmartLinkTracks,
  queryRows,
} from '@songstats/db';
import { sql } from 'drizzle-orm';
import type { AppInstance } from '../../app-instance';
import { sessionOf } from '../../auth/require-member';
import { serveEndpoint } from '../serve-endpoint';
import { slugOf, trackServices } from './track-services';

const endpoint = smartLinkEndpoints.tracks;

/** `base`, else `base-2`, `base-3`...: the first short link no link has. */
export async function freeSlug(db: Database, base: string): Promise<string> {
  const taken = new Set(
    (
      await queryRows<{ slug: string }>(
        db,
        sql`select slug from smart_links where slug = ${base} or slug like ${`${base}-%`}`,
      )
    ).map((row) => row.slug),
  );
  for (const reserved of RESERVED_SLUGS) taken.add(reserved);
  for (let index = 1; ; index += 1) {
    const slug = index === 1 ? base : `${base}-${index}`;
    if (!taken.has(slug)) return slug;
  }
}

/** Issue 23 smart_links/tracks: what a new link can be for, with the catalogue's links. */
export function listLinkTracksRoute(app: AppInstance) {
  serveEndpoint(app, endpoint, {
    access: 'member',
    tags: ['smart links'],
    handler: async (request) => {
      const { member } = sessionOf(request);
      const accountIds = await listSmartLinkAccountIds(app.db, member.id);
      if (accountIds.length === 0) return { tracks: [] };
      const rows = await listSmartLinkTracks(app.db, accountIds, request.query.q, 50);
      const tracks = [];
      for (const row of rows) {
        tracks.push({
          trackIdUnique: row.trackIdUnique,
          title: row.title,
          artistName: row.accountName,
          accountIdUnique: row.accountIdUnique,
          imageUrl: row.imageUrl,
          releaseDate: row.releaseDate,
          services: trackServices(row.externalIds),
          suggestedSlug: await freeSlug(app.db, slugOf(row.title)),
        });
      }
      return { tracks };
    },
  });
}
