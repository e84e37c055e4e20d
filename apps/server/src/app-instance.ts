import type { Database } from '@songstats/db';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { SocialVerifiers } from './auth/social/verified-identity';
import type { DemoWorldStatus } from './embedded/demo-world-status';
import type { SocialIntegrations } from './integrations/provider-connection';
import type { Mailer } from './mail/mailer';
import type { Payments } from './payments/payments-config';
import type { PushService } from './push/web-push';

// The app's type and what it decorates Fastify with, apart from app.ts, so route modules and
// services import it downhill; app.ts imports the routes (issue 29: no import circle).

export type AppInstance = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    mailer: Mailer;
    social: SocialVerifiers;
    /** The data integrations on offer (integrationsFromEnv): spec §7 authorize_*. */
    integrations: SocialIntegrations;
    push: PushService;
    payments: Payments;
    /** Lower-cased emails whose members are made admins when they sign in (ADMIN_EMAILS). */
    adminEmails: ReadonlySet<string>;
    /** The embedded demo world's date, pace and catch-up (null without one). */
    demoWorld: DemoWorldStatus | null;
  }
}
