import { WORLD_IMAGE_PATH, ZWorldImageParams } from '@songstats/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpError } from '../../plugins/errors';

/**
 * Where the demo world answers (its loopback address): set once the embedded world is up, or
 * from WORLD_URL. Null: no world, and every image is a 404 (the web app shows its fallback).
 */
export class WorldImageSource {
  constructor(public url: string | null = null) {}
}

export const NO_IMAGE = 'There is no such image.';
const FETCH_TIMEOUT_MS = 5_000;
/** The world's artwork never changes for an id: browsers keep it a day. */
const CACHE_CONTROL = 'public, max-age=86400';
const SVG = 'image/svg+xml; charset=utf-8';

/**
 * GET /images/{kind}/{id}.svg: the demo world's artwork, fetched from the world and answered on
 * our own origin (docs/decisions/025). The world listens on loopback, on a port a browser
 * cannot reach and that changes between starts, and our CSP allows images only from 'self',
 * data: and https:. Only an SVG the world drew is passed on; anything else is a 404.
 */
export async function worldImageRoutes(
  app: FastifyInstance,
  options: { source: WorldImageSource },
) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      WORLD_IMAGE_PATH,
      { schema: { hide: true, params: ZWorldImageParams } },
      async (request, reply) => {
        const base = options.source.url;
        if (!base) throw new HttpError(404, NO_IMAGE);
        const { kind, file } = request.params;
        let response: Response;
        try {
          response = await fetch(`${base}/images/${kind}/${file}`, {
            signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
          });
        } catch {
          throw new HttpError(404, NO_IMAGE);
        }
        const type = response.headers.get('content-type') ?? '';
        if (!response.ok || !type.startsWith('image/svg+xml')) {
          await response.body?.cancel();
          throw new HttpError(404, NO_IMAGE);
        }
        const body = Buffer.from(await response.arrayBuffer());
        return reply.header('content-type', SVG).header('cache-control', CACHE_CONTROL).send(body);
      },
    );
}
