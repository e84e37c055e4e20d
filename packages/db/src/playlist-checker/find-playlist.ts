import { and, eq } from 'drizzle-orm';
import type { Database } from '../connect';
import { playlists } from '../schema';

export type PlaylistRecord = typeof playlists.$inferSelect;

/** spec §2 /{sourceId}/{playlistId}: the playlist of a platform by its platform id, or null. */
export async function findPlaylist(
  db: Database,
  source: string,
  externalId: string,
): Promise<PlaylistRecord | null> {
  const [row] = await db
    .select()
    .from(playlists)
    .where(and(eq(playlists.source, source), eq(playlists.externalId, externalId)))
    .limit(1);
  return row ?? null;
}
