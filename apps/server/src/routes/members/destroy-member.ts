import { memberEndpoints } from '@songstats/contract';
import { deleteMember } from '@songstats/db';
import { accountDeletionMessage, canDeleteAccount } from '@songstats/domain';
import type { AppInstance } from '../../app';
import { requireMember, sessionOf } from '../../auth/require-member';
import { HttpError } from '../../plugins/errors';
import { errorResponses } from '../responses';

const endpoint = memberEndpoints.destroyMember;

/** spec §5, §8 destroy_member: refused if the member has or had a subscription. */
export function destroyMemberRoute(app: AppInstance) {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      summary: endpoint.summary,
      tags: ['members'],
      response: { 200: endpoint.response, ...errorResponses },
    },
    preHandler: requireMember,
    handler: async (request) => {
      const { member } = sessionOf(request);
      const supportHost = request.variant.brandHosts[0] ?? request.hostname;
      const message = accountDeletionMessage(member.hasHadSubscription, supportHost);
      if (!canDeleteAccount(member.hasHadSubscription)) throw new HttpError(403, message);
      await deleteMember(app.db, member.id);
      return { message };
    },
  });
}
