import type { FastifyRequest } from 'fastify';

/**
 * User agents that are not a fan: search and social crawlers, link-preview fetchers (the apps
 * that unfurl a shared link), uptime monitors, headless browsers and HTTP libraries. Matched
 * anywhere in the User-Agent, case-insensitively (docs/smart-links.md lists them).
 */
export const BOT_AGENT_PATTERNS = [
  'bot',
  'crawl',
  'spider',
  'slurp',
  'facebookexternalhit',
  'facebookcatalog',
  'meta-externalagent',
  'embedly',
  'quora link preview',
  'vkshare',
  'whatsapp',
  'skypeuripreview',
  'slack-imgproxy',
  'pinterest',
  'bitly',
  'iframely',
  'outbrain',
  'preview',
  'headlesschrome',
  'phantomjs',
  'lighthouse',
  'pagespeed',
  'curl/',
  'wget/',
  'python-',
  'httpx',
  'go-http-client',
  'axios/',
  'node-fetch',
  'undici',
  'okhttp',
  'java/',
  'libwww',
  'fetcher',
  'monitor',
  'uptime',
  'scanner',
  'validator',
  'archive.org',
  'autocannon',
] as const;

const BOT_AGENTS = new RegExp(
  BOT_AGENT_PATTERNS.map((pattern) => pattern.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('|'),
  'i',
);

function header(request: FastifyRequest, name: string): string {
  const value = request.headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

/**
 * Whether a fan page request counts: not a HEAD, not a prefetch or prerender (counted when the
 * fan really opens it), with a user agent that is on no list above, and with an Accept-Language,
 * which every browser sends and most crawlers and scripts do not (the no-JS heuristic: the page
 * runs no script that could tell a browser from a fetcher).
 */
export function isCountable(request: FastifyRequest): boolean {
  if (request.method !== 'GET') return false;
  const userAgent = header(request, 'user-agent');
  if (!userAgent || BOT_AGENTS.test(userAgent)) return false;
  if (!header(request, 'accept-language')) return false;
  const purpose = `${header(request, 'sec-purpose')} ${header(request, 'purpose')} ${header(request, 'x-moz')} ${header(request, 'x-purpose')}`;
  return !/prefetch|prerender|preview/i.test(purpose);
}

/** The host of an http(s) referrer, without `www.`; null for none or our own host. */
export function referrerHostOf(referrer: string, ownHost: string): string | null {
  try {
    const url = new URL(referrer);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    const host = url.hostname.toLowerCase().replace(/^www\./, '');
    if (url.host.toLowerCase() === ownHost.toLowerCase()) return null;
    return host.slice(0, 100);
  } catch {
    return null;
  }
}
