import { sql } from 'drizzle-orm';
import type { Database } from '../connect';
import { queryRows } from '../query-rows';

/** What the playlists a track's artists are on say about the track (docs/decisions/046). */
export interface PitchProfile {
  /** Monitored playlists holding a track of the artists. */
  homePlaylists: number;
  /** Each genre of those playlists with how many of them have it, most first. */
  genres: { genre: string; playlists: number }[];
  /** The median follower count of those playlists; null with none. */
  medianFollowers: number | null;
  /** Artists whose tracks share most playlists with the track's artists. */
  similarArtists: { accountId: number; name: string; sharedPlaylists: number }[];
}

/** A monitored playlist the track is not on, with what its score is made of. */
export interface PitchCandidate {
  playlistId: number;
  source: string;
  externalId: string;
  name: string;
  playlistType: 'editorial' | 'listener';
  followers: number;
  genres: string[];
  imageUrl: string | null;
  curatorName: string | null;
  curatorEmail: string | null;
  ownerName: string | null;
  /** Tracks of similar artists added in the `recentDays` before the newest add the monitor saw. */
  recentSimilarAdds: number;
  /** Up to three of those artists' names. */
  recentSimilarNames: string[];
}

export const SIMILAR_ARTISTS_MAX = 50;
/**
 * Similar artists are read from the artists' home playlists they were added to most recently,
 * this many at most: an artist on thousands of playlists would otherwise read all their entries.
 */
export const SIMILARITY_PLAYLISTS_MAX = 200;

/** The track's artists' monitored playlists, their genres and sizes, and the similar artists. */
export async function loadPitchProfile(db: Database, trackId: number): Promise<PitchProfile> {
  const home = await queryRows<{ followers: number; genres: string[] }>(
    db,
    sql`select p.followers, p.genres from playlists p
        where p.id in (
          select pe.playlist_id from playlist_entries pe
          join track_artists ta on ta.track_id = pe.track_id
          where ta.account_id in (select account_id from track_artists where track_id = ${trackId}))
        and exists (select 1 from playlist_snapshots s where s.playlist_id = p.id)`,
  );
  const counts = new Map<string, number>();
  for (const row of home) {
    for (const genre of new Set(row.genres)) counts.set(genre, (counts.get(genre) ?? 0) + 1);
  }
  const genres = [...counts]
    .map(([genre, playlists]) => ({ genre, playlists }))
    .sort((a, b) => b.playlists - a.playlists || a.genre.localeCompare(b.genre));
  const sizes = home.map((row) => row.followers).sort((a, b) => a - b);
  const middle = sizes.length >> 1;
  const medianFollowers =
    sizes.length === 0
      ? null
      : sizes.length % 2 === 1
        ? sizes[middle]!
        : Math.round((sizes[middle - 1]! + sizes[middle]!) / 2);
  const similarArtists = await queryRows<{
    accountId: number;
    name: string;
    sharedPlaylists: number;
  }>(
    db,
    sql`with own as (select account_id from track_artists where track_id = ${trackId}),
        home as (
          select pe.playlist_id from playlist_entries pe
          join track_artists ta on ta.track_id = pe.track_id
          where ta.account_id in (select account_id from own)
          group by pe.playlist_id
          order by max(pe.added_at) desc, pe.playlist_id
          limit ${SIMILARITY_PLAYLISTS_MAX})
        select a.id::int as "accountId", a.name,
          count(distinct pe.playlist_id)::int as "sharedPlaylists"
        from playlist_entries pe
        join track_artists ta on ta.track_id = pe.track_id
        join accounts a on a.id = ta.account_id
        where pe.playlist_id in (select playlist_id from home)
          and ta.account_id not in (select account_id from own) and not a.hidden
        group by a.id, a.name
        order by "sharedPlaylists" desc, a.name
        limit ${SIMILAR_ARTISTS_MAX}`,
  );
  return { homePlaylists: home.length, genres, medianFollowers, similarArtists };
}

/**
 * Monitored playlists (a snapshot, not excluded by an admin) that are not algorithmic (no one to
 * pitch), do not hold the track, and share a genre with the profile or added a similar artist's
 * track in the `recentDays` before the newest add the monitor saw on them.
 */
export async function listPitchCandidates(
  db: Database,
  input: {
    trackId: number;
    genres: string[];
    similarAccountIds: number[];
    recentDays: number;
    /** This one playlist, whatever its genre (the one a pitch goes to). */
    playlistId?: number;
  },
): Promise<PitchCandidate[]> {
  const genres = sql`array[${sql.join(
    input.genres.map((genre) => sql`${genre}`),
    sql`, `,
  )}]::text[]`;
  const fits =
    input.playlistId === undefined
      ? sql`(p.genres && ${genres} or r.playlist_id is not null)`
      : sql`p.id = ${input.playlistId}`;
  const similar =
    input.similarAccountIds.length === 0
      ? sql`select null::bigint as account_id where false`
      : sql`select unnest(array[${sql.join(
          input.similarAccountIds.map((id) => sql`${id}`),
          sql`, `,
        )}]::bigint[]) as account_id`;
  return queryRows<PitchCandidate>(
    db,
    sql`with similar_artists as (${similar}),
        similar_entries as (
          select pe.playlist_id, pe.track_id, pe.added_at, ta.account_id
          from playlist_entries pe
          join track_artists ta on ta.track_id = pe.track_id
          where ta.account_id in (select account_id from similar_artists)),
        newest as (select max(added_at) as day from similar_entries),
        recent as (
          select se.playlist_id, count(distinct se.track_id)::int as adds,
            (array_agg(distinct a.name))[1:3] as names
          from similar_entries se join accounts a on a.id = se.account_id
          where se.added_at > (select day from newest) - ${input.recentDays}::int
          group by se.playlist_id)
        select p.id::int as "playlistId", p.source, p.external_id as "externalId", p.name,
          p.playlist_type as "playlistType", p.followers, p.genres, p.image_url as "imageUrl",
          p.curator_name as "curatorName", p.curator_email as "curatorEmail",
          p.owner_name as "ownerName",
          coalesce(r.adds, 0)::int as "recentSimilarAdds",
          coalesce(r.names, array[]::text[]) as "recentSimilarNames"
        from playlists p
        join playlist_snapshots s on s.playlist_id = p.id
        left join recent r on r.playlist_id = p.id
        where p.playlist_type <> 'algorithmic'
          and ${fits}
          and not exists (select 1 from playlist_entries x
            where x.playlist_id = p.id and x.track_id = ${input.trackId})
          and not exists (select 1 from monitor_exclusions e
            where e.kind = 'playlist' and e.object_id = p.id)`,
  );
}
