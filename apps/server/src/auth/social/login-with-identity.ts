import {
  connectIdentity,
  createMember,
  type Database,
  findIdentity,
  findMemberByEmail,
} from '@songstats/db';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../plugins/errors';
import { startSession } from '../start-session';
import {
  type IdentityVerifier,
  InvalidProviderTokenError,
  type SocialProvider,
  type SocialVerifiers,
  type VerifiedIdentity,
} from './verified-identity';

const NAMES = { google: 'Google', apple: 'Apple', facebook: 'Facebook' } as const;

/** Runs the provider's verifier; an unset provider or a refused token is a 4xx with a message. */
export async function verifyWith(
  verifiers: SocialVerifiers,
  provider: SocialProvider,
  token: string,
): Promise<VerifiedIdentity> {
  const verify: IdentityVerifier | undefined = verifiers[provider];
  if (!verify) throw new HttpError(400, `${NAMES[provider]} login is not available here.`);
  try {
    return await verify(token);
  } catch (error) {
    if (error instanceof InvalidProviderTokenError) throw new HttpError(401, error.message);
    throw error;
  }
}

/**
 * spec §7 login_*_member: the member of this provider identity; else the member with the email
 * the provider verified (the identity is connected); else a new member. Then a session.
 */
export async function loginWithIdentity(
  db: Database,
  request: FastifyRequest,
  identity: VerifiedIdentity,
  input: { entryCode: string | null | undefined; fallbackName?: string | null },
) {
  const known = await findIdentity(db, identity.provider, identity.subject);
  let memberId = known?.memberId ?? null;
  if (memberId === null) {
    if (!identity.email) {
      throw new HttpError(
        400,
        `Your ${NAMES[identity.provider]} account did not share a verified email address. Please sign up with your email.`,
      );
    }
    const member =
      (await findMemberByEmail(db, identity.email)) ??
      (await createMember(db, {
        email: identity.email,
        name: identity.name ?? input.fallbackName ?? identity.email.split('@')[0]!,
        signupPlatform: request.client.platform,
        entryCode: input.entryCode ?? null,
        emailConfirmedAt: new Date(),
      })) ??
      (await findMemberByEmail(db, identity.email));
    memberId = member!.id;
    await connectIdentity(db, {
      memberId,
      provider: identity.provider,
      subject: identity.subject,
      email: identity.email,
    });
  }
  const login = await startSession(db, request, memberId, input.entryCode, {
    confirmsEmail: identity.email !== null,
  });
  if (!login) throw new HttpError(401, 'This login is no longer available.');
  return login;
}
