import { socialEndpoints } from '@songstats/contract';
import { saveTwitterRequestToken, takeTwitterRequestToken } from '@songstats/db';
import type { AppInstance } from '../../app-instance';
import { publicOrigin } from '../../auth/public-origin';
import { sessionOf } from '../../auth/require-member';
import { HttpError } from '../../plugins/errors';
import { serveEndpoint } from '../serve-endpoint';
import { connectWith, ownedAccount, saveConnection } from './authorize';

export const TWITTER_NOT_AVAILABLE = 'Twitter authorization is not available here.';
export const TWITTER_SIGN_IN_EXPIRED =
  'This Twitter sign-in has expired or was already used. Please connect Twitter again.';
/** Twitter sends the member back to the Integrations page with oauth_token and oauth_verifier. */
export const TWITTER_CALLBACK_PATH = '/settings/data-integrations';

/**
 * Twitter's browser login for spec §7 authorize_twitter (OAuth 1.0a is three-legged): the
 * server asks for a request token and keeps its secret for 10 minutes, bound to the member and
 * profile; the page sends the member to Twitter, and with the callback's oauth_token and
 * oauth_verifier the same member's page finishes here. Owners and admins only, at both steps.
 */
export function twitterSignInRoutes(app: AppInstance) {
  const start = socialEndpoints.twitterRequestToken;
  serveEndpoint(app, start, {
    access: 'member',
    tags: ['auth'],
    handler: async (request) => {
      const owned = await ownedAccount(app, request, request.body.idUnique);
      const signIn = app.integrations.twitterSignIn;
      if (!signIn || !app.integrations.twitter) throw new HttpError(400, TWITTER_NOT_AVAILABLE);
      const callback = `${publicOrigin(request)}${TWITTER_CALLBACK_PATH}`;
      const token = await connectWith(() => signIn.requestToken(callback));
      await saveTwitterRequestToken(app.db, {
        oauthToken: token.oauthToken,
        oauthTokenSecret: token.oauthTokenSecret,
        memberId: owned.member.id,
        accountId: owned.account.id,
      });
      return { authorizeUrl: token.authorizeUrl };
    },
  });

  const finish = socialEndpoints.twitterAccessToken;
  serveEndpoint(app, finish, {
    access: 'member',
    tags: ['auth'],
    handler: async (request) => {
      const signIn = app.integrations.twitterSignIn;
      const account = app.integrations.twitter;
      if (!signIn || !account) throw new HttpError(400, TWITTER_NOT_AVAILABLE);
      const { oauthToken, oauthVerifier } = request.body;
      const stored = await takeTwitterRequestToken(app.db, {
        oauthToken,
        memberId: sessionOf(request).member.id,
      });
      if (!stored) throw new HttpError(400, TWITTER_SIGN_IN_EXPIRED);
      // Ownership may have changed while the member was at Twitter: checked again.
      const owned = await ownedAccount(app, request, stored.idUnique);
      const tokens = await connectWith(() =>
        signIn.accessToken(
          { oauthToken, oauthTokenSecret: stored.oauthTokenSecret },
          oauthVerifier,
        ),
      );
      const saved = await saveConnection(app, owned, await connectWith(() => account(tokens)));
      return { ...saved, idUnique: stored.idUnique };
    },
  });
}
