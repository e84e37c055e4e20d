import { PITCH_LIMITS, pitchingEndpoints } from '@songstats/contract';
import { listContactHistory, listSmartLinkAccountIds } from '@songstats/db';
import type { AppInstance } from '../../app-instance';
import { sessionOf } from '../../auth/require-member';
import { serveEndpoint } from '../serve-endpoint';

const endpoint = pitchingEndpoints.history;

/**
 * Issue 23 pitching/contact_history, spec §2 Contact history: the pitches sent for the profiles the
 * member manages (a teammate sees the team's), newest first; site admins see every pitch.
 */
export function contactHistoryRoute(app: AppInstance) {
  serveEndpoint(app, endpoint, {
    access: 'member',
    tags: ['pitching'],
    handler: async (request) => {
      const { member } = sessionOf(request);
      const accountIds = member.isAdmin ? null : await listSmartLinkAccountIds(app.db, member.id);
      return { contacts: await listContactHistory(app.db, accountIds, PITCH_LIMITS.historyRows) };
    },
  });
}
