import { z } from 'zod';

// MusicBrainz Web Service v2 JSON (musicbrainz.org/doc/MusicBrainz_API), only the fields read.

const ZArtistCredit = z.object({
  name: z.string(),
  joinphrase: z.string().optional(),
  artist: z.object({ id: z.string(), name: z.string() }),
});

/** GET /isrc/{isrc}?fmt=json&inc=artist-credits. */
export const ZMusicBrainzIsrc = z.object({
  isrc: z.string(),
  recordings: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      length: z.number().int().nullish(),
      disambiguation: z.string().optional(),
      'first-release-date': z.string().optional(),
      'artist-credit': z.array(ZArtistCredit).optional(),
    }),
  ),
});
