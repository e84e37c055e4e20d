import geoip from 'geoip-country';

/**
 * The country (ISO 3166-1 alpha-2) of a client address, from the GeoLite2 country database that
 * the npm package geoip-country ships inside itself (no download at install or run time); null
 * for a private, local or unknown address. The address itself is never stored.
 */
export function countryOf(address: string): string | null {
  const plain = address.startsWith('::ffff:') ? address.slice(7) : address;
  try {
    return geoip.lookup(plain)?.country ?? null;
  } catch {
    return null;
  }
}
