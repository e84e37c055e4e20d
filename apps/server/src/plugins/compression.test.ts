import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, writeTestWebDist } from '../testing';
import { negotiateEncoding } from './compression';

let test: TestApp;
let webDist: string;
let origin: string;
// A built asset and its build-time copies, as vite.config.ts's precompress writes them.
const ASSET = '/assets/index-abc123.js';
const SCRIPT = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{id:${i},name:"row ${i}"}`).join(',')}];\n`;

beforeAll(async () => {
  webDist = writeTestWebDist();
  mkdirSync(path.join(webDist, 'assets'));
  const file = path.join(webDist, ASSET);
  writeFileSync(file, SCRIPT);
  writeFileSync(`${file}.br`, brotliCompressSync(SCRIPT));
  writeFileSync(`${file}.gz`, gzipSync(SCRIPT));
  test = await startTestApp({ webDist });
  await test.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(test.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await test?.close();
  rmSync(webDist, { recursive: true, force: true });
});

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The bytes as they came over the wire. */
  wire: Buffer;
  /** The body after undoing the Content-Encoding. */
  body: string;
}

/** A real HTTP GET that does not decompress for us (fetch would), so the wire bytes are seen. */
function get(url: string, acceptEncoding?: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
    request(`${origin}${url}`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const wire = Buffer.concat(chunks);
        const encoding = response.headers['content-encoding'];
        const decoded =
          encoding === 'br'
            ? brotliDecompressSync(wire)
            : encoding === 'gzip'
              ? gunzipSync(wire)
              : wire;
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          wire,
          body: decoded.toString('utf8'),
        });
      });
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

describe('compression on real HTTP (issue 29)', () => {
  it('sends a built script as its brotli or gzip copy when asked, the same script once decoded', async () => {
    const plain = await get(ASSET);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.wire.toString('utf8')).toBe(SCRIPT);
    expect(plain.headers.vary).toMatch(/accept-encoding/i);

    for (const [asked, sent] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
    ] as const) {
      const answer = await get(ASSET, asked);
      expect([asked, answer.headers['content-encoding']]).toEqual([asked, sent]);
      expect(answer.headers['content-type']).toMatch(/javascript/);
      expect(answer.headers['cache-control']).toContain('immutable');
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      expect(answer.wire.length).toBeLessThan(SCRIPT.length / 4);
      expect(answer.body).toBe(SCRIPT);
    }
  });

  it('compresses a JSON API answer when asked, identical once decoded, and not when not asked', async () => {
    const plain = await get('/api/docs/json');
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.wire.length).toBeGreaterThan(10_000);
    const document = JSON.parse(plain.body) as { openapi: string };
    expect(document.openapi).toMatch(/^3\./);

    for (const encoding of ['br', 'gzip'] as const) {
      const answer = await get('/api/docs/json', encoding);
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(answer.headers['content-type']).toMatch(/application\/json/);
      expect(Number(answer.headers['content-length'] ?? answer.wire.length)).toBe(
        answer.wire.length,
      );
      expect(answer.wire.length).toBeLessThan(plain.wire.length / 4);
      expect(answer.body).toBe(plain.body);
    }

    const identity = await get('/api/docs/json', 'identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(plain.body);
  });

  it('compresses the rendered index.html and leaves a small API answer as it is', async () => {
    const page = await get('/pricing', 'gzip');
    expect(page.headers['content-type']).toMatch(/text\/html/);
    // The test build's page is under the 1 KB floor: sent as it is, but marked as varying.
    expect(page.headers['content-encoding']).toBeUndefined();
    expect(page.headers.vary).toMatch(/accept-encoding/i);
    expect(page.body).toContain('<meta name="variant"');

    const small = await get('/api/v1/members/get_push_public_key', 'br');
    expect(small.status).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body)).toHaveProperty('publicKey');
  });
});

describe('negotiateEncoding', () => {
  it('prefers brotli at equal weight and honours q-values and *', () => {
    expect(negotiateEncoding(undefined)).toBeNull();
    expect(negotiateEncoding('')).toBeNull();
    expect(negotiateEncoding('identity')).toBeNull();
    expect(negotiateEncoding('gzip, br')).toBe('br');
    expect(negotiateEncoding('br;q=0.5, gzip')).toBe('gzip');
    expect(negotiateEncoding('gzip;q=0, br;q=0')).toBeNull();
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('br;q=0, *;q=0.1')).toBe('gzip');
    expect(negotiateEncoding('deflate')).toBeNull();
  });
});
