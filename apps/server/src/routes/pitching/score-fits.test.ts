import type { PitchCandidate, PitchProfile } from '@songstats/db';
import { describe, expect, it } from 'vitest';
import { scoreFit } from './score-fits';

// docs/decisions/046: each part of a fit's score and the sentence that explains it.
const profile: PitchProfile = {
  homePlaylists: 1_112,
  genres: [
    { genre: 'pop', playlists: 229 },
    { genre: 'house', playlists: 96 },
  ],
  medianFollowers: 20_000,
  similarArtists: [],
};
const candidate: PitchCandidate = {
  playlistId: 1,
  source: 'spotify',
  externalId: 'x',
  name: 'Deep House',
  playlistType: 'listener',
  followers: 150,
  genres: ['house'],
  imageUrl: null,
  curatorName: null,
  curatorEmail: null,
  ownerName: null,
  recentSimilarAdds: 5,
  recentSimilarNames: ['A', 'B', 'C'],
};

describe('scoreFit', () => {
  it("weighs a genre against the artists' most common one, a size by powers of ten", () => {
    const { score, reasons } = scoreFit(profile, candidate);
    expect(reasons.map((reason) => [reason.points, reason.text])).toEqual([
      [
        21,
        'Genre: house, on 96 of the 1,112 playlists your artists are on (pop, the most common, on 229).',
      ],
      [
        0,
        'Size: 150 followers, 132× smaller than the playlists your artists are on (median 20,000).',
      ],
      [25, 'Recent adds: 5 tracks of similar artists in the last 28 days (A, B, C).'],
    ]);
    expect(score).toBe(46);
  });

  it('says why a part gives nothing', () => {
    const empty = { homePlaylists: 0, genres: [], medianFollowers: null, similarArtists: [] };
    const { score, reasons } = scoreFit(empty, { ...candidate, recentSimilarAdds: 0 });
    expect(score).toBe(0);
    expect(reasons.map((reason) => reason.text)).toEqual([
      "Genre: not known yet; the track's artists are on no monitored playlist.",
      "Size: 150 followers; your artists' size is not known yet.",
      'Recent adds: no track of a similar artist in the last 28 days.',
    ]);
  });
});
