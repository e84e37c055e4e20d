import { hash } from '@node-rs/argon2';
import { memberEndpoints } from '@songstats/contract';
import { deleteOtherSessions, updateMember } from '@songstats/db';
import { accountUpdatedMessage } from '@songstats/domain';
import type { AppInstance } from '../../app-instance';
import { sessionOf } from '../../auth/require-member';
import { HttpError } from '../../plugins/errors';
import { presentUser } from '../../presenters/present-user';
import { serveEndpoint } from '../serve-endpoint';

const endpoint = memberEndpoints.updateMe;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORDS_DIFFER = 'The passwords do not match.';
export const PASSWORD_TOO_SHORT = `Your password needs at least ${PASSWORD_MIN_LENGTH} characters.`;
export const NOTHING_TO_UPDATE = 'Please enter a new name or a new password.';

/**
 * spec §5, §7, §8 PATCH /members/me {password, confirm_password, name}. A new password is stored
 * as an argon2id hash and logs out every other session of the member.
 */
export function updateMeRoute(app: AppInstance) {
  serveEndpoint(app, endpoint, {
    access: 'member',
    tags: ['members'],
    handler: async (request) => {
      const { member, sessionId } = sessionOf(request);
      const { name, password, confirm_password: confirmPassword } = request.body;
      const passwordSet = Boolean(password);
      // Issue 20: `{}` (or a confirmation alone) reached the database as an empty update, a 500.
      if (!name && !passwordSet) throw new HttpError(400, NOTHING_TO_UPDATE);
      if (passwordSet) {
        if (password !== confirmPassword) throw new HttpError(400, PASSWORDS_DIFFER);
        if (password!.length < PASSWORD_MIN_LENGTH) throw new HttpError(400, PASSWORD_TOO_SHORT);
      }
      const updated = await updateMember(app.db, member.id, {
        ...(name ? { name } : {}),
        ...(passwordSet ? { passwordHash: await hash(password!) } : {}),
      });
      if (passwordSet) await deleteOtherSessions(app.db, member.id, sessionId);
      return {
        user: await presentUser(app.db, updated),
        message: accountUpdatedMessage(passwordSet),
      };
    },
  });
}
