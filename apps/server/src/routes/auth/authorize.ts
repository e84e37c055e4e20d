import { socialEndpoints } from '@songstats/contract';
import {
  connectProviderObjects,
  findAccountForMember,
  saveAccountAuthorization,
} from '@songstats/db';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app-instance';
import { sessionOf } from '../../auth/require-member';
import { verifyWith } from '../../auth/social/login-with-identity';
import {
  type IntegrationProvider,
  PROVIDER_NAMES,
  type ProviderConnection,
  ProviderRefusedError,
} from '../../integrations/provider-connection';
import { HttpError } from '../../plugins/errors';
import { serveEndpoint } from '../serve-endpoint';

export const NOT_ACCOUNT_OWNER = 'Only the owner of this profile may connect its data.';

/** The account the member owns (spec §6: the primary manager edits it), or a 4xx. */
export async function ownedAccount(app: AppInstance, request: FastifyRequest, idUnique: string) {
  const { member } = sessionOf(request);
  const found = await findAccountForMember(app.db, idUnique, member.id);
  // A hidden profile exists only for its managers and admins (decision 019).
  if (!found || (found.account.hidden && !found.management && !member.isAdmin)) {
    throw new HttpError(404, 'This profile does not exist.');
  }
  if (found.management?.managementType !== 'primary' && !member.isAdmin) {
    throw new HttpError(403, NOT_ACCOUNT_OWNER);
  }
  return { member, account: found.account };
}

const connectedText = (provider: string, name: string) =>
  `Your ${provider} data is now connected to ${name}.`;

const NOTHING_TO_CONNECT: Record<IntegrationProvider, string> = {
  google: 'This Google login has no YouTube channel to connect.',
  facebook: 'This Facebook login manages no page to connect.',
  twitter: 'This Twitter login has no account to connect.',
};

/** Runs a provider adapter; its refusal of the token is a 401 the page shows. */
export async function connectWith<Answer = ProviderConnection>(
  connect: () => Promise<Answer>,
): Promise<Answer> {
  try {
    return await connect();
  } catch (error) {
    if (error instanceof ProviderRefusedError) throw new HttpError(401, error.message);
    throw error;
  }
}

/** Links what the login manages to the profile, marked as connected through that login. */
export async function saveConnection(
  app: AppInstance,
  owned: Awaited<ReturnType<typeof ownedAccount>>,
  connection: ProviderConnection,
) {
  if (connection.objects.length === 0) {
    throw new HttpError(400, NOTHING_TO_CONNECT[connection.provider]);
  }
  await connectProviderObjects(app.db, {
    accountId: owned.account.id,
    memberId: owned.member.id,
    provider: connection.provider,
    subject: connection.subject,
    accountName: connection.accountName,
    objects: connection.objects,
  });
  const names = connection.objects.map((object) => object.name).join(', ');
  const provider = PROVIDER_NAMES[connection.provider];
  return { message: `Your ${provider} data is now connected to ${owned.account.name}: ${names}.` };
}

/**
 * spec §7 auth/authorize_google, authorize_facebook and authorize_twitter: only the profile's
 * owners and admins connect its data. With the data integrations on (integrationsFromEnv) the
 * login's channels, pages and accounts become the profile's links (Integrations settings).
 */
export function authorizeRoutes(app: AppInstance) {
  const google = socialEndpoints.authorizeGoogle;
  serveEndpoint(app, google, {
    access: 'member',
    tags: ['auth'],
    handler: async (request) => {
      const owned = await ownedAccount(app, request, request.body.sourceObjectId);
      const { access_token: accessToken, credential } = request.body.googleResponse;
      const youtube = app.integrations.google;
      if (accessToken) {
        if (!youtube) throw new HttpError(400, 'Google data is not available here.');
        return saveConnection(app, owned, await connectWith(() => youtube(accessToken)));
      }
      // An ID token alone says who the login is, not which channels it has.
      const identity = await verifyWith(app.social, 'google', credential ?? '');
      await saveAccountAuthorization(app.db, {
        accountId: owned.account.id,
        memberId: owned.member.id,
        provider: 'google',
        subject: identity.subject,
      });
      return { message: connectedText('Google', owned.account.name) };
    },
  });

  const facebook = socialEndpoints.authorizeFacebook;
  serveEndpoint(app, facebook, {
    access: 'member',
    tags: ['auth'],
    handler: async (request) => {
      const owned = await ownedAccount(app, request, request.body.sourceObjectId);
      const token = request.body.facebookResponse.accessToken;
      const pages = app.integrations.facebook;
      if (pages) return saveConnection(app, owned, await connectWith(() => pages(token)));
      const identity = await verifyWith(app.social, 'facebook', token);
      await saveAccountAuthorization(app.db, {
        accountId: owned.account.id,
        memberId: owned.member.id,
        provider: 'facebook',
        subject: identity.subject,
      });
      return { message: connectedText('Facebook', owned.account.name) };
    },
  });

  const twitter = socialEndpoints.authorizeTwitter;
  serveEndpoint(app, twitter, {
    access: 'member',
    tags: ['auth'],
    handler: async (request) => {
      const owned = await ownedAccount(app, request, request.body.sourceObjectId);
      const account = app.integrations.twitter;
      // Verifying an OAuth 1.0a token needs our Twitter app's consumer key and secret.
      if (!account) throw new HttpError(400, 'Twitter authorization is not available here.');
      const tokens = request.body.twitterResponse;
      return saveConnection(app, owned, await connectWith(() => account(tokens)));
    },
  });
}
