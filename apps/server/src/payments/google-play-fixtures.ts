import { generateKeyPairSync } from 'node:crypto';

// Google Play Developer API answers for tests, in the shapes of Google's reference: the OAuth 2.0
// token answer, purchases.subscriptionsv2's SubscriptionPurchaseV2, and Google's error body.

/** A service account key file's fields (a fresh RSA key), and its public half. */
export function googleServiceAccount(tokenUri: string) {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    account: {
      type: 'service_account',
      project_id: 'songstats-play',
      private_key_id: '3f1e6a0d9c2b4e7f8a1b2c3d4e5f60718293a4b5',
      private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      client_email: 'play-verifier@songstats-play.iam.gserviceaccount.com',
      client_id: '104729581046382915736',
      auth_uri: 'https://accounts.google.com/o/oauth2/auth',
      token_uri: tokenUri,
    },
    publicKey,
  };
}

export function googleToken(accessToken: string, expiresIn = 3599) {
  return { access_token: accessToken, expires_in: expiresIn, token_type: 'Bearer' };
}

/** A SubscriptionPurchaseV2 with one auto-renewing line item. */
export function playSubscription(input: {
  productId: string;
  expiryTime: Date;
  orderId?: string;
  state?: string;
  acknowledged?: boolean;
  linkedPurchaseToken?: string;
  testPurchase?: boolean;
}) {
  const orderId = input.orderId ?? 'GPA.3312-5468-1137-54020';
  return {
    kind: 'androidpublisher#subscriptionPurchaseV2',
    regionCode: 'DE',
    startTime: '2026-02-01T12:00:00.000Z',
    subscriptionState: input.state ?? 'SUBSCRIPTION_STATE_ACTIVE',
    latestOrderId: orderId,
    acknowledgementState:
      input.acknowledged === false
        ? 'ACKNOWLEDGEMENT_STATE_PENDING'
        : 'ACKNOWLEDGEMENT_STATE_ACKNOWLEDGED',
    ...(input.linkedPurchaseToken ? { linkedPurchaseToken: input.linkedPurchaseToken } : {}),
    ...(input.testPurchase ? { testPurchase: {} } : {}),
    lineItems: [
      {
        productId: input.productId,
        expiryTime: input.expiryTime.toISOString(),
        autoRenewingPlan: {
          autoRenewEnabled: input.state !== 'SUBSCRIPTION_STATE_CANCELED',
          recurringPrice: { currencyCode: 'EUR', units: '11', nanos: 990000000 },
        },
        offerDetails: { basePlanId: 'p1m', offerTags: [] },
        latestSuccessfulOrderId: orderId,
      },
    ],
  };
}

/** Google's error body: { error: { code, message, status, errors } }. */
export function googleError(code: number, status: string, message: string, reason: string) {
  return {
    status: code,
    body: { error: { code, message, status, errors: [{ message, domain: 'global', reason }] } },
  };
}
