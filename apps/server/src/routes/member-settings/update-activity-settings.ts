import { memberSettingsEndpoints } from '@songstats/contract';
import { setMemberActivityTier } from '@songstats/db';
import { activitySettingProblem, sourceById, TIERS } from '@songstats/domain';
import type { AppInstance } from '../../app-instance';
import { sessionOf } from '../../auth/require-member';
import { HttpError } from '../../plugins/errors';
import { serveEndpoint } from '../serve-endpoint';
import { presentActivitySettings } from './activity-settings';

const endpoint = memberSettingsEndpoints.updateActivitySettings;

/**
 * spec §2, §9 PUT /members/update_activity_settings {sourceId, tier}: the member's own tier of a
 * source. The feed's pages are keyed by the tiers they apply, so the next page follows it.
 */
export function updateActivitySettingsRoute(app: AppInstance) {
  serveEndpoint(app, endpoint, {
    access: 'member',
    tags: ['members'],
    handler: async (request) => {
      const { member } = sessionOf(request);
      const { sourceId, tier } = request.body;
      const problem = activitySettingProblem(sourceId, member.isBetaTester);
      if (problem) throw new HttpError(400, problem);
      const activityTiers = await setMemberActivityTier(app.db, member.id, sourceId, tier);
      return {
        activitySettings: presentActivitySettings(
          { activityTiers, isBetaTester: member.isBetaTester },
          request.variant.id,
        ),
        message: `${sourceById(sourceId)!.name} now shows ${TIERS[tier].name} activities.`,
      };
    },
  });
}
