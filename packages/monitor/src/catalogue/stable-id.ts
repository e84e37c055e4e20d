import { createHash } from 'node:crypto';

/** Our public id (`idUnique`) for an object first seen on a platform: stable across imports. */
export function stableId(kind: string, source: string, externalId: string): string {
  return createHash('sha1')
    .update(`${kind}:${source}:${externalId}`)
    .digest('base64url')
    .slice(0, 12);
}
