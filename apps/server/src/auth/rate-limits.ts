// Per-route limits (@fastify/rate-limit is registered with global: false), keyed by client IP.
// Magic-link mails are the costly, abusable part: a few per 10 minutes; token and login calls
// allow a few retries a minute (the 256-bit tokens cannot be guessed anyway).
export const MAIL_RATE_LIMIT = { max: 5, timeWindow: '10 minutes' } as const;
export const LOGIN_RATE_LIMIT = { max: 10, timeWindow: '1 minute' } as const;
