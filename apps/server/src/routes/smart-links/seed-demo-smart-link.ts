import { createSmartLink, type Database, queryRows } from '@songstats/db';
import { sql } from 'drizzle-orm';
import { freeSlug } from './list-link-tracks';
import { slugOf, trackServices } from './track-services';

/**
 * Issue 23 demo: the demo member's live smart link, for the newest track of their artist with
 * links on the platforms, made once (a member who has a link keeps theirs).
 */
export async function seedDemoSmartLink(db: Database, memberId: number): Promise<void> {
  const [found] = await queryRows<{
    hasLink: boolean;
    trackId: number | null;
    title: string;
    imageUrl: string | null;
    externalIds: Record<string, string>;
    accountId: number;
    accountName: string;
  }>(
    db,
    sql`select exists (select 1 from smart_links l join managements m on m.account_id = l.account_id
              where m.member_id = ${memberId}) as "hasLink",
            t.id::int as "trackId", t.title, t.image_url as "imageUrl",
            t.external_ids as "externalIds", a.id::int as "accountId", a.name as "accountName"
        from managements m join accounts a on a.id = m.account_id and a.type = 'artist'
        join track_artists ta on ta.account_id = a.id and ta.role = 'primary'
        join tracks t on t.id = ta.track_id and not t.hidden and t.external_ids ? 'spotify'
        where m.member_id = ${memberId} and m.management_type = 'primary'
        order by t.release_date desc nulls last, t.id desc limit 1`,
  );
  if (!found || found.hasLink || found.trackId === null) return;
  await createSmartLink(db, {
    slug: await freeSlug(db, slugOf(found.title)),
    accountId: found.accountId,
    trackId: found.trackId,
    createdBy: memberId,
    title: found.title,
    artistName: found.accountName,
    artworkUrl: found.imageUrl,
    state: 'live',
    services: trackServices(found.externalIds),
  });
}
