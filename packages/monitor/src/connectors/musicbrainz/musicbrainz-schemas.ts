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

/** GET /url?resource=<link>&inc=artist-rels: the artist a platform link belongs to. */
export const ZMusicBrainzUrl = z.object({
  id: z.string(),
  resource: z.string(),
  relations: z
    .array(z.object({ artist: z.object({ id: z.string(), name: z.string() }).optional() }))
    .optional(),
});

/** GET /artist/{mbid}?inc=url-rels: the artist's links on other platforms. */
export const ZMusicBrainzArtist = z.object({
  id: z.string(),
  name: z.string(),
  country: z.string().nullish(),
  relations: z.array(z.object({ url: z.object({ resource: z.string() }).optional() })).optional(),
});
