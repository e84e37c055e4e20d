import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { hash, Salt } from '../model/random';
import { deezerTrackByIsrc } from '../views/deezer-track-views';
import type { World } from '../world';
import { JsonText, RawBody, type RouteContext } from './context';
import { HttpError } from './http-error';
import { handlePresaveService, PresaveServiceState } from './presave-service';
import { Router } from './router';
import { activityRoutes } from './routes/activity-routes';
import { audienceRoutes } from './routes/audience-routes';
import { catalogRoutes } from './routes/catalog-routes';
import { channelAudienceRoutes } from './routes/channel-audience-routes';
import { chartRoutes } from './routes/chart-routes';
import { commentRoutes } from './routes/comment-routes';
import { fanRoutes } from './routes/fan-routes';
import { imageRoutes } from './routes/image-routes';
import { platformPlaylistRoutes } from './routes/platform-playlist-routes';
import { sidePostRoutes } from './routes/side-post-routes';
import { socialRoutes } from './routes/social-routes';
import { spotifyRoutes } from './routes/spotify-routes';
import { statsRoutes } from './routes/stats-routes';
import { truthRoute } from './routes/truth-route';
import { twitchRoutes } from './routes/twitch-routes';

export type FaultOptions = {
  /** Share of requests answered 429 with Retry-After (0..1). */
  rate429?: number;
  /** Share of requests answered 200 with a truncated JSON body (0..1). */
  malformedRate?: number;
  /** Seed of the fault sequence (default: the world's seed). */
  seed?: number;
};

export type WorldServerOptions = {
  port?: number;
  host?: string;
  faults?: FaultOptions;
  /** Enables GET /__truth for requests sending this value in `x-truth-token`. */
  truthToken?: string;
};

export type WorldServer = { url: string; port: number; close(): Promise<void> };

function buildRouter(): Router {
  const router = new Router();
  for (const [pattern, handler] of [
    ...spotifyRoutes,
    ...platformPlaylistRoutes,
    ...catalogRoutes,
    ...chartRoutes,
    ...statsRoutes,
    ...activityRoutes,
    ...audienceRoutes,
    ...commentRoutes,
    ...socialRoutes,
    ...sidePostRoutes,
    ...twitchRoutes,
    ...channelAudienceRoutes,
    ...fanRoutes,
  ]) {
    router.add(pattern, handler);
  }
  return router;
}

type Reply = {
  status: number;
  body: unknown;
  truncate?: boolean;
  headers?: Record<string, string>;
};

const errorReply = (status: number, message: string): Reply => ({
  status,
  body: { error: { status, message } },
});

function send(response: ServerResponse, reply: Reply): void {
  if (reply.body instanceof RawBody) {
    const raw = Buffer.from(reply.body.body);
    response.writeHead(reply.status, {
      'content-type': reply.body.contentType,
      'cache-control': reply.body.cacheControl,
      'content-length': raw.length,
    });
    response.end(raw);
    return;
  }
  let text = reply.body instanceof JsonText ? reply.body.text : JSON.stringify(reply.body);
  if (reply.truncate) text = text.slice(0, Math.max(1, text.length >> 1));
  // Encoded once: its length is the header's, and it is written as it is.
  const body = Buffer.from(text);
  response.writeHead(reply.status, {
    ...reply.headers,
    'content-type': 'application/json; charset=utf-8',
    'content-length': body.length,
  });
  response.end(body);
}

export function startWorldServer(
  world: World,
  options: WorldServerOptions = {},
): Promise<WorldServer> {
  const router = buildRouter();
  const images = new Router();
  for (const [pattern, handler] of imageRoutes) images.add(pattern, handler);
  const faults = options.faults ?? {};
  const faultSeed = faults.seed ?? world.seed;
  let requestNumber = 0;

  const handle = (request: IncomingMessage): Reply => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (request.method !== 'GET') return errorReply(405, 'Method not allowed');
    const context: Omit<RouteContext, 'params'> = {
      world,
      query: url.searchParams,
      baseUrl: `http://${request.headers.host ?? 'localhost'}`,
      path: url.pathname,
      headers: request.headers,
    };
    if (url.pathname === '/__truth') {
      const token = request.headers['x-truth-token'];
      if (!options.truthToken || token !== options.truthToken) {
        return errorReply(403, 'Truth is for tests: send the x-truth-token header');
      }
      return { status: 200, body: truthRoute({ ...context, params: [] }) };
    }
    // Images are for browsers (through our server), not the monitor: never faulted, and they
    // take no number of the fault sequence, so a test's faults stay where they were.
    const image = url.pathname.startsWith('/images/') ? images.match(url.pathname) : undefined;
    if (image) return { status: 200, body: image.handler({ ...context, params: image.params }) };
    // Faults come from a seeded sequence over request numbers, so a test run is repeatable.
    const roll = hash(faultSeed, Salt.fault, requestNumber++) / 4294967296;
    const rate429 = faults.rate429 ?? 0;
    if (roll < rate429) {
      return { ...errorReply(429, 'API rate limit exceeded'), headers: { 'retry-after': '1' } };
    }
    const truncate = roll < rate429 + (faults.malformedRate ?? 0);
    const matched = router.match(url.pathname);
    if (!matched) return errorReply(404, 'Service not found');
    return { status: 200, body: matched.handler({ ...context, params: matched.params }), truncate };
  };

  // Issue 23: the pre-save service side (authorize, token exchange, library saves) under /presave/.
  const presaves = new PresaveServiceState((isrc) => deezerTrackByIsrc(world.state, isrc));
  const server = createServer({ keepAlive: true }, (request, response) => {
    if (handlePresaveService(presaves, request, response)) return;
    let reply: Reply;
    try {
      reply = handle(request);
    } catch (error) {
      reply =
        error instanceof HttpError
          ? errorReply(error.status, error.message)
          : errorReply(500, error instanceof Error ? error.message : 'Internal error');
    }
    send(response, reply);
  });
  // Clients keep connections open between polls; outlive their idle timeouts.
  server.keepAliveTimeout = 65_000;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => {
      const address = server.address() as AddressInfo;
      const host = address.address.includes(':') ? `[${address.address}]` : address.address;
      resolve({
        url: `http://${host}:${address.port}`,
        port: address.port,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
