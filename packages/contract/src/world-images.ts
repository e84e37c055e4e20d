import { z } from 'zod';

/** The kinds of catalogue objects the demo world draws artwork for (docs/decisions/025). */
export const WORLD_IMAGE_KINDS = [
  'artist',
  'label',
  'creator',
  'track',
  'playlist',
  'station',
] as const;

/** The path of a world image: `/images/{kind}/{id}.svg`, as the monitor stores it. */
export const WORLD_IMAGE_PATH = '/images/:kind/:file';

export const ZWorldImageParams = z.object({
  kind: z.enum(WORLD_IMAGE_KINDS, 'No such image.'),
  file: z.string().regex(/^[0-9A-Za-z_-]{1,64}\.svg$/, 'No such image.'),
});
