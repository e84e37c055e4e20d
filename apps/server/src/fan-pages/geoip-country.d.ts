// geoip-country ships no types: the one call used here (its README's `lookup`).
declare module 'geoip-country' {
  const geoip: { lookup(address: string): { country: string } | null };
  export default geoip;
}
