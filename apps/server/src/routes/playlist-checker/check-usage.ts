import { playlistCheckerEndpoints } from '@songstats/contract';
import { checkMonth, playlistCheckUsage } from '@songstats/db';
import type { AppInstance } from '../../app-instance';
import { sessionOf } from '../../auth/require-member';
import { serveEndpoint } from '../serve-endpoint';
import { memberCheckPlan, usageText } from './check-plan';

const usageEndpoint = playlistCheckerEndpoints.usage;

/** spec §9: the member's checks this month ("37 of 100 checks used this month"). */
export function checkUsageRoute(app: AppInstance) {
  serveEndpoint(app, usageEndpoint, {
    access: 'member',
    tags: ['playlist_checker'],
    handler: async (request) => {
      const member = sessionOf(request).member;
      const plan = await memberCheckPlan(app.db, member);
      if (!plan.hasSubscriptionAccess) return { hasSubscriptionAccess: false, usage: null };
      const { used } = await playlistCheckUsage(app.db, member.id);
      return {
        hasSubscriptionAccess: true,
        usage: { used, limit: plan.limit, month: checkMonth(), text: usageText(used, plan.limit) },
      };
    },
  });
}
