import { addPresaveFan, createPresaveCampaign } from '@songstats/db';
import { insertMember } from '@songstats/db/seed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWorldServer, type WorldServer } from '../../../../packages/world/src/http/server';
import { createWorld } from '../../../../packages/world/src/world';
import { spotifyAdapter } from '../integrations/presave/adapters';
import { WorldImageSource } from '../routes/images/world-images';
import { startTestApp, type TestApp } from '../testing';

// Issue 23 demo: with the embedded demo world ahead of the real date (a world faster than real
// time), a pre-save's release day comes by the world's calendar.
const DAY_MS = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
const ALBUM = 'spotify:album:4aawyAB9vmqN3uQ7FjRGTy';
let server: WorldServer;
let test: TestApp;
const saved = { MONITOR: process.env.MONITOR, URL: process.env.PRESAVE_SERVICE_URL };

beforeAll(async () => {
  // The world's date: its start date plus one day of history, four days after ours.
  server = await startWorldServer(
    createWorld({ seed: 3, scale: 0.01, days: 1, startDate: inDays(3) }),
  );
  process.env.MONITOR = 'embedded';
  process.env.PRESAVE_SERVICE_URL = server.url;
  process.env.PRESAVE_DEV_CLOCK = 'on';
  test = await startTestApp({ worldImages: new WorldImageSource(server.url) });
}, 120_000);
afterAll(async () => {
  await test.close();
  await server.close();
  process.env.MONITOR = saved.MONITOR;
  if (saved.MONITOR === undefined) delete process.env.MONITOR;
  if (saved.URL === undefined) delete process.env.PRESAVE_SERVICE_URL;
  delete process.env.PRESAVE_DEV_CLOCK;
});

describe('the delivery clock in embedded mode', () => {
  it("delivers on the world's release day when the world is ahead of ours", async () => {
    const status = (await (await fetch(`${server.url}/world/status`)).json()) as { date: string };
    expect(status.date).toBe(inDays(4));
    const { db } = test.connection;
    const owner = await insertMember(db, { email: 'world-date@example.com' });
    const campaign = await createPresaveCampaign(db, {
      ownerMemberId: owner.id,
      slug: 'world-date',
      title: 'Night Drive',
      artistName: 'Nova Lane',
      releaseDate: inDays(3),
      services: ['spotify'],
      spotifyUri: ALBUM,
      consentText: 'Save it on release day.',
    });
    // A fan connected through the world's authorize page.
    const spotify = spotifyAdapter({
      accountsUrl: `${server.url}/presave/spotify`,
      apiUrl: `${server.url}/presave/spotify/v1`,
      clientId: 'client',
      clientSecret: 'secret',
    });
    const url = spotify.authorizeUrl('s', 'http://localhost:8002/presave-callback');
    const form = new URLSearchParams({
      redirect_uri: 'http://localhost:8002/presave-callback',
      state: 's',
      user: 'wes',
      decision: 'allow',
    });
    const agreed = await fetch(url.split('?')[0]!, {
      method: 'POST',
      body: form,
      redirect: 'manual',
    });
    const code = new URL(agreed.headers.get('location')!).searchParams.get('code')!;
    const account = await spotify.connect(code, 'http://localhost:8002/presave-callback');
    await addPresaveFan(db, {
      campaignId: campaign!.id,
      service: 'spotify',
      serviceUserId: account!.id,
      accessToken: account!.accessToken,
      refreshToken: account!.refreshToken,
      tokenExpiresAt: account!.expiresAt,
      email: null,
      country: 'DE',
      followArtist: false,
      consentText: 'Save it on release day.',
      consentedAt: new Date(),
    });
    // Our clock moves to tomorrow; the world's is already past the release day.
    const run = await test.app.inject({ method: 'POST', url: '/dev/presaves/next-day' });
    expect(run.json()).toMatchObject({ today: inDays(4), delivered: 1, failed: 0 });
    const libraries = (await (await fetch(`${server.url}/presave/__libraries`)).json()) as Record<
      string,
      string[]
    >;
    expect(libraries['spotify:wes']).toEqual([ALBUM]);
  });
});
