import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';

// Local stand-ins for the providers, for tests only: a JWKS endpoint with keys the test made,
// and a Graph API answering debug_token and /me. Nothing leaves the machine.

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

/** A JWKS server and a signer of ID tokens with its key (RS256, like Google and Apple). */
export async function startFakeJwksProvider(issuer: string) {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const server = createServer((_request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ keys: [jwk] }));
  });
  const url = await listen(server);
  return {
    jwksUrl: `${url}/keys`,
    issuer,
    /** An ID token for `audience`, signed with the served key unless `key` says otherwise. */
    async sign(
      claims: JWTPayload,
      options: { audience: string; expiresIn?: string; foreign?: boolean },
    ) {
      const key = options.foreign ? (await generateKeyPair('RS256')).privateKey : privateKey;
      return new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
        .setIssuer(issuer)
        .setAudience(options.audience)
        .setIssuedAt()
        .setExpirationTime(options.expiresIn ?? '10m')
        .sign(key);
    },
    close: () => close(server),
  };
}

export interface FakeFacebookUser {
  id: string;
  name: string;
  email?: string;
  appId: string;
}

/** A Graph API with one access token per user: `token-<id>`. */
export async function startFakeFacebookGraph(users: FakeFacebookUser[]) {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    response.setHeader('content-type', 'application/json');
    if (url.pathname === '/debug_token') {
      const user = users.find(
        (entry) => `token-${entry.id}` === url.searchParams.get('input_token'),
      );
      response.end(
        JSON.stringify({
          data: { is_valid: Boolean(user), app_id: user?.appId ?? '', user_id: user?.id ?? '' },
        }),
      );
      return;
    }
    const user = users.find(
      (entry) => `token-${entry.id}` === url.searchParams.get('access_token'),
    );
    if (url.pathname === '/me' && user) {
      response.end(JSON.stringify({ id: user.id, name: user.name, email: user.email }));
      return;
    }
    response.statusCode = 400;
    response.end(JSON.stringify({ error: { message: 'Invalid OAuth access token.' } }));
  });
  const graphUrl = await listen(server);
  return { graphUrl, close: () => close(server) };
}
