import {
  generateKeyPairSync,
  type KeyObject,
  randomBytes,
  sign,
  X509Certificate,
} from 'node:crypto';
import { CompactSign } from 'jose';
import {
  APPLE_INTERMEDIATE_MARKER_OID,
  APPLE_LEAF_MARKER_OID,
  encodeOid,
} from './app-store-signed-data';

// App Store Server API answers for tests, in the shapes of Apple's documentation: Get Transaction
// Info's { signedTransactionInfo } (a JWS whose x5c chain is leaf, intermediate, root), the
// JWSTransactionDecodedPayload, and the error body. The chain is made here, since Apple's keys
// are Apple's: a root pinned by its SHA-256 (APP_STORE_ROOT_SHA256) like Apple Root CA - G3.

function der(tag: number, ...parts: Buffer[]): Buffer {
  const body = Buffer.concat(parts);
  let length: Buffer;
  if (body.length < 0x80) length = Buffer.from([body.length]);
  else {
    const bytes: number[] = [];
    for (let value = body.length; value > 0; value = Math.floor(value / 256)) {
      bytes.unshift(value & 0xff);
    }
    length = Buffer.from([0x80 | bytes.length, ...bytes]);
  }
  return Buffer.concat([Buffer.from([tag]), length, body]);
}

const sequence = (...parts: Buffer[]) => der(0x30, ...parts);
const oid = (id: string) => der(0x06, encodeOid(id));
const positiveInteger = (bytes: Buffer) =>
  der(0x02, (bytes[0] ?? 0) & 0x80 ? Buffer.concat([Buffer.from([0]), bytes]) : bytes);
/**
 * A random positive serial of 8 bytes (RFC 5280 4.1.2.2). Its first byte is 1 to 127: a first
 * byte 0 followed by one under 0x80 is not DER's shortest form, which OpenSSL refuses to parse
 * (about 1 certificate in 512 failed so, and with it a test run).
 */
function serialNumber(): Buffer {
  const bytes = randomBytes(8);
  bytes[0] = bytes[0]! & 0x7f || 1;
  return positiveInteger(bytes);
}
const utcTime = (date: Date) =>
  der(0x17, Buffer.from(`${date.toISOString().slice(2, 19).replace(/[-T:]/g, '')}Z`));
const name = (commonName: string) =>
  sequence(der(0x31, sequence(oid('2.5.4.3'), der(0x0c, Buffer.from(commonName)))));
const ECDSA_WITH_SHA256 = sequence(oid('1.2.840.10045.4.3.2'));

interface CertificateSpec {
  subject: string;
  issuer: string;
  publicKey: KeyObject;
  signingKey: KeyObject;
  isCa: boolean;
  markerOid: string | null;
  validFrom?: Date;
  validTo?: Date;
}

/** An X.509 v3 certificate (ECDSA P-256, SHA-256), DER. */
function certificate(spec: CertificateSpec): Buffer {
  const extensions = [
    // basicConstraints, critical: cA true for the root and intermediate.
    sequence(
      oid('2.5.29.19'),
      der(0x01, Buffer.from([0xff])),
      der(0x04, sequence(...(spec.isCa ? [der(0x01, Buffer.from([0xff]))] : []))),
    ),
    ...(spec.markerOid ? [sequence(oid(spec.markerOid), der(0x04, der(0x05)))] : []),
  ];
  const tbs = sequence(
    der(0xa0, der(0x02, Buffer.from([2]))),
    serialNumber(),
    ECDSA_WITH_SHA256,
    name(spec.issuer),
    sequence(
      utcTime(spec.validFrom ?? new Date('2020-01-01T00:00:00Z')),
      utcTime(spec.validTo ?? new Date('2045-01-01T00:00:00Z')),
    ),
    name(spec.subject),
    spec.publicKey.export({ type: 'spki', format: 'der' }),
    der(0xa3, sequence(...extensions)),
  );
  const signature = sign('sha256', tbs, spec.signingKey);
  return sequence(tbs, ECDSA_WITH_SHA256, der(0x03, Buffer.from([0]), signature));
}

