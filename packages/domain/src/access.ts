// spec §3, §6: per-service access levels and their aggregates.
import {
  type AccessAggregate,
  type AccessHash,
  type AccessLevel,
  MUSIC_SERVICES,
  SERVICES,
  type Service,
} from './entities/account';

// spec §3: the levels of accessHash. Interpretation (the spec lists the values, not their
// meaning): 'direct' = the account's own subscription, 'pro' = through the Professional plan,
// 'any' = both ways, 'only' = this service alone (not the bundle), 'none' = no access.
const GRANTING_LEVELS: ReadonlySet<AccessLevel> = new Set(['direct', 'pro', 'any', 'only']);

export function levelGrantsAccess(level: AccessLevel | null | undefined): boolean {
  return level != null && GRANTING_LEVELS.has(level);
}

export function hasServiceAccess(accessHash: AccessHash | null | undefined, service: Service) {
  return levelGrantsAccess(accessHash?.[service]);
}

/** The access level of one service when a requirement names a level, e.g. 'pro' only. */
export function matchesAccessLevel(
  accessHash: AccessHash | null | undefined,
  service: Service,
  required: AccessLevel,
): boolean {
  const level = accessHash?.[service] ?? 'none';
  if (required === 'any') return levelGrantsAccess(level);
  if (required === 'none') return !levelGrantsAccess(level);
  // 'any' held by the account satisfies both ways of getting access.
  if (level === 'any' && (required === 'direct' || required === 'pro')) return true;
  return level === required;
}

/**
 * spec §3 aggregates: anyService = at least one service; anyMusicService = songstats or
 * radiostats; all = both music services (the bundle); either = exactly one music service;
 * none = no service at all.
 */
export function matchesAccessAggregate(
  accessHash: AccessHash | null | undefined,
  aggregate: AccessAggregate,
): boolean {
  const music = MUSIC_SERVICES.filter((service) => hasServiceAccess(accessHash, service)).length;
  switch (aggregate) {
    case 'anyService':
      return SERVICES.some((service) => hasServiceAccess(accessHash, service));
    case 'anyMusicService':
      return music > 0;
    case 'all':
      return music === MUSIC_SERVICES.length;
    case 'either':
      return music === 1;
    case 'none':
      return !SERVICES.some((service) => hasServiceAccess(accessHash, service));
  }
}
