import {
  API_PREFIX,
  checkRequestStamp,
  FRONTEND_PLATFORMS,
  type FrontendPlatform,
  REQUEST_HEADERS,
} from '@songstats/contract';
import { resolveVariant, type Variant, type VariantId } from '@songstats/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from './errors';

export interface ClientInfo {
  platform: FrontendPlatform;
  frontendVersion: number | null;
  appVersion: string | null;
  buildTimestamp: string | null;
  bearerToken: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    variant: Variant;
    client: ClientInfo;
  }
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function readClientInfo(request: FastifyRequest): ClientInfo {
  const platform = header(request, REQUEST_HEADERS.frontendPlatform);
  const version = header(request, REQUEST_HEADERS.frontendVersion);
  const authorization = header(request, REQUEST_HEADERS.authorization);
  const bearer = authorization?.match(/^Bearer\s+(\S+)$/i)?.[1] ?? null;
  return {
    platform: FRONTEND_PLATFORMS.includes(platform as FrontendPlatform)
      ? (platform as FrontendPlatform)
      : 'web',
    frontendVersion: version && /^\d+$/.test(version) ? Number(version) : null,
    appVersion: header(request, REQUEST_HEADERS.appVersion) ?? null,
    buildTimestamp: header(request, REQUEST_HEADERS.buildTimestamp) ?? null,
    bearerToken: bearer,
  };
}

/**
 * Every request learns its variant from the Host header (spec §1) and, on the API, the client's
 * spec §7 headers. A stamp header that is present but malformed or stale is refused with a 400;
 * a request without one (curl, a health probe) passes.
 */
export const requestContext = fp(
  async (app: FastifyInstance, options: { ports: Record<VariantId, number> }) => {
    app.decorateRequest('variant', null as unknown as Variant);
    app.decorateRequest('client', null as unknown as ClientInfo);
    app.addHook('onRequest', async (request) => {
      request.variant = resolveVariant(request.headers.host, options.ports);
      if (!request.url.startsWith(`${API_PREFIX}/`)) return;
      request.client = readClientInfo(request);
      const stamp = header(request, REQUEST_HEADERS.stamp);
      if (stamp === undefined) return;
      const check = checkRequestStamp(stamp);
      if (!check.ok) {
        throw new HttpError(
          400,
          check.reason === 'stale'
            ? 'The request is too old or too far in the future. Check the date and time of your device.'
            : 'The request stamp header is malformed.',
        );
      }
    });
  },
  { name: 'request-context' },
);
