import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's security headers (CSP, HSTS, nosniff, ...) on every answer. The middleware is built
 * once: @fastify/helmet built it again for every request, parsing the CSP directives each time,
 * which was 4% of the time of a feed answer kept in memory (issue 6).
 */
export const securityHeaders = fp(async (app: FastifyInstance, options: HelmetOptions) => {
  const apply = helmet(options);
  app.addHook('onRequest', (request, reply, done) => {
    apply(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
});
