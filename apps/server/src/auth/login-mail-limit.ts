import { type Database, hashToken, takeRequestSlot } from '@songstats/db';
import { HttpError } from '../plugins/errors';
import { LOGIN_MAILS_PER_RECIPIENT, minutesText } from './rate-limits';

export const tooManyLoginMailsText = (email: string, seconds: number) =>
  `Too many login links were asked for ${email}. Please use the newest one or try again in ${minutesText(seconds)}.`;

/**
 * Takes one of the address's login mails (LOGIN_MAILS_PER_RECIPIENT), or answers 429. It counts
 * every address asked for, with or without an account, so the limit does not tell which have
 * one; the key is the address's SHA-256, so strangers' addresses are not stored.
 */
export async function takeLoginMailSlot(db: Database, email: string): Promise<void> {
  const slot = await takeRequestSlot(
    db,
    `login-mail:${hashToken(email)}`,
    LOGIN_MAILS_PER_RECIPIENT,
  );
  if (!slot.taken) throw new HttpError(429, tooManyLoginMailsText(email, slot.retryAfterSeconds));
}
