import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { API_PREFIX, FRONTEND_VERSION } from '@songstats/contract';
import type { Database } from '@songstats/db';
import type { VariantId } from '@songstats/domain';
import Fastify, { type FastifyHttpOptions, type RawServerDefault } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppInstance } from './app-instance';
import type { SocialVerifiers } from './auth/social/verified-identity';
import type { DemoWorldStatus } from './embedded/demo-world-status';
import { fanPages } from './fan-pages/fan-pages';
import type { SocialIntegrations } from './integrations/provider-connection';
import type { Mailer } from './mail/mailer';
import { type Payments, sandboxPayments } from './payments/payments-config';
import { compression } from './plugins/compression';
import { errorHandling } from './plugins/errors';
import { DEFAULT_READ_CACHE, type ReadCacheOptions, readCache } from './plugins/read-cache';
import { requestContext } from './plugins/request-context';
import { securityHeaders } from './plugins/security-headers';
import { SIGNED_IN_MARK_CSP, webApp } from './plugins/web-app';
import { presavePages, presavePagesOptionsFromEnv } from './presave-pages';
import { createPushService } from './push/web-push';
import { apiRoutes } from './routes';
import { devOutboxRoutes } from './routes/dev/outbox';
import { WorldImageSource, worldImageRoutes } from './routes/images/world-images';

export type { AppInstance };

export interface BuildAppOptions {
  db: Database;
  ports: Record<VariantId, number>;
  /** Behind a load balancer: take the client address from X-Forwarded-For (rate limits use it). */
  trustProxy?: boolean;
  /** The built web app; omitted in API-only tests. */
  webDist?: string;
  logger?: FastifyHttpOptions<RawServerDefault>['logger'];
  serverFactory?: FastifyHttpOptions<RawServerDefault>['serverFactory'];
  /** Where mail goes: SMTP or the local outbox (see createMailer). */
  mailer: Mailer;
  /** Embedded mode: serve the local outbox at /dev/outbox and name it in the page. */
  devOutboxDir?: string | undefined;
  /** The social logins on offer (socialVerifiersFromEnv); none by default. */
  social?: SocialVerifiers;
  /** The data integrations on offer (integrationsFromEnv); none by default. */
  integrations?: SocialIntegrations;
  /** The payment providers (paymentsFromEnv); the embedded sandbox by default. */
  payments?: Payments;
  /** Members signing in with one of these emails become admins (ADMIN_EMAILS); none by default. */
  adminEmails?: readonly string[];
  /** The read caches (READ_CACHE_ENTRIES); DEFAULT_READ_CACHE by default. */
  readCache?: ReadCacheOptions;
  /** Embedded mode: the demo world's status, reported by the uptime check. */
  demoWorld?: DemoWorldStatus;
  /** The demo world whose artwork /images/... answers (docs/decisions/025); none by default. */
  worldImages?: WorldImageSource;
}

export async function buildApp(options: BuildAppOptions): Promise<AppInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    bodyLimit: 1_048_576,
    ...(options.serverFactory ? { serverFactory: options.serverFactory } : {}),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', options.db);
  app.decorate('mailer', options.mailer);
  app.decorate('social', options.social ?? {});
  app.decorate('integrations', options.integrations ?? {});
  app.decorate('payments', options.payments ?? sandboxPayments());
  app.decorate(
    'adminEmails',
    new Set((options.adminEmails ?? []).map((email) => email.toLowerCase())),
  );
  app.decorate('demoWorld', options.demoWorld ?? null);
  app.decorate('push', await createPushService(options.db, 'mailto:support@songstats.com'));
  app.decorateRequest('session', null);

  await app.register(errorHandling);
  // Issue 29: answers built in memory go out brotli- or gzip-compressed when the client asks.
  await app.register(compression);
  await app.register(readCache, options.readCache ?? DEFAULT_READ_CACHE);
  await app.register(requestContext, { ports: options.ports });
  await app.register(securityHeaders, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // The one inline script: a pre-rendered page's signed-in mark (plugins/web-app.ts).
        scriptSrc: ["'self'", SIGNED_IN_MARK_CSP],
        connectSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Same-origin calls keep their page address, so error reports say where they happened.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  await app.register(rateLimit, { global: false });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Songstats API',
        description: `Every call of the product family (frontend version ${FRONTEND_VERSION}).`,
        version: '1',
      },
      servers: [{ url: '/' }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  await app.register(apiRoutes, { prefix: API_PREFIX });
  await app.register(worldImageRoutes, { source: options.worldImages ?? new WorldImageSource() });
  if (options.devOutboxDir) {
    await app.register(devOutboxRoutes, { outboxDir: options.devOutboxDir });
  }
  // Issue 23: smart links' fan pages on the Songshare host, before the web app's pages.
  await app.register(fanPages);
  // Issue 23: pre-save fan pages on the presave host, answered before the web app.
  await app.register(
    presavePages,
    presavePagesOptionsFromEnv(
      process.env,
      options.ports.presave,
      () => options.worldImages?.url ?? null,
    ),
  );
  if (options.webDist) {
    await app.register(webApp, {
      webDist: options.webDist,
      devOutbox: Boolean(options.devOutboxDir),
    });
  }
  return app;
}
