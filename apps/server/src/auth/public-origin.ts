import type { FastifyRequest } from 'fastify';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The origin mailed links point to. A brand host or a local host of the request is used as is;
 * any other Host header falls back to the variant's brand host, so a forged Host cannot send a
 * member's magic link to someone else's site.
 */
export function publicOrigin(request: FastifyRequest): string {
  const host = (request.headers.host ?? '').toLowerCase();
  const hostname = host.replace(/:\d+$/, '');
  if (LOCAL_HOSTS.has(hostname)) return `http://${host}`;
  if (request.variant.brandHosts.includes(hostname)) return `https://${hostname}`;
  return `https://${request.variant.brandHosts[0]}`;
}
