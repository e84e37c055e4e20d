import { X509Certificate } from 'node:crypto';
import { compactVerify, decodeProtectedHeader } from 'jose';

// The App Store signs what its Server API returns as a JWS (ES256) whose `x5c` header carries the
// certificate chain: the signing (leaf) certificate, Apple's intermediate and Apple Root CA - G3.
// Apple's documented check, done here: the chain ends in the pinned root, each certificate is
// signed by the next and valid now, the intermediate is a CA, the leaf and intermediate carry
// Apple's marker extensions, and the leaf's key verifies the signature.

/** SHA-256 of Apple Root CA - G3 (https://www.apple.com/certificateauthority/). */
export const APPLE_ROOT_CA_G3_SHA256 =
  '63:34:3A:BF:B8:9A:6A:03:EB:B5:7E:9B:3F:5F:A7:BE:7C:4F:5C:75:6F:30:17:B3:A8:C4:88:C3:65:3E:91:79';

/** Marker extension of the certificate that signs App Store receipts and transactions. */
export const APPLE_LEAF_MARKER_OID = '1.2.840.113635.100.6.11.1';
/** Marker extension of Apple's WWDR intermediate that issues it. */
export const APPLE_INTERMEDIATE_MARKER_OID = '1.2.840.113635.100.6.2.1';

export class SignedDataInvalid extends Error {
  constructor(reason: string) {
    super(`App Store signed data refused: ${reason}`);
    this.name = 'SignedDataInvalid';
  }
}

/** The DER content bytes of an object identifier ('1.2.840...' -> 2a 86 48 ...). */
export function encodeOid(oid: string): Buffer {
  const [first = 0, second = 0, ...rest] = oid.split('.').map(Number);
  const bytes: number[] = [];
  for (const arc of [first * 40 + second, ...rest]) {
    const chunk = [arc & 0x7f];
    for (let value = Math.floor(arc / 128); value > 0; value = Math.floor(value / 128)) {
      chunk.unshift((value & 0x7f) | 0x80);
    }
    bytes.push(...chunk);
  }
  return Buffer.from(bytes);
}

interface DerNode {
  tag: number;
  contentStart: number;
  end: number;
}

function readDer(der: Buffer, offset: number): DerNode {
  const tag = der[offset];
  let length = der[offset + 1];
  if (tag === undefined || length === undefined) throw new SignedDataInvalid('truncated DER');
  let contentStart = offset + 2;
  if (length & 0x80) {
    const count = length & 0x7f;
    if (count < 1 || count > 4) throw new SignedDataInvalid('unsupported DER length');
    length = 0;
    for (let index = 0; index < count; index += 1) {
      length = length * 256 + (der[contentStart + index] ?? 0);
    }
    contentStart += count;
  }
  const end = contentStart + length;
  if (end > der.length) throw new SignedDataInvalid('truncated DER');
  return { tag, contentStart, end };
}

function childrenOf(der: Buffer, node: DerNode): DerNode[] {
  const children: DerNode[] = [];
  for (let offset = node.contentStart; offset < node.end; ) {
    const child = readDer(der, offset);
    children.push(child);
    offset = child.end;
  }
  return children;
}

/** The OIDs of a certificate's extensions (tbsCertificate's [3] field), as DER content hex. */
function extensionOids(certificate: X509Certificate): Set<string> {
  const der = certificate.raw;
  const [tbs] = childrenOf(der, readDer(der, 0));
  if (!tbs) throw new SignedDataInvalid('certificate without tbsCertificate');
  const extensions = childrenOf(der, tbs).find((node) => node.tag === 0xa3);
  const list = extensions ? childrenOf(der, extensions)[0] : undefined;
  const oids = new Set<string>();
  for (const extension of list ? childrenOf(der, list) : []) {
    const [id] = childrenOf(der, extension);
    if (id?.tag === 0x06) oids.add(der.subarray(id.contentStart, id.end).toString('hex'));
  }
  return oids;
}

function isValidAt(certificate: X509Certificate, at: Date): boolean {
  const from = Date.parse(certificate.validFrom);
  const to = Date.parse(certificate.validTo);
  return Number.isFinite(from) && Number.isFinite(to) && from <= at.getTime() && at.getTime() <= to;
}

function normalizeFingerprint(fingerprint: string): string {
  return fingerprint.replaceAll(':', '').toUpperCase();
}

/** The checks of the chain in `x5c`; answers the leaf certificate that signed. */
function verifiedLeaf(x5c: unknown, rootSha256: string, now: Date): X509Certificate {
  if (!Array.isArray(x5c) || x5c.length !== 3 || !x5c.every((entry) => typeof entry === 'string')) {
    throw new SignedDataInvalid('x5c is not a chain of three certificates');
  }
  let chain: X509Certificate[];
  try {
    chain = x5c.map((entry: string) => new X509Certificate(Buffer.from(entry, 'base64')));
  } catch {
    throw new SignedDataInvalid('x5c holds an unreadable certificate');
  }
  const [leaf, intermediate, root] = chain as [X509Certificate, X509Certificate, X509Certificate];
  if (normalizeFingerprint(root.fingerprint256) !== normalizeFingerprint(rootSha256)) {
    throw new SignedDataInvalid('the chain does not end in the trusted root');
  }
  if (!intermediate.checkIssued(root) || !intermediate.verify(root.publicKey)) {
    throw new SignedDataInvalid('the intermediate is not signed by the root');
  }
  if (!leaf.checkIssued(intermediate) || !leaf.verify(intermediate.publicKey)) {
    throw new SignedDataInvalid('the signing certificate is not signed by the intermediate');
  }
  if (!intermediate.ca) throw new SignedDataInvalid('the intermediate is not a CA');
  if (!chain.every((certificate) => isValidAt(certificate, now))) {
    throw new SignedDataInvalid('a certificate of the chain is not valid now');
  }
  if (!extensionOids(leaf).has(encodeOid(APPLE_LEAF_MARKER_OID).toString('hex'))) {
    throw new SignedDataInvalid('the signing certificate lacks the App Store marker');
  }
  if (!extensionOids(intermediate).has(encodeOid(APPLE_INTERMEDIATE_MARKER_OID).toString('hex'))) {
    throw new SignedDataInvalid('the intermediate lacks the Apple WWDR marker');
  }
  return leaf;
}

/** Verifies an App Store JWS (signedTransactionInfo) and answers its decoded payload. */
export async function verifyAppStoreSignedData(
  jws: string,
  options: { rootSha256: string; now: Date },
): Promise<Record<string, unknown>> {
  let header: ReturnType<typeof decodeProtectedHeader>;
  try {
    header = decodeProtectedHeader(jws);
  } catch {
    throw new SignedDataInvalid('not a JWS');
  }
  if (header.alg !== 'ES256') throw new SignedDataInvalid(`unexpected alg ${header.alg}`);
  const leaf = verifiedLeaf(header.x5c, options.rootSha256, options.now);
  let payload: Uint8Array;
  try {
    ({ payload } = await compactVerify(jws, leaf.publicKey, { algorithms: ['ES256'] }));
  } catch {
    throw new SignedDataInvalid('the signature does not verify');
  }
  let decoded: unknown;
  try {
    decoded = JSON.parse(new TextDecoder().decode(payload));
  } catch {
    throw new SignedDataInvalid('the payload is not JSON');
  }
  if (!decoded || typeof decoded !== 'object' || Array.isArray(decoded)) {
    throw new SignedDataInvalid('the payload is not an object');
  }
  return decoded as Record<string, unknown>;
}
