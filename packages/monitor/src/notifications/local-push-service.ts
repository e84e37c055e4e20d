import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify,
} from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

// A local push service speaking the Web Push protocol (RFC 8030) for tests: it takes the
// encrypted POSTs the monitor sends, and opens them as the browser would (RFC 8291 with the
// subscription's private key), after checking the VAPID signature (RFC 8292). Used by the browser
// test of issue 22 (apps/web/e2e/notifications.e2e.ts), whose headless Chromium has no push
// service of its own.

export interface ReceivedPush {
  /** The subscription's name (the endpoint's last segment). */
  name: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface LocalSubscription {
  /** The subscription's JSON, as PushSubscription.toJSON() gives it: the push token. */
  token: string;
  /** RFC 8291 §3.4 and RFC 8188: what the browser does with a push's body. */
  decrypt(body: Buffer): string;
}

export interface VapidClaims {
  aud: string;
  sub: string;
  exp: number;
  /** The server's public key (the `k` parameter). */
  publicKey: string;
}

export interface LocalPushService {
  received: ReceivedPush[];
  /** The status it answers (201; 410 says the subscription is gone). */
  answer: number;
  /** The origin pushes are sent to (the VAPID audience). */
  origin: string;
  subscribe(name: string): LocalSubscription;
  /** Resolves with the first push for `name` received after the call or already there. */
  next(name: string, timeoutMs: number): Promise<ReceivedPush>;
  close(): Promise<void>;
}

export async function startLocalPushService(answer = 201): Promise<LocalPushService> {
  const received: ReceivedPush[] = [];
  const waiting = new Set<() => void>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        name: (request.url ?? '').split('/').pop() ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks),
      });
      response.statusCode = service.answer;
      response.end();
      for (const wake of waiting) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const service: LocalPushService = {
    received,
    answer,
    origin,
    subscribe(name) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const token = JSON.stringify({
        endpoint: `${origin}/push/${name}`,
        expirationTime: null,
        keys: {
          p256dh: ecdh.getPublicKey().toString('base64url'),
          auth: auth.toString('base64url'),
        },
      });
      return { token, decrypt: (body) => decryptPush(body, ecdh, auth) };
    },
    next(name, timeoutMs) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const push = received.find((entry) => entry.name === name);
          if (!push) return;
          clearTimeout(timer);
          waiting.delete(check);
          resolve(push);
        };
        const timer = setTimeout(() => {
          waiting.delete(check);
          reject(new Error(`No push for ${name} within ${timeoutMs / 1000} s.`));
        }, timeoutMs);
        waiting.add(check);
        check();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return service;
}

function decryptPush(body: Buffer, ecdh: ReturnType<typeof createECDH>, auth: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const serverKey = body.subarray(21, 21 + idLength);
  const cipher = body.subarray(21 + idLength);
  const secret = ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), serverKey]);
  const ikm = Buffer.from(hkdfSync('sha256', secret, auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: aes128gcm\0', 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: nonce\0', 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(cipher.subarray(cipher.length - 16));
  const padded = Buffer.concat([
    decipher.update(cipher.subarray(0, cipher.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 2, then zero padding.
  return padded.subarray(0, padded.lastIndexOf(2)).toString('utf8');
}

/**
 * RFC 8292: "vapid t=<ES256 JWT>, k=<the server's public key>"; the JWT's claims once its
 * signature checks out with k, else an error saying what is wrong.
 */
export function vapidClaims(headers: IncomingHttpHeaders): VapidClaims {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(headers.authorization ?? '');
  if (!match) throw new Error(`Not a VAPID authorization: ${headers.authorization}`);
  const [, jwt, k] = match as unknown as [string, string, string];
  const [head, claims, signature] = jwt.split('.') as [string, string, string];
  if (JSON.parse(Buffer.from(head, 'base64url').toString()).alg !== 'ES256')
    throw new Error('The VAPID JWT is not ES256.');
  const point = Buffer.from(k, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('The VAPID signature does not verify with k.');
  const body = JSON.parse(Buffer.from(claims, 'base64url').toString()) as Omit<
    VapidClaims,
    'publicKey'
  >;
  return { ...body, publicKey: k };
}
