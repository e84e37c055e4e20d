import { createHmac, randomBytes } from 'node:crypto';

// OAuth 1.0a request signing (RFC 5849 §3.4, HMAC-SHA1), as the Twitter API v1.1 needs it for a
// user's token.

/** RFC 3986 percent-encoding: encodeURIComponent leaves !'()* alone. */
export function percentEncode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

export interface OAuth1Credentials {
  consumerKey: string;
  consumerSecret: string;
  /** Empty while asking for a request token (the app signs alone). */
  token: string;
  tokenSecret: string;
  /** The three-legged login's own fields: oauth_callback, then oauth_verifier (RFC 5849 §2). */
  callback?: string;
  verifier?: string;
}

/** The signature of a request: its method, its URL without query, and every parameter. */
export function oauth1Signature(
  method: string,
  baseUrl: string,
  parameters: Record<string, string>,
  consumerSecret: string,
  tokenSecret: string,
): string {
  const normalized = Object.entries(parameters)
    .map(([key, value]) => [percentEncode(key), percentEncode(value)] as const)
    .sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
  const base = [method.toUpperCase(), percentEncode(baseUrl), percentEncode(normalized)].join('&');
  const key = `${percentEncode(consumerSecret)}&${percentEncode(tokenSecret)}`;
  return createHmac('sha1', key).update(base).digest('base64');
}

/** The Authorization header of a signed request to `url` (its query parameters are signed). */
export function oauth1Header(
  method: string,
  url: URL,
  credentials: OAuth1Credentials,
  now = Date.now(),
  nonce = randomBytes(16).toString('hex'),
): string {
  const oauth: Record<string, string> = {
    oauth_consumer_key: credentials.consumerKey,
    oauth_nonce: nonce,
    oauth_signature_method: 'HMAC-SHA1',
    oauth_timestamp: String(Math.floor(now / 1000)),
    oauth_version: '1.0',
  };
  if (credentials.token) oauth.oauth_token = credentials.token;
  if (credentials.callback) oauth.oauth_callback = credentials.callback;
  if (credentials.verifier) oauth.oauth_verifier = credentials.verifier;
  const query = Object.fromEntries(url.searchParams);
  const signature = oauth1Signature(
    method,
    `${url.origin}${url.pathname}`,
    { ...query, ...oauth },
    credentials.consumerSecret,
    credentials.tokenSecret,
  );
  const fields = { ...oauth, oauth_signature: signature };
  return `OAuth ${Object.entries(fields)
    .map(([key, value]) => `${percentEncode(key)}="${percentEncode(value)}"`)
    .join(', ')}`;
}
