import { playlistCheckerEndpoints } from '@songstats/contract';
import { checkMonth, playlistCheckUsage } from '@songstats/db';
import type { AppInstance } from '../../app';
import { requireMember, sessionOf } from '../../auth/require-member';
import { errorResponses } from '../responses';
import { memberCheckPlan, usageText } from './check-plan';

const usageEndpoint = playlistCheckerEndpoints.usage;

/** spec §9: the member's checks this month ("37 of 100 checks used this month"). */
export function checkUsageRoute(app: AppInstance) {
  app.route({
    method: usageEndpoint.method,
    url: usageEndpoint.path,
    schema: {
      summary: usageEndpoint.summary,
      tags: ['playlist_checker'],
      response: { 200: usageEndpoint.response, ...errorResponses },
    },
    preHandler: requireMember,
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
