import { teamEndpoints } from '@songstats/contract';
import { acceptTeamInvitation, type Database, findMemberById } from '@songstats/db';
import { TEAM_TEXTS } from '@songstats/domain';
import type { AppInstance } from '../../app-instance';
import { startSession } from '../../auth/start-session';
import { HttpError } from '../../plugins/errors';
import { serveEndpoint } from '../serve-endpoint';
import { syncSeatAccess } from './seat-access';

const endpoint = teamEndpoints.acceptInvitation;

/** Per client address: a few retries (tokens cannot be guessed), and a team joining at once. */
export const ACCEPT_INVITATION_RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;

/**
 * Issue 22 accept_invitation {invitationToken}: the mailed link (single use, 7 days) proves the
 * invited address, so it signs that address's member in (signing them up when new, the email
 * confirmed) and they join the team with the team's accounts and plan as secondary managements.
 * Anyone may call it: the token is the credential (256 bits, only its hash stored).
 */
export function acceptInvitationRoute(app: AppInstance) {
  serveEndpoint(app, endpoint, {
    access: 'anyone',
    tags: ['teams'],
    rateLimit: ACCEPT_INVITATION_RATE_LIMIT,
    handler: async (request) => {
      const joined = await app.db.transaction(async (transaction) => {
        const tx = transaction as unknown as Database;
        const result = await acceptTeamInvitation(tx, request.body.invitationToken);
        if (result.kind === 'joined') await syncSeatAccess(tx, result.memberId);
        return result;
      });
      if (joined.kind !== 'joined') throw new HttpError(400, TEAM_TEXTS.invitationInvalid);
      const login = await startSession(app.db, request, joined.memberId, request.body.entryCode);
      const owner = await findMemberById(app.db, joined.ownerMemberId);
      if (!login || !owner) throw new HttpError(400, TEAM_TEXTS.invitationInvalid);
      request.log.info({ teamId: joined.teamId, memberId: joined.memberId }, 'team joined');
      return {
        ...login,
        message: TEAM_TEXTS.joined(TEAM_TEXTS.teamName(owner.name)),
        teamId: joined.teamId,
      };
    },
  });
}
