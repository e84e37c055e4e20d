export type SocialProvider = 'google' | 'apple' | 'facebook';

/** Who a provider says the user is, after its token was verified. */
export interface VerifiedIdentity {
  provider: SocialProvider;
  subject: string;
  /** Lower-cased; null when the provider did not share a verified email. */
  email: string | null;
  name: string | null;
}

export type IdentityVerifier = (token: string) => Promise<VerifiedIdentity>;

/** A token the provider did not vouch for; the routes answer 401 with this message. */
export class InvalidProviderTokenError extends Error {
  constructor(provider: SocialProvider) {
    const names = { google: 'Google', apple: 'Apple', facebook: 'Facebook' } as const;
    super(`We could not verify your ${names[provider]} login. Please try again.`);
    this.name = 'InvalidProviderTokenError';
  }
}

export interface SocialVerifiers {
  google?: IdentityVerifier;
  apple?: IdentityVerifier;
  facebook?: IdentityVerifier;
}
