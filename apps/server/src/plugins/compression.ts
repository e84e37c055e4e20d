import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

export type ContentEncoding = 'br' | 'gzip';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this an answer fits a packet or two either way; compressing it costs more than it saves. */
const MIN_BYTES = 1024;
const COMPRESSIBLE = /^(?:text\/|application\/(?:json|javascript|xml|[\w.+-]*\+json))/i;

/**
 * The encoding an Accept-Encoding header asks for, brotli before gzip at equal weight, or null
 * (absent header, `identity`, or both weighed 0). `*` stands for any encoding not named.
 */
export function negotiateEncoding(header: string | undefined): ContentEncoding | null {
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: ContentEncoding) => weights.get(name) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gz = weightOf('gzip');
  if (br <= 0 && gz <= 0) return null;
  return br >= gz ? 'br' : 'gzip';
}

export function addVaryAcceptEncoding(reply: FastifyReply): void {
  const vary = String(reply.getHeader('vary') ?? '');
  if (/(^|,)\s*(\*|accept-encoding)\s*(,|$)/i.test(vary)) return;
  reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

/**
 * Compresses the answers the server builds in memory (JSON API answers, the rendered index.html,
 * fan pages) when the client accepts brotli or gzip (issue 29). Brotli runs at quality 4 here: the
 * answer is compressed on every request, and 4 is near gzip's speed at a smaller size. The built
 * assets are compressed once at build time at full quality and sent by @fastify/static
 * (preCompressed), so streams are left alone here.
 */
export const compression = fp(
  async (app: FastifyInstance) => {
    app.addHook('onSend', async (request, reply, payload) => {
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
      if (reply.getHeader('content-encoding')) return payload;
      if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''))) return payload;
      addVaryAcceptEncoding(reply);
      const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
      if (body.length < MIN_BYTES || request.method === 'HEAD') return payload;
      const encoding = negotiateEncoding(request.headers['accept-encoding']);
      if (!encoding) return payload;
      const compressed =
        encoding === 'br'
          ? await brotli(body, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: 4,
                [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
              },
            })
          : await gzipAsync(body);
      reply.header('content-encoding', encoding);
      reply.removeHeader('content-length');
      return compressed;
    });
  },
  { name: 'compression' },
);
