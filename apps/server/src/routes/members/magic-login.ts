import { memberEndpoints } from '@songstats/contract';
import { consumeMagicToken } from '@songstats/db';
import { TEXTS } from '@songstats/domain';
import type { AppInstance } from '../../app';
import { LOGIN_RATE_LIMIT } from '../../auth/rate-limits';
import { HttpError } from '../../plugins/errors';
import { errorResponses } from '../responses';
import { startSession } from './start-session';

const endpoint = memberEndpoints.magicLogin;

export const INVALID_MAGIC_LINK = TEXTS.errors.magicLinkInvalid;

/** spec §7 magic_login: a single-use, 15-minute token becomes a session (spec §3 response). */
export function magicLoginRoute(app: AppInstance) {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      summary: endpoint.summary,
      tags: ['members'],
      body: endpoint.body,
      response: { 200: endpoint.response, ...errorResponses },
    },
    config: { rateLimit: LOGIN_RATE_LIMIT },
    handler: async (request) => {
      const used = await consumeMagicToken(app.db, request.body.magicToken);
      if (!used) throw new HttpError(400, INVALID_MAGIC_LINK);
      const login = await startSession(app.db, request, used.memberId, request.body.entryCode);
      if (!login) throw new HttpError(400, INVALID_MAGIC_LINK);
      return login;
    },
  });
}
