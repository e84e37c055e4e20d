import { sql } from 'drizzle-orm';
import type { Database } from '../connect';
import { queryRows } from '../query-rows';
import type { SmartLinkService } from '../schema/smart-links';
import { sqlState } from '../sql-state';
import { findSmartLink, type SmartLinkRow } from './smart-link-rows';

const isUniqueViolation = (error: unknown) => sqlState(error) === '23505';

export interface NewSmartLink {
  slug: string;
  accountId: number;
  trackId: number | null;
  createdBy: number;
  title: string;
  artistName: string;
  artworkUrl: string | null;
  state: 'draft' | 'live' | 'archived';
  services: SmartLinkService[];
}

export type SaveSmartLinkResult = { ok: true; link: SmartLinkRow } | { ok: false; reason: 'slug' };

/** Creates a smart link; a slug another link has is refused (`reason: 'slug'`). */
export async function createSmartLink(
  db: Database,
  link: NewSmartLink,
): Promise<SaveSmartLinkResult> {
  try {
    const [row] = await queryRows<{ id: number }>(
      db,
      sql`insert into smart_links (slug, account_id, track_id, created_by, title, artist_name,
            artwork_url, state, services)
          values (${link.slug}, ${link.accountId}, ${link.trackId}, ${link.createdBy},
            ${link.title}, ${link.artistName}, ${link.artworkUrl}, ${link.state},
            ${JSON.stringify(link.services)}::jsonb)
          returning id::int as "id"`,
    );
    const created = await findSmartLink(db, row!.id);
    return { ok: true, link: created! };
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, reason: 'slug' };
    throw error;
  }
}

export type SmartLinkChanges = Partial<
  Pick<NewSmartLink, 'slug' | 'title' | 'artistName' | 'artworkUrl' | 'state' | 'services'>
>;

/** Changes the given fields of a link; a slug another link has is refused. */
export async function updateSmartLink(
  db: Database,
  id: number,
  changes: SmartLinkChanges,
): Promise<SaveSmartLinkResult> {
  const sets = [
    changes.slug !== undefined ? sql`slug = ${changes.slug}` : null,
    changes.title !== undefined ? sql`title = ${changes.title}` : null,
    changes.artistName !== undefined ? sql`artist_name = ${changes.artistName}` : null,
    changes.artworkUrl !== undefined ? sql`artwork_url = ${changes.artworkUrl}` : null,
    changes.state !== undefined ? sql`state = ${changes.state}` : null,
    changes.services !== undefined
      ? sql`services = ${JSON.stringify(changes.services)}::jsonb`
      : null,
  ].filter((set) => set !== null);
  try {
    await queryRows(
      db,
      sql`update smart_links set ${sql.join([...sets, sql`updated_at = now()`], sql`, `)}
          where id = ${id}`,
    );
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, reason: 'slug' };
    throw error;
  }
  const link = await findSmartLink(db, id);
  return { ok: true, link: link! };
}
