import type { FastifyRequest } from 'fastify';

export const REDACTED = '[redacted]';

/**
 * Query parameters whose value is a secret: our magic links (`/magic?token=`), PayPal's return
 * (`?token=<order>&PayerID=`), and the usual names of keys, codes and signatures.
 */
const SECRET_PARAMETER =
  /token|secret|password|passwd|signature|^sig$|key$|^code$|auth|session|payerid|credential/i;

/**
 * A path segment that looks like a random secret rather than a name: 32 or more base64url
 * characters mixing upper case, lower case and digits (our tokens are 43), or 32+ hex digits.
 */
function looksRandom(segment: string): boolean {
  if (segment.length < 32 || !/^[\w-]+$/.test(segment)) return false;
  if (/^[0-9a-f]+$/i.test(segment)) return true;
  return /[A-Z]/.test(segment) && /[a-z]/.test(segment) && /\d/.test(segment);
}

/**
 * The URL as the log may show it (issue 20: working magic links were written to the log): the
 * value of every secret query parameter and every random-looking path segment replaced, the
 * rest kept as it came, so the log still tells which call was made.
 */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const redactedPath = path
    .split('/')
    .map((segment) => (looksRandom(segment) ? REDACTED : segment))
    .join('/');
  if (queryAt === -1) return redactedPath;
  const query = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const equalsAt = pair.indexOf('=');
      if (equalsAt === -1) return pair;
      let name = pair.slice(0, equalsAt);
      try {
        name = decodeURIComponent(name);
      } catch {
        // A malformed name is compared as it came.
      }
      return SECRET_PARAMETER.test(name) || looksRandom(pair.slice(equalsAt + 1))
        ? `${pair.slice(0, equalsAt)}=${REDACTED}`
        : pair;
    })
    .join('&');
  return `${redactedPath}?${query}`;
}

/**
 * pino serializers of the server's logger (main.ts): Fastify's request fields, with the URL
 * redacted. Headers are not logged at all (the bearer token is one).
 */
export const logSerializers = {
  req(request: FastifyRequest) {
    const version = request.headers?.['accept-version'];
    return {
      method: request.method,
      url: redactUrl(request.url),
      version: Array.isArray(version) ? version.join(', ') : version,
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    };
  },
};
