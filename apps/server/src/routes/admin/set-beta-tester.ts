import { ADMIN_TEXTS, adminEndpoints } from '@songstats/contract';
import { findMemberById, setBetaTester } from '@songstats/db';
import type { AppInstance } from '../../app-instance';
import { HttpError } from '../../plugins/errors';
import { serveEndpoint } from '../serve-endpoint';
import { adminOf } from './admin-route';

const endpoint = adminEndpoints.setBetaTester;

/** Issue 26, Members and Beta Testers desks: spec §6 isBetaTester on or off, logged. */
export function setBetaTesterRoute(app: AppInstance) {
  serveEndpoint(app, endpoint, {
    access: 'admin',
    tags: ['admin'],
    handler: async (request) => {
      const { memberId, isBetaTester } = request.body;
      const member = await findMemberById(app.db, memberId);
      const changed =
        member && (await setBetaTester(app.db, adminOf(request), memberId, isBetaTester));
      if (!member || !changed) throw new HttpError(404, ADMIN_TEXTS.memberNotFound);
      return {
        message: isBetaTester
          ? ADMIN_TEXTS.betaTesterOn(member.name)
          : ADMIN_TEXTS.betaTesterOff(member.name),
        isBetaTester: changed.isBetaTester,
      };
    },
  });
}
