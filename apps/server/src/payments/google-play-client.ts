import { importPKCS8, SignJWT } from 'jose';
import { HttpError } from '../plugins/errors';
import { ProviderUnavailable } from './provider';
import {
  PURCHASE_EXPIRED,
  PURCHASE_NOT_ACTIVE,
  PURCHASE_OTHER_PRODUCT,
  PURCHASES_UNVERIFIED,
  STORE_UNAVAILABLE,
  type VerifiedStorePurchase,
} from './store-products';

export const GOOGLE_PLAY_API_URL = 'https://androidpublisher.googleapis.com';
export const GOOGLE_OAUTH_TOKEN_URL = 'https://oauth2.googleapis.com/token';
const ANDROID_PUBLISHER_SCOPE = 'https://www.googleapis.com/auth/androidpublisher';

/** The fields of a service account's JSON key file that the token request needs. */
export interface GoogleServiceAccount {
  client_email: string;
  private_key: string;
  private_key_id?: string;
  token_uri?: string;
}

export interface GooglePlaySettings {
  /** GOOGLE_PLAY_PACKAGE_NAME: the Android app, e.g. com.songstats. */
  packageName: string;
  /** The key file at GOOGLE_PLAY_SERVICE_ACCOUNT_PATH (the account has Play Console access). */
  serviceAccount: GoogleServiceAccount;
  /** GOOGLE_PLAY_API_URL: Google's by default. */
  apiUrl: string;
  /** GOOGLE_PLAY_TOKEN_URL, else the key file's token_uri, else Google's. */
  tokenUrl: string;
}

export interface GooglePlayClient {
  readonly store: 'google';
  /** The subscription as Google Play vouches for it, or a 4xx / 503 HttpError. */
  verify(purchaseToken: string, productId: string, now: Date): Promise<VerifiedStorePurchase>;
}

// subscriptionsv2 states that still give access: active, in the grace period after a failed
// renewal, and cancelled (renewal turned off) until the paid period's expiryTime.
const ENTITLED_STATES = new Set([
  'SUBSCRIPTION_STATE_ACTIVE',
  'SUBSCRIPTION_STATE_IN_GRACE_PERIOD',
  'SUBSCRIPTION_STATE_CANCELED',
]);
const EXPIRED_STATES = new Set([
  'SUBSCRIPTION_STATE_EXPIRED',
  'SUBSCRIPTION_STATE_PENDING_PURCHASE_CANCELED',
]);
const TOKEN_SECONDS = 60 * 60;

const stringOf = (value: unknown) => (typeof value === 'string' && value ? value : null);

/**
 * The Play Developer API: purchases.subscriptionsv2.get for the purchase token, authorised by an
 * OAuth 2.0 access token the service account gets with a signed JWT (RFC 7523), kept until it
 * nearly expires. A purchase not yet acknowledged is acknowledged here, or Play refunds it
 * after three days.
 */
