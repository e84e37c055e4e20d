import type { Database } from '@songstats/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../mail/mailer';
import { sendActivityDigests } from './activity-digest';

/**
 * Issue 22: the daily activity digest, checked every hour; each member gets at most one per UTC
 * day (claimed in the database, so several server processes send it once). Stopped on close.
 */
export function startDigestTimer(
  db: Database,
  mailer: Mailer,
  origin: string,
  log: FastifyBaseLogger,
  everyMs = 3_600_000,
): { stop(): void } {
  const run = () => {
    const day = new Date().toISOString().slice(0, 10);
    sendActivityDigests(db, mailer, { day, origin })
      .then((sent) => {
        if (sent > 0) log.info(`activity digests: ${sent} mailed`);
      })
      .catch((error: unknown) => log.warn({ err: error }, 'activity digests failed'));
  };
  const timer = setInterval(run, everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
