import { socialEndpoints } from '@songstats/contract';
import { findAccountForMember, saveAccountAuthorization } from '@songstats/db';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app';
import { requireMember, sessionOf } from '../../auth/require-member';
import { verifyWith } from '../../auth/social/login-with-identity';
import { HttpError } from '../../plugins/errors';
import { errorResponses } from '../responses';

export const NOT_ACCOUNT_OWNER = 'Only the owner of this profile may connect its data.';

/** The account the member owns (spec §6: the primary manager edits it), or a 4xx. */
async function ownedAccount(app: AppInstance, request: FastifyRequest, idUnique: string) {
  const { member } = sessionOf(request);
  const found = await findAccountForMember(app.db, idUnique, member.id);
  if (!found) throw new HttpError(404, 'This profile does not exist.');
  if (found.management?.managementType !== 'primary' && !member.isAdmin) {
    throw new HttpError(403, NOT_ACCOUNT_OWNER);
  }
  return { member, account: found.account };
}

const connectedText = (provider: string, name: string) =>
  `Your ${provider} data is now connected to ${name}.`;

/** spec §7 auth/authorize_google, authorize_facebook and authorize_twitter. */
export function authorizeRoutes(app: AppInstance) {
  const google = socialEndpoints.authorizeGoogle;
  app.route({
    method: google.method,
    url: google.path,
    schema: {
      summary: google.summary,
      tags: ['auth'],
      body: google.body,
      response: { 200: google.response, ...errorResponses },
    },
    preHandler: requireMember,
    handler: async (request) => {
      const { member, account } = await ownedAccount(app, request, request.body.sourceObjectId);
      const identity = await verifyWith(
        app.social,
        'google',
        request.body.googleResponse.credential,
      );
      await saveAccountAuthorization(app.db, {
        accountId: account.id,
        memberId: member.id,
        provider: 'google',
        subject: identity.subject,
      });
      return { message: connectedText('Google', account.name) };
    },
  });

  const facebook = socialEndpoints.authorizeFacebook;
  app.route({
    method: facebook.method,
    url: facebook.path,
    schema: {
      summary: facebook.summary,
      tags: ['auth'],
      body: facebook.body,
      response: { 200: facebook.response, ...errorResponses },
    },
    preHandler: requireMember,
    handler: async (request) => {
      const { member, account } = await ownedAccount(app, request, request.body.sourceObjectId);
      const token = request.body.facebookResponse.accessToken;
      const identity = await verifyWith(app.social, 'facebook', token);
      await saveAccountAuthorization(app.db, {
        accountId: account.id,
        memberId: member.id,
        provider: 'facebook',
        subject: identity.subject,
      });
      return { message: connectedText('Facebook', account.name) };
    },
  });

  const twitter = socialEndpoints.authorizeTwitter;
  app.route({
    method: twitter.method,
    url: twitter.path,
    schema: {
      summary: twitter.summary,
      tags: ['auth'],
      body: twitter.body,
      response: { 200: twitter.response, ...errorResponses },
    },
    preHandler: requireMember,
    handler: async (request) => {
      await ownedAccount(app, request, request.body.sourceObjectId);
      // Verifying an OAuth 1.0a token needs Twitter API credentials this server does not have.
      throw new HttpError(400, 'Twitter authorization is not available here.');
    },
  });
}
