import type { RequestLimit } from '@songstats/db';

// Per-route limits (@fastify/rate-limit is registered with global: false), keyed by client IP.
// Magic-link mails are the costly, abusable part: a few per 10 minutes; token and login calls
// allow a few retries a minute (the 256-bit tokens cannot be guessed anyway).
export const MAIL_RATE_LIMIT = { max: 5, timeWindow: '10 minutes' } as const;
export const LOGIN_RATE_LIMIT = { max: 10, timeWindow: '1 minute' } as const;

// Limits that must hold whoever asks from wherever, so they are kept in the database
// (request_limits, decision 020) and shared by every server process (issue 20).

/**
 * Login mails (request_magic_token and magic_signup together) to one address, known or not:
 * one address got 57 in 0.2 s from 11 source addresses.
 */
export const LOGIN_MAILS_PER_RECIPIENT: RequestLimit = { max: 5, windowMs: 15 * 60_000 };

/** request_enterprise_access per member: each request is a row our sales team reads. */
export const ENTERPRISE_REQUESTS_PER_MEMBER: RequestLimit = { max: 3, windowMs: 60 * 60_000 };

/** "5 minutes" (at least 1) for a wait in seconds. */
export function minutesText(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}
