import { createWorld, startWorldServer, type WorldServer } from '@songstats/world';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, writeTestWebDist } from '../../testing';
import { NO_IMAGE, WorldImageSource } from './world-images';

// Issue 21 (docs/decisions/025): the world's artwork, kept as `/images/{kind}/{id}.svg`, is
// answered on our own origin, so the browser loads it under the CSP's img-src 'self'.

const world = createWorld({ seed: 3, scale: 0.01, days: 1 });
const artistId = world.state.artists[0]!.id;
const source = new WorldImageSource();
let worldServer: WorldServer;
let test: TestApp;

beforeAll(async () => {
  worldServer = await startWorldServer(world);
  source.url = worldServer.url;
  test = await startTestApp({ worldImages: source, webDist: writeTestWebDist() });
});
afterAll(async () => {
  await test?.close();
  await worldServer?.close();
});

describe('GET /images/{kind}/{id}.svg', () => {
  it("answers the world's SVG as it drew it, with the CSP and a day's caching", async () => {
    const response = await test.app.inject({ url: `/images/artist/${artistId}.svg` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const direct = await (await fetch(`${worldServer.url}/images/artist/${artistId}.svg`)).text();
    expect(response.body).toBe(direct);
  });

  it('answers 404 with a message for an id the world does not know, never the web page', async () => {
    const response = await test.app.inject({ url: '/images/artist/nobody.svg' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: NO_IMAGE });
  });

  it('refuses other kinds and files with a 4xx and a message', async () => {
    for (const url of [
      `/images/album/${artistId}.svg`,
      `/images/artist/${artistId}.png`,
      '/images/artist/..%2F..%2Fworld%2Fstatus.svg',
    ]) {
      const response = await test.app.inject({ url });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.json().message, url).toBeTruthy();
    }
  });

  it('answers 404 without a world, and when the world is not there', async () => {
    const saved = source.url;
    try {
      source.url = null;
      expect((await test.app.inject({ url: `/images/artist/${artistId}.svg` })).statusCode).toBe(
        404,
      );
      source.url = 'http://127.0.0.1:9';
      expect((await test.app.inject({ url: `/images/artist/${artistId}.svg` })).statusCode).toBe(
        404,
      );
    } finally {
      source.url = saved;
    }
  });
});
