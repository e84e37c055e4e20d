import { createHash, randomBytes } from 'node:crypto';

/** A random opaque token (256 bits), URL-safe. Only its hash is ever stored. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
