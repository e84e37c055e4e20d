import { ADMIN_TEXTS } from '@songstats/contract';
import { isAdminAccessToken } from '@songstats/db';
import type { AppInstance } from '../../app-instance';
import { HttpError } from '../../plugins/errors';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Issue 26, spec §3, §6: a session opened through admin is read-only. Every call but a read
 * is refused with 403 and a message the banner's screen shows; the check is one indexed look-up,
 * made only for writes that carry a token.
 */
export function readOnlyAdminAccess(app: AppInstance) {
  app.addHook('onRequest', async (request) => {
    if (READS.has(request.method)) return;
    const token = request.client?.bearerToken;
    if (!token) return;
    if (await isAdminAccessToken(app.db, token)) throw new HttpError(403, ADMIN_TEXTS.readOnly);
  });
}
