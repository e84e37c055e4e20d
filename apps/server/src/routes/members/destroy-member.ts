import { memberEndpoints } from '@songstats/contract';
import { deleteMember } from '@songstats/db';
import { accountDeletionMessage, canDeleteAccount } from '@songstats/domain';
import type { AppInstance } from '../../app-instance';
import { sessionOf } from '../../auth/require-member';
import { HttpError } from '../../plugins/errors';
import { serveEndpoint } from '../serve-endpoint';

const endpoint = memberEndpoints.destroyMember;

/** spec §5, §8 destroy_member: refused if the member has or had a subscription. */
export function destroyMemberRoute(app: AppInstance) {
  serveEndpoint(app, endpoint, {
    access: 'member',
    tags: ['members'],
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
