import { memberSettingsEndpoints } from '@songstats/contract';
import type { Member } from '@songstats/db';
import { activitySettingSources, storedSourceTier, type VariantId } from '@songstats/domain';
import type { AppInstance } from '../../app-instance';
import { sessionOf } from '../../auth/require-member';
import { serveEndpoint } from '../serve-endpoint';

const endpoint = memberSettingsEndpoints.activitySettings;

/** The rows of Settings > Activities on a product: its sources with the member's tiers. */
export function presentActivitySettings(
  member: Pick<Member, 'activityTiers' | 'isBetaTester'>,
  variant: VariantId,
) {
  return activitySettingSources(variant, member.isBetaTester).map((source) => ({
    sourceId: source.id,
    name: source.name,
    tier: storedSourceTier(member.activityTiers, source.id),
  }));
}

/** spec §2 GET /members/activity_settings: the member of the session's own tiers. */
export function activitySettingsRoute(app: AppInstance) {
  serveEndpoint(app, endpoint, {
    access: 'member',
    tags: ['members'],
    handler: async (request) => ({
      activitySettings: presentActivitySettings(sessionOf(request).member, request.variant.id),
    }),
  });
}
