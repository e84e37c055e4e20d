/**
 * Platforms answer paging links (`next`) as absolute URLs on their public host. A client pointed
 * at another base (a proxy, the fixture server in tests) must follow them there, not to the
 * public host, so the public base is swapped for the configured one.
 */
export function rebaseUrl(link: string, publicBase: string, base: string): string {
  if (base === publicBase || !link.startsWith(publicBase)) return link;
  return `${base}${link.slice(publicBase.length)}`;
}

export function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}
