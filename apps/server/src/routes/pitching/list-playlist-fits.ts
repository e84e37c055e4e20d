import { PITCH_LIMITS, type PlaylistFit, pitchingEndpoints } from '@songstats/contract';
import { type Database, listPitchCandidates, loadPitchProfile, queryRows } from '@songstats/db';
import { sql } from 'drizzle-orm';
import type { AppInstance } from '../../app-instance';
import { sessionOf } from '../../auth/require-member';
import { playlistUrl } from '../playlist-checker/playlist-url';
import { serveEndpoint } from '../serve-endpoint';
import { loadPitchTrack } from './pitch-access';
import { pitchAllowance } from './pitch-limit';
import { scoreFit } from './score-fits';

const endpoint = pitchingEndpoints.playlists;

/** When each of these playlists was pitched this track, and which curators opted out. */
async function pitchStates(db: Database, trackId: number, fits: PlaylistFit[]) {
  const pitched = new Map<number, string>();
  if (fits.length > 0) {
    const rows = await queryRows<{ playlistId: number; sentAt: string | Date }>(
      db,
      sql`select playlist_id::int as "playlistId", sent_at as "sentAt" from playlist_pitches
          where track_id = ${trackId} and playlist_id in (${sql.join(
            fits.map((fit) => sql`${fit.playlistId}`),
            sql`, `,
          )})`,
    );
    for (const row of rows) pitched.set(row.playlistId, new Date(row.sentAt).toISOString());
  }
  const emails = [
    ...new Set(
      fits.flatMap((fit) => (fit.curator?.email ? [fit.curator.email.toLowerCase()] : [])),
    ),
  ];
  const optedOut = new Set(
    emails.length === 0
      ? []
      : (
          await queryRows<{ email: string }>(
            db,
            sql`select email from pitch_opt_outs where email in (${sql.join(
              emails.map((email) => sql`${email}`),
              sql`, `,
            )})`,
          )
        ).map((row) => row.email),
  );
  return { pitched, optedOut };
}

/** Issue 23 pitching/playlist_fits: the playlists a track fits, best first, each score explained. */
export function listPlaylistFitsRoute(app: AppInstance) {
  serveEndpoint(app, endpoint, {
    access: 'member',
    tags: ['pitching'],
    handler: async (request) => {
      const { member } = sessionOf(request);
      const { track, artistName } = await loadPitchTrack(
        app.db,
        request,
        request.query.trackIdUnique,
        'read',
      );
      const profile = await loadPitchProfile(app.db, track.id);
      const candidates = await listPitchCandidates(app.db, {
        trackId: track.id,
        genres: profile.genres.map((entry) => entry.genre),
        similarAccountIds: profile.similarArtists.map((artist) => artist.accountId),
        recentDays: PITCH_LIMITS.recentDays,
      });
      const fits: PlaylistFit[] = candidates
        .map((candidate) => ({
          playlistId: candidate.playlistId,
          source: candidate.source,
          name: candidate.name,
          playlistType: candidate.playlistType,
          followers: candidate.followers,
          genres: candidate.genres,
          imageUrl: candidate.imageUrl,
          url: playlistUrl(candidate.source, candidate.externalId),
          ...scoreFit(profile, candidate),
          curator:
            candidate.curatorName !== null || candidate.curatorEmail !== null
              ? { name: candidate.curatorName, email: candidate.curatorEmail }
              : null,
          pitchedAt: null,
          optedOut: false,
        }))
        .sort(
          (a, b) => b.score - a.score || b.followers - a.followers || a.playlistId - b.playlistId,
        )
        .slice(0, PITCH_LIMITS.fitsShown);
      const { pitched, optedOut } = await pitchStates(app.db, track.id, fits);
      for (const fit of fits) {
        fit.pitchedAt = pitched.get(fit.playlistId) ?? null;
        fit.optedOut = fit.curator?.email ? optedOut.has(fit.curator.email.toLowerCase()) : false;
      }
      return {
        track: { trackIdUnique: track.idUnique, title: track.title, artistName },
        genres: profile.genres,
        playlists: fits,
        pitchesLeft: (await pitchAllowance(app.db, member.id)).left,
      };
    },
  });
}
