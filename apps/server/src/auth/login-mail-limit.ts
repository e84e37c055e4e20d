import { type Database, hashToken, takeRequestSlot } from '@songstats/db';
import { HttpError } from '../plugins/errors';
import { LOGIN_MAILS_PER_RECIPIENT, minutesText } from './rate-limits';

export const tooManyLoginMailsText = (email: string, seconds: number) =>
  `Too many login links were asked for ${email}. Please use the newest one or try again in ${minutesText(seconds)}.`;

/** Gmail ignores dots in the local part (a.b@gmail.com is ab@gmail.com), and has two names. */
const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * The mailbox an address reaches: most providers deliver `name+anything@` to `name@`, so
 * sign-ups to `victim+1@`, `victim+2@`, ... all count against `victim@`'s limit.
 */
export function mailboxOf(email: string): string {
  const at = email.lastIndexOf('@');
  const domain = email.slice(at + 1);
  const local = email.slice(0, at).replace(/\+.*$/, '');
  if (GMAIL_DOMAINS.has(domain)) return `${local.replaceAll('.', '')}@gmail.com`;
  return `${local}@${domain}`;
}

/**
 * Takes one of the address's login mails (LOGIN_MAILS_PER_RECIPIENT), or answers 429. It counts
 * every address asked for, with or without an account, so the limit does not tell which have
 * one; the key is the SHA-256 of the address's mailbox, so strangers' addresses are not stored.
 */
export async function takeLoginMailSlot(db: Database, email: string): Promise<void> {
  const slot = await takeRequestSlot(
    db,
    `login-mail:${hashToken(mailboxOf(email))}`,
    LOGIN_MAILS_PER_RECIPIENT,
  );
  if (!slot.taken) throw new HttpError(429, tooManyLoginMailsText(email, slot.retryAfterSeconds));
}
