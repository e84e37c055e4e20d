import { queryRows } from '@songstats/db';
import { sql } from 'drizzle-orm';
import type { MonitorContext } from '../context';
import { FetchFailedError } from '../http/fetch-json';
import { mapConcurrent } from '../map-concurrent';

/** A watched playlist whose track list did not change but whose details day is today. */
export interface PlaylistDetailsDue {
  /** Our id. */
  id: number;
  /** The platform's id. */
  externalId: string;
}

/** How many playlists' details one statement writes. */
const DETAILS_BATCH = 500;

/**
 * Reads again the details (name, owner, curator, artwork, description) of watched playlists whose
 * snapshot did not change, on their details day (`detailsDue`: one day in seven, spread by id, so
 * a cycle reads about a seventh of the unchanged playlists, one request each). A curator who only
 * rewrites the description leaves the track list and the snapshot as they were, so without this
 * the monitor would never see the edit (issue 24). Only what differs is written. A playlist the
 * platform fails for keeps its stored details; its next details day tries again.
 */
export async function refreshPlaylistDetails(
  context: MonitorContext,
  due: readonly PlaylistDetailsDue[],
): Promise<{ read: number; updated: number; failed: number }> {
  let updated = 0;
  let failed = 0;
  for (let start = 0; start < due.length; start += DETAILS_BATCH) {
    if (context.signal?.aborted) break;
    const batch = due.slice(start, start + DETAILS_BATCH);
    const read = await mapConcurrent(batch, context.concurrency, async (playlist) => {
      try {
        const meta = await context.world.playlist(playlist.externalId);
        return {
          id: playlist.id,
          name: meta.name,
          ownerName: meta.owner?.display_name ?? null,
          curatorName: meta.x_curator?.name ?? null,
          curatorEmail: meta.x_curator?.email ?? null,
          imageUrl: context.world.imagePath(meta.images?.[0]?.url),
          // '' is the platform's "no description": it clears a stored one.
          description: meta.description ?? '',
        };
      } catch (error) {
        if (!(error instanceof FetchFailedError)) throw error;
        failed++;
        context.log.warn(`playlist ${playlist.externalId} details: ${error.message}`);
        return null;
      }
    });
    const rows = read.filter((row) => row !== null);
    if (rows.length === 0) continue;
    // The same rule as a changed playlist's write (apply-playlist-batch.ts): a detail the
    // platform leaves out keeps the stored one; the row is rewritten only when something differs.
    const written = await queryRows<{ id: number }>(
      context.db,
      sql`
      update playlists p set name = x.name, owner_name = x.owner_name,
        curator_name = x.curator_name, curator_email = x.curator_email, image_url = x.image_url,
        description = x.description
      from (
        select x.id, x.name,
          coalesce(x."ownerName", p.owner_name) as owner_name,
          coalesce(x."curatorName", p.curator_name) as curator_name,
          coalesce(x."curatorEmail", p.curator_email) as curator_email,
          coalesce(x."imageUrl", p.image_url) as image_url,
          nullif(x.description, '') as description
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(id bigint, name text,
          "ownerName" text, "curatorName" text, "curatorEmail" text, "imageUrl" text,
          description text)
        join playlists p on p.id = x.id
      ) x
      where p.id = x.id
        and (p.name, p.owner_name, p.curator_name, p.curator_email, p.image_url, p.description)
          is distinct from (x.name, x.owner_name, x.curator_name, x.curator_email, x.image_url,
          x.description)
      returning p.id`,
    );
    updated += written.length;
  }
  return { read: due.length - failed, updated, failed };
}
