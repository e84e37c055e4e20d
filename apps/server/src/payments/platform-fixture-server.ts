import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

// A payment platform for tests (STYLE: fake only what lies outside the machine): a local HTTP
// server that records every request and answers with the platform's documented formats.

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The raw body as sent. */
  body: string;
  /** A form-encoded body (Stripe) as flat `key[nested]` pairs. */
  form: Record<string, string>;
  /** A JSON body (PayPal), or null. */
  json: unknown;
}

export interface FixtureAnswer {
  status?: number;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as is, for malformed answers. */
  raw?: string;
  headers?: Record<string, string>;
}

type Responder = FixtureAnswer | ((request: RecordedRequest) => FixtureAnswer);

export interface PlatformFixtureServer {
  url: string;
  requests: RecordedRequest[];
  /** Answers `METHOD /path` (exact path, no query) until replaced; later calls win. */
  answer(route: string, responder: Responder): void;
  /** Forgets the answers and the recorded requests. */
  reset(): void;
  close(): Promise<void>;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export async function startPlatformFixtureServer(): Promise<PlatformFixtureServer> {
  const requests: RecordedRequest[] = [];
  const routes = new Map<string, Responder>();
  const server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const path = (incoming.url ?? '/').split('?')[0] ?? '/';
      const request: RecordedRequest = {
        method: incoming.method ?? 'GET',
        path,
        headers: incoming.headers,
        body,
        form: Object.fromEntries(new URLSearchParams(body)),
        json: parseJson(body),
      };
      requests.push(request);
      const responder = routes.get(`${request.method} ${path}`);
      const answer: FixtureAnswer = !responder
        ? { status: 501, body: { error: { message: `No fixture for ${request.method} ${path}` } } }
        : typeof responder === 'function'
          ? responder(request)
          : responder;
      outgoing.writeHead(answer.status ?? 200, {
        'content-type': 'application/json',
        ...answer.headers,
      });
      outgoing.end(answer.raw ?? JSON.stringify(answer.body ?? {}));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    answer(route, responder) {
      routes.set(route, responder);
    },
    reset() {
      routes.clear();
      requests.length = 0;
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}
