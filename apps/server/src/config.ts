import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MAIN_VARIANT, type VariantId, variantPorts } from '@songstats/domain';
import { readRealPlatformsTestHooks } from '@songstats/monitor';
import { DEFAULT_READ_CACHE } from './plugins/read-cache';

export interface ServerConfig {
  /** Interface the six ports listen on. */
  host: string;
  /** The ports of the six variants, 8000 to 8005 unless BASE_PORT moves them. */
  ports: Record<VariantId, number>;
  /** PostgreSQL URL; embedded PGlite when unset. */
  databaseUrl: string | undefined;
  /** Folder of the embedded database and the local outbox. */
  dataDir: string;
  /** The built web app (apps/web/dist). */
  webDist: string;
  logLevel: string;
  /** TRUST_PROXY=1 behind a load balancer that sets X-Forwarded-For. */
  trustProxy: boolean;
  /** SMTP URL for outgoing mail; unset writes mail to the local outbox in the data folder. */
  smtpUrl: string | undefined;
  /**
   * Serve the local outbox at /dev/outbox (only when there is no SMTP). Default: on in embedded
   * mode (no DATABASE_URL); DEV_OUTBOX=1 or 0 decides otherwise. Never in production: the outbox
   * holds every member's magic links.
   */
  devOutbox: boolean;
  /** SEED_DEMO=1: insert the small demo catalogue on start (idempotent). */
  seedDemo: boolean;
  /** ADMIN_EMAILS: members signing in with one of these (comma-separated) emails become admins. */
  adminEmails: string[];
  /** The demo world and the monitor in this process (embedded mode's default). */
  embeddedMonitor: boolean;
  world: { seed: number; scale: number; msPerDay: number; historyDays: number };
  /** Entries of each read cache (READ_CACHE_ENTRIES, 10,000 by default; 0 turns them off). */
  readCacheEntries: number;
}

function parsePort(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65_530) {
    throw new Error(`${name} must be a port number, got "${value}"`);
  }
  return port;
}

function parseCount(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 0) {
    throw new Error(`${name} must be a whole number, got "${value}"`);
  }
  return count;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const databaseUrl = env.DATABASE_URL || undefined;
  const smtpUrl = env.SMTP_URL || undefined;
  // The real platforms' test clock is refused outside NODE_ENV=test: the server does not start.
  readRealPlatformsTestHooks(env);
  return {
    host: env.HOST || '127.0.0.1',
    ports: variantPorts(parsePort(env.BASE_PORT, 'BASE_PORT', MAIN_VARIANT.localPort)),
    databaseUrl,
    dataDir: path.resolve(env.DATA_DIR || '.data'),
    webDist: path.resolve(
      env.WEB_DIST || fileURLToPath(new URL('../../web/dist', import.meta.url)),
    ),
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    smtpUrl,
    devOutbox: !smtpUrl && (env.DEV_OUTBOX ? env.DEV_OUTBOX === '1' : !databaseUrl),
    seedDemo: env.SEED_DEMO === '1',
    adminEmails: (env.ADMIN_EMAILS ?? '')
      .split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
    embeddedMonitor: env.MONITOR ? env.MONITOR === 'embedded' : !databaseUrl,
    world: {
      seed: Number(env.WORLD_SEED || 1),
      scale: Number(env.WORLD_SCALE || 1),
      // Real time by default: the demo world's today is today (issue 21).
      msPerDay: Number(env.WORLD_MS_PER_DAY || 86_400_000),
      historyDays: 90,
    },
    readCacheEntries: parseCount(
      env.READ_CACHE_ENTRIES,
      'READ_CACHE_ENTRIES',
      DEFAULT_READ_CACHE.maxEntries,
    ),
  };
}
