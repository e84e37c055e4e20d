import { importPKCS8, SignJWT } from 'jose';
import { HttpError } from '../plugins/errors';
import { SignedDataInvalid, verifyAppStoreSignedData } from './app-store-signed-data';
import { ProviderUnavailable } from './provider';
import {
  PURCHASE_EXPIRED,
  PURCHASE_OTHER_PRODUCT,
  PURCHASE_REVOKED,
  PURCHASES_UNVERIFIED,
  STORE_UNAVAILABLE,
  UNKNOWN_STORE_PRODUCT,
  type VerifiedStorePurchase,
} from './store-products';

export const APP_STORE_API_URL = 'https://api.storekit.itunes.apple.com';
export const APP_STORE_SANDBOX_API_URL = 'https://api.storekit-sandbox.itunes.apple.com';

export interface AppStoreSettings {
  /** APP_STORE_KEY_ID: the In-App Purchase key's id in App Store Connect (the JWT's kid). */
  keyId: string;
  /** APP_STORE_ISSUER_ID: the team's issuer id (the JWT's iss). */
  issuerId: string;
  /** APP_STORE_BUNDLE_ID: the app (the JWT's bid; transactions must name it). */
  bundleId: string;
  /** The key's PKCS #8 PEM (the .p8 file at APP_STORE_PRIVATE_KEY_PATH). */
  privateKeyPem: string;
  /** APP_STORE_API_URL: production by default; the sandbox host for a test server. */
  apiUrl: string;
  /** APP_STORE_ROOT_SHA256: the root the signed data must chain to (Apple Root CA - G3). */
  rootSha256: string;
}

export interface AppStoreClient {
  readonly store: 'apple';
  /** The transaction as the App Store vouches for it, or a 4xx / 503 HttpError. */
  verify(transactionId: string, productId: string, now: Date): Promise<VerifiedStorePurchase>;
}

// App Store transaction ids are decimal strings; anything else is not asked for.
const TRANSACTION_ID = /^[0-9]{1,64}$/;
// Apple allows up to 60 minutes; a short life is enough for one request.
const TOKEN_SECONDS = 5 * 60;

/**
 * The App Store Server API's Get Transaction Info (GET /inApps/v1/transactions/{id}), authorised
 * by an ES256 JWT made with the app's In-App Purchase key for each request.
 */
export function createAppStoreClient(
  settings: AppStoreSettings,
  fetchImpl: typeof fetch = (input, init) => globalThis.fetch(input, init),
): AppStoreClient {
  let key: Promise<CryptoKey> | null = null;
  const unavailable = (cause: unknown) => new ProviderUnavailable(STORE_UNAVAILABLE, { cause });

  async function authorization(): Promise<string> {
    key ??= importPKCS8(settings.privateKeyPem, 'ES256');
    const issuedAt = Math.floor(Date.now() / 1000);
    const jwt = await new SignJWT({ bid: settings.bundleId })
      .setProtectedHeader({ alg: 'ES256', kid: settings.keyId, typ: 'JWT' })
      .setIssuer(settings.issuerId)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + TOKEN_SECONDS)
      .setAudience('appstoreconnect-v1')
      .sign(await key);
    return `Bearer ${jwt}`;
  }

  async function signedTransaction(transactionId: string): Promise<string> {
    let response: Response;
    try {
      response = await fetchImpl(
        `${settings.apiUrl}/inApps/v1/transactions/${encodeURIComponent(transactionId)}`,
        { headers: { authorization: await authorization(), accept: 'application/json' } },
      );
    } catch (error) {
      throw unavailable(error);
    }
    const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
    // 400 InvalidTransactionIdError, 404 TransactionIdNotFoundError: Apple does not know it (for
    // this app and environment), so nothing is unlocked. 401 is our key, 429 and 5xx Apple's
    // state: the member can try again later.
    if (response.status === 400 || response.status === 404) {
      throw new HttpError(400, PURCHASES_UNVERIFIED);
    }
    if (!response.ok) throw unavailable(`App Store answered ${response.status}`);
    const signed = body?.signedTransactionInfo;
    if (typeof signed !== 'string') throw unavailable('answer without signedTransactionInfo');
    return signed;
  }

  return {
    store: 'apple',
    async verify(transactionId, productId, now) {
      if (!TRANSACTION_ID.test(transactionId)) throw new HttpError(400, PURCHASES_UNVERIFIED);
      const signed = await signedTransaction(transactionId);
      let info: Record<string, unknown>;
      try {
        info = await verifyAppStoreSignedData(signed, { rootSha256: settings.rootSha256, now });
      } catch (error) {
        if (error instanceof SignedDataInvalid) throw new HttpError(400, PURCHASES_UNVERIFIED);
        throw error;
      }
      if (info.transactionId !== transactionId || info.bundleId !== settings.bundleId) {
        throw new HttpError(400, PURCHASES_UNVERIFIED);
      }
      if (info.productId !== productId) throw new HttpError(400, PURCHASE_OTHER_PRODUCT);
      if (info.type !== 'Auto-Renewable Subscription' || typeof info.expiresDate !== 'number') {
        throw new HttpError(400, UNKNOWN_STORE_PRODUCT);
      }
      if (info.revocationDate !== undefined && info.revocationDate !== null) {
        throw new HttpError(400, PURCHASE_REVOKED);
      }
      if (info.expiresDate <= now.getTime()) throw new HttpError(400, PURCHASE_EXPIRED);
      const original =
        typeof info.originalTransactionId === 'string' ? info.originalTransactionId : transactionId;
      return {
        productId,
        paymentId: transactionId,
        subscriptionKey: original,
        replacesKey: null,
        expiresAt: new Date(info.expiresDate),
        willRenew: true,
        isTest: info.environment !== 'Production',
      };
    },
  };
}
