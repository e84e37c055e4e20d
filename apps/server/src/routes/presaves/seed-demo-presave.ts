import { PRESAVE_TEXTS } from '@songstats/contract';
import { createPresaveCampaign, type Database, queryRows } from '@songstats/db';
import { sql } from 'drizzle-orm';
import { DEMO_MEMBER_EMAIL } from '../../embedded/seed-demo-member';
import { slugOf } from '../smart-links/track-services';

const DAY_MS = 86_400_000;

/** Deezer's album and artist ids of a recording, by its ISRC (the Deezer adapter's findRelease). */
export type FindDeezerRelease = (
  isrc: string,
) => Promise<{ albumId: string; artistId: string | null } | null>;

/**
 * Issue 23 demo: the demo member's pre-save, for the track of their smart link, whose release
 * day is two days after the world's date `worldDate` (inside the world's calendar), on Spotify
 * (the track's URI; the artist's to follow) and on Deezer when `findDeezer` finds the track's
 * ISRC there (its single's album id; its artist's to follow). Made once: true when the demo
 * member has one (now or before), false while the demo member or their link is not there yet.
 */
export async function seedDemoPresave(
  db: Database,
  worldDate: string,
  findDeezer?: FindDeezerRelease,
): Promise<boolean> {
  const [found] = await queryRows<{
    memberId: number;
    hasCampaign: boolean;
    title: string | null;
    artistName: string | null;
    artworkUrl: string | null;
    externalIds: Record<string, string> | null;
    isrc: string | null;
    artistIds: Record<string, string> | null;
  }>(
    db,
    sql`select mb.id::int as "memberId",
          exists (select 1 from presave_campaigns c where c.owner_member_id = mb.id) as "hasCampaign",
          l.title, l.artist_name as "artistName", l.artwork_url as "artworkUrl",
          t.external_ids as "externalIds", t.isrc, a.external_ids as "artistIds"
        from members mb
        left join lateral (select l.* from smart_links l
          join managements m on m.account_id = l.account_id and m.member_id = mb.id
          order by l.id limit 1) l on true
        left join tracks t on t.id = l.track_id
        left join accounts a on a.id = l.account_id
        where mb.email = ${DEMO_MEMBER_EMAIL}`,
  );
  if (!found) return false;
  if (found.hasCampaign) return true;
  const spotify = found.externalIds?.spotify;
  if (!found.title || !found.artistName || !spotify) return false;
  const releaseDate = new Date(Date.parse(`${worldDate}T00:00:00Z`) + 2 * DAY_MS)
    .toISOString()
    .slice(0, 10);
  // The catalogue knows the track's Spotify id; Deezer's ids come from Deezer, by the ISRC.
  const deezer = found.isrc && findDeezer ? await findDeezer(found.isrc).catch(() => null) : null;
  const campaign = await createPresaveCampaign(db, {
    ownerMemberId: found.memberId,
    slug: `presave-${slugOf(found.title)}`.slice(0, 60).replace(/-+$/, ''),
    title: found.title,
    artistName: found.artistName,
    releaseDate,
    artworkUrl: found.artworkUrl,
    services: deezer ? ['spotify', 'deezer'] : ['spotify'],
    spotifyUri: `spotify:track:${spotify}`,
    spotifyArtistUri: found.artistIds?.spotify ? `spotify:artist:${found.artistIds.spotify}` : null,
    deezerAlbumId: deezer?.albumId ?? null,
    deezerArtistId: deezer?.artistId ?? null,
    consentText: PRESAVE_TEXTS.defaultConsent(found.artistName),
  });
  return campaign !== null;
}
