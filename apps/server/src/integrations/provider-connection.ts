// spec §7 auth/authorize_*: a member connects a provider login to a profile, and the platform
// objects that login manages (YouTube channels, Facebook pages and their Instagram accounts, a
// Twitter account) become the profile's links. Each provider is reached through an adapter.

export type IntegrationProvider = 'google' | 'facebook' | 'twitter';

/** A platform object the provider says the login manages. */
export interface ConnectedObject {
  sourceId: 'youtube' | 'facebook' | 'instagram' | 'twitter';
  externalId: string;
  name: string;
  url: string;
}

/** Who the provider says the login is, and what it manages. */
export interface ProviderConnection {
  provider: IntegrationProvider;
  subject: string;
  /** How the login is shown in Integrations: an email, a name, a @handle. */
  accountName: string;
  objects: ConnectedObject[];
}

export interface TwitterTokens {
  oauthToken: string;
  oauthTokenSecret: string;
  userId?: string;
}

/** Twitter's browser login (twitter-sign-in.ts), as the routes see it. */
export interface TwitterSignInSteps {
  requestToken(
    callback: string,
  ): Promise<{ oauthToken: string; oauthTokenSecret: string; authorizeUrl: string }>;
  accessToken(
    requestToken: { oauthToken: string; oauthTokenSecret: string },
    verifier: string,
  ): Promise<TwitterTokens>;
}

/** The adapters this server runs (integrationsFromEnv); a missing one is "not available here". */
export interface SocialIntegrations {
  /** What the page needs to start each provider's own login: our public client ids. */
  publicIds?: { google?: string; facebook?: string };
  google?: (accessToken: string) => Promise<ProviderConnection>;
  facebook?: (accessToken: string) => Promise<ProviderConnection>;
  twitter?: (tokens: TwitterTokens) => Promise<ProviderConnection>;
  /** Twitter's browser login; with `twitter` it lets the page connect without a user token. */
  twitterSignIn?: TwitterSignInSteps;
}

export const PROVIDER_NAMES: Record<IntegrationProvider, string> = {
  google: 'Google',
  facebook: 'Facebook',
  twitter: 'Twitter',
};

/** The provider refused the token (expired, revoked, for another app): the route answers 401. */
export class ProviderRefusedError extends Error {
  constructor(provider: IntegrationProvider) {
    super(`We could not verify your ${PROVIDER_NAMES[provider]} login. Please try again.`);
    this.name = 'ProviderRefusedError';
  }
}

/** GET a provider's JSON; a refusal (4xx) is the token's fault, anything else the provider's. */
export async function fetchProviderJson(
  provider: IntegrationProvider,
  url: URL,
  init: RequestInit = {},
): Promise<unknown> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
  if (response.status >= 400 && response.status < 500) throw new ProviderRefusedError(provider);
  if (!response.ok) {
    throw new Error(`${PROVIDER_NAMES[provider]} answered ${response.status} for ${url.pathname}`);
  }
  return response.json();
}
