import { socialEndpoints } from '@songstats/contract';
import { connectIdentity, type Database, type Member } from '@songstats/db';
import type { AppInstance } from '../../app-instance';
import { sessionOf } from '../../auth/require-member';
import { verifyWith } from '../../auth/social/login-with-identity';
import type { VerifiedIdentity } from '../../auth/social/verified-identity';
import { HttpError } from '../../plugins/errors';
import { presentUser } from '../../presenters/present-user';
import { serveEndpoint } from '../serve-endpoint';

export const IDENTITY_TAKEN = 'This login is already connected to another account.';

async function connect(db: Database, member: Member, identity: VerifiedIdentity) {
  const connected = await connectIdentity(db, {
    memberId: member.id,
    provider: identity.provider,
    subject: identity.subject,
    email: identity.email,
  });
  if (!connected) throw new HttpError(409, IDENTITY_TAKEN);
  return { user: await presentUser(db, member) };
}

/** spec §7 connect_*_member: adds a social login to the member (shown in account management). */
export function socialConnectRoutes(app: AppInstance) {
  const google = socialEndpoints.connectGoogleMember;
  serveEndpoint(app, google, {
    access: 'member',
    tags: ['members'],
    handler: async (request) => {
      const identity = await verifyWith(
        app.social,
        'google',
        request.body.googleResponse.credential,
      );
      return connect(app.db, sessionOf(request).member, identity);
    },
  });

  const apple = socialEndpoints.connectAppleMember;
  serveEndpoint(app, apple, {
    access: 'member',
    tags: ['members'],
    handler: async (request) => {
      const token = request.body.appleResponse.authorization.id_token;
      return connect(
        app.db,
        sessionOf(request).member,
        await verifyWith(app.social, 'apple', token),
      );
    },
  });

  const facebook = socialEndpoints.connectFacebookMember;
  serveEndpoint(app, facebook, {
    access: 'member',
    tags: ['members'],
    handler: async (request) => {
      const token = request.body.facebookResponse.accessToken;
      return connect(
        app.db,
        sessionOf(request).member,
        await verifyWith(app.social, 'facebook', token),
      );
    },
  });
}
