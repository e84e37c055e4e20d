import { PITCH_LIMITS, type PitchReason } from '@songstats/contract';
import type { PitchCandidate, PitchProfile } from '@songstats/db';

// The explained score of a playlist for a track (docs/decisions/046): 0 to 100 points, made of
// genre (50), size (25) and recent adds of similar artists (25); each reason says its points.

export const FIT_POINTS = { genre: 50, size: 25, recentAdds: 25 } as const;
/** Recent adds of similar artists that give the whole 25 points. */
export const RECENT_ADDS_FULL = 3;
/** A size this many powers of ten from the median of the artist's playlists gives 0 points. */
export const SIZE_DECADES = 2;

const count = (value: number) => value.toLocaleString('en-US');
const plural = (value: number, one: string, many: string) =>
  `${count(value)} ${value === 1 ? one : many}`;

function genreReason(profile: PitchProfile, candidate: PitchCandidate): PitchReason {
  const base = { factor: 'genre' as const, maxPoints: FIT_POINTS.genre };
  if (profile.homePlaylists === 0) {
    return {
      ...base,
      points: 0,
      text: "Genre: not known yet; the track's artists are on no monitored playlist.",
    };
  }
  const shared = profile.genres.filter((entry) => candidate.genres.includes(entry.genre));
  if (shared.length === 0) {
    return {
      ...base,
      points: 0,
      text: `Genre: ${candidate.genres.join(', ') || 'none given'}, not one of your playlists' genres.`,
    };
  }
  // The playlist's best shared genre against the artists' most common one: a genre as common on
  // their playlists as their most common gives the whole 50 points.
  const top = profile.genres[0]!;
  const best = shared[0]!;
  const points = Math.round((FIT_POINTS.genre * best.playlists) / top.playlists);
  const names = shared.map((entry) => entry.genre).join(', ');
  const on = `${plural(profile.homePlaylists, 'playlist', 'playlists')} your artists are on`;
  return {
    ...base,
    points,
    text:
      best.playlists === top.playlists
        ? `Genre: ${names}, the most common genre of the ${on} (${count(best.playlists)}).`
        : `Genre: ${names}, on ${count(best.playlists)} of the ${on} (${top.genre}, the most common, on ${count(top.playlists)}).`,
  };
}

function sizeReason(profile: PitchProfile, candidate: PitchCandidate): PitchReason {
  const base = { factor: 'size' as const, maxPoints: FIT_POINTS.size };
  const followers = plural(candidate.followers, 'follower', 'followers');
  if (profile.medianFollowers === null) {
    return { ...base, points: 0, text: `Size: ${followers}; your artists' size is not known yet.` };
  }
  const distance = Math.abs(
    Math.log10(candidate.followers + 1) - Math.log10(profile.medianFollowers + 1),
  );
  const points = Math.round(FIT_POINTS.size * Math.max(0, 1 - distance / SIZE_DECADES));
  const ratio = (candidate.followers + 1) / (profile.medianFollowers + 1);
  const where =
    ratio >= 0.5 && ratio <= 2
      ? 'about the size of'
      : ratio > 2
        ? `${Math.round(ratio).toLocaleString('en-US')}× the size of`
        : `${Math.round(1 / ratio).toLocaleString('en-US')}× smaller than`;
  return {
    ...base,
    points,
    text: `Size: ${followers}, ${where} the playlists your artists are on (median ${count(profile.medianFollowers)}).`,
  };
}

function recentReason(candidate: PitchCandidate): PitchReason {
  const base = { factor: 'recent_adds' as const, maxPoints: FIT_POINTS.recentAdds };
  const adds = candidate.recentSimilarAdds;
  if (adds === 0) {
    return {
      ...base,
      points: 0,
      text: `Recent adds: no track of a similar artist in the last ${PITCH_LIMITS.recentDays} days.`,
    };
  }
  const points = Math.round(
    (FIT_POINTS.recentAdds * Math.min(adds, RECENT_ADDS_FULL)) / RECENT_ADDS_FULL,
  );
  return {
    ...base,
    points,
    text: `Recent adds: ${plural(adds, 'track', 'tracks')} of similar artists in the last ${PITCH_LIMITS.recentDays} days (${candidate.recentSimilarNames.join(', ')}).`,
  };
}

/** The reasons of a playlist's fit and their sum, 0 to 100. */
export function scoreFit(
  profile: PitchProfile,
  candidate: PitchCandidate,
): { score: number; reasons: PitchReason[] } {
  const reasons = [
    genreReason(profile, candidate),
    sizeReason(profile, candidate),
    recentReason(candidate),
  ];
  return { score: reasons.reduce((sum, reason) => sum + reason.points, 0), reasons };
}