export function createGooglePlayClient(
  settings: GooglePlaySettings,
  fetchImpl: typeof fetch = (input, init) => globalThis.fetch(input, init),
): GooglePlayClient {
  let key: Promise<CryptoKey> | null = null;
  let cached: { token: string; expiresAt: number } | null = null;
  const unavailable = (cause: unknown) => new ProviderUnavailable(STORE_UNAVAILABLE, { cause });

  async function send(url: string, init: RequestInit) {
    let response: Response;
    try {
      response = await fetchImpl(url, init);
    } catch (error) {
      throw unavailable(error);
    }
    const text = await response.text().catch(() => '');
    let json: Record<string, unknown> | null = null;
    try {
      const parsed: unknown = text ? JSON.parse(text) : {};
      if (parsed && typeof parsed === 'object') json = parsed as Record<string, unknown>;
    } catch {
      json = null;
    }
    if (response.status === 429 || response.status >= 500) {
      throw unavailable(`Google answered ${response.status}`);
    }
    if (response.ok && !json) throw unavailable('unreadable answer');
    return { status: response.status, ok: response.ok, json: json ?? {} };
  }

  async function accessToken(): Promise<string> {
    if (cached && cached.expiresAt > Date.now()) return cached.token;
    const account = settings.serviceAccount;
    key ??= importPKCS8(account.private_key, 'RS256');
    const issuedAt = Math.floor(Date.now() / 1000);
    const assertion = await new SignJWT({ scope: ANDROID_PUBLISHER_SCOPE })
      .setProtectedHeader({
        alg: 'RS256',
        typ: 'JWT',
        ...(account.private_key_id ? { kid: account.private_key_id } : {}),
      })
      .setIssuer(account.client_email)
      .setAudience(settings.tokenUrl)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + TOKEN_SECONDS)
      .sign(await key);
    const answer = await send(settings.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
        assertion,
      }).toString(),
    });
    const token = stringOf(answer.json.access_token);
    const expiresIn = answer.json.expires_in;
    // A refused assertion is our configuration, not the member's purchase.
    if (!answer.ok || !token || typeof expiresIn !== 'number') {
      throw unavailable(`token request answered ${answer.status}`);
    }
    cached = { token, expiresAt: Date.now() + (expiresIn - 60) * 1000 };
    return token;
  }

  /** A call with the access token; a 401 drops the kept token and tries once more. */
  async function authorised(url: string, init: RequestInit = {}) {
    for (let attempt = 0; ; attempt += 1) {
      const token = await accessToken();
      const answer = await send(url, {
        ...init,
        headers: { ...init.headers, authorization: `Bearer ${token}`, accept: 'application/json' },
      });
      if (answer.status !== 401 || attempt > 0) return answer;
      cached = null;
    }
  }

  const applicationUrl = () =>
    `${settings.apiUrl}/androidpublisher/v3/applications/${encodeURIComponent(settings.packageName)}`;

  return {
    store: 'google',
    async verify(purchaseToken, productId, now) {
      const token = encodeURIComponent(purchaseToken);
      const answer = await authorised(
        `${applicationUrl()}/purchases/subscriptionsv2/tokens/${token}`,
      );
      // 400 (invalid token), 404 (unknown) and 410 (expired long ago): nothing to unlock.
      if ([400, 404, 410].includes(answer.status)) throw new HttpError(400, PURCHASES_UNVERIFIED);
      if (!answer.ok) throw unavailable(`subscriptionsv2.get answered ${answer.status}`);
      const purchase = answer.json;
      const state = stringOf(purchase.subscriptionState);
      if (state && EXPIRED_STATES.has(state)) throw new HttpError(400, PURCHASE_EXPIRED);
      if (!state || !ENTITLED_STATES.has(state)) throw new HttpError(400, PURCHASE_NOT_ACTIVE);
      const lineItems = Array.isArray(purchase.lineItems) ? purchase.lineItems : [];
      const item = lineItems.find(
        (candidate): candidate is Record<string, unknown> =>
          !!candidate && typeof candidate === 'object' && candidate.productId === productId,
      );
      if (!item) throw new HttpError(400, PURCHASE_OTHER_PRODUCT);
      const expiresAt = new Date(stringOf(item.expiryTime) ?? Number.NaN);
      if (Number.isNaN(expiresAt.getTime())) throw unavailable('line item without expiryTime');
      if (expiresAt.getTime() <= now.getTime()) throw new HttpError(400, PURCHASE_EXPIRED);
      if (purchase.acknowledgementState !== 'ACKNOWLEDGEMENT_STATE_ACKNOWLEDGED') {
        const acknowledged = await authorised(
          `${applicationUrl()}/purchases/subscriptions/${encodeURIComponent(productId)}/tokens/${token}:acknowledge`,
          {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: '{}',
          },
        );
        if (!acknowledged.ok) throw unavailable(`acknowledge answered ${acknowledged.status}`);
      }
      const autoRenewing = item.autoRenewingPlan as Record<string, unknown> | undefined;
      return {
        productId,
        // Each renewal is a new order (GPA.1234-5678-9012-34567..0, ..1, ...).
        paymentId:
          stringOf(item.latestSuccessfulOrderId) ??
          stringOf(purchase.latestOrderId) ??
          `${purchaseToken}@${expiresAt.toISOString()}`,
        subscriptionKey: purchaseToken,
        replacesKey: stringOf(purchase.linkedPurchaseToken),
        expiresAt,
        willRenew:
          state !== 'SUBSCRIPTION_STATE_CANCELED' && autoRenewing?.autoRenewEnabled !== false,
        isTest: purchase.testPurchase !== undefined && purchase.testPurchase !== null,
      };
    },
  };
}