const ecKeys = () => generateKeyPairSync('ec', { namedCurve: 'P-256' });

export interface AppStoreSigner {
  /** The root's SHA-256 fingerprint, for APP_STORE_ROOT_SHA256. */
  rootSha256: string;
  /** signedTransactionInfo for a payload, signed by the leaf with the chain in x5c. */
  sign(payload: object): Promise<string>;
}

/**
 * A root, an intermediate and a signing certificate in Apple's arrangement. `flaw` makes one
 * thing wrong, for the refusals: a leaf without Apple's marker, or a leaf whose key did not sign.
 */
export function createAppStoreSigner(
  options: { flaw?: 'leaf-without-marker' | 'wrong-signing-key' | 'expired-leaf' } = {},
): AppStoreSigner {
  const root = ecKeys();
  const intermediate = ecKeys();
  const leaf = ecKeys();
  const rootDer = certificate({
    subject: 'Test Root CA - G3',
    issuer: 'Test Root CA - G3',
    publicKey: root.publicKey,
    signingKey: root.privateKey,
    isCa: true,
    markerOid: null,
  });
  const intermediateDer = certificate({
    subject: 'Test Worldwide Developer Relations CA - G6',
    issuer: 'Test Root CA - G3',
    publicKey: intermediate.publicKey,
    signingKey: root.privateKey,
    isCa: true,
    markerOid: APPLE_INTERMEDIATE_MARKER_OID,
  });
  const leafDer = certificate({
    subject: 'Test Mac App Store and iTunes Store Receipt Signing',
    issuer: 'Test Worldwide Developer Relations CA - G6',
    publicKey: leaf.publicKey,
    signingKey: intermediate.privateKey,
    isCa: false,
    markerOid: options.flaw === 'leaf-without-marker' ? null : APPLE_LEAF_MARKER_OID,
    ...(options.flaw === 'expired-leaf' ? { validTo: new Date('2021-01-01T00:00:00Z') } : {}),
  });
  const signingKey = options.flaw === 'wrong-signing-key' ? ecKeys().privateKey : leaf.privateKey;
  const x5c = [leafDer, intermediateDer, rootDer].map((entry) => entry.toString('base64'));
  return {
    rootSha256: new X509Certificate(rootDer).fingerprint256,
    sign: (payload) =>
      new CompactSign(new TextEncoder().encode(JSON.stringify(payload)))
        .setProtectedHeader({ alg: 'ES256', x5c })
        .sign(signingKey),
  };
}

/** The App Store Server API key of the app (App Store Connect's .p8), and its public half. */
export function appStoreApiKey() {
  const { privateKey, publicKey } = ecKeys();
  return {
    privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicKey,
  };
}

/** A JWSTransactionDecodedPayload of an auto-renewable subscription, as Apple documents it. */
export function appStoreTransaction(
  input: {
    transactionId: string;
    originalTransactionId?: string;
    productId: string;
    bundleId: string;
    purchaseDate: Date;
    expiresDate: Date;
  } & Record<string, unknown>,
) {
  const { purchaseDate, expiresDate, ...rest } = input;
  return {
    originalTransactionId: input.transactionId,
    webOrderLineItemId: '2000000034567890',
    subscriptionGroupIdentifier: '21345678',
    purchaseDate: purchaseDate.getTime(),
    originalPurchaseDate: purchaseDate.getTime(),
    expiresDate: expiresDate.getTime(),
    quantity: 1,
    type: 'Auto-Renewable Subscription',
    inAppOwnershipType: 'PURCHASED',
    signedDate: purchaseDate.getTime(),
    environment: 'Production',
    transactionReason: 'PURCHASE',
    storefront: 'DEU',
    storefrontId: '143443',
    price: 11990,
    currency: 'EUR',
    ...rest,
  };
}

/** Apple's error body: { errorCode, errorMessage }. */
export function appStoreError(status: number, errorCode: number, errorMessage: string) {
  return { status, body: { errorCode, errorMessage } };
}
