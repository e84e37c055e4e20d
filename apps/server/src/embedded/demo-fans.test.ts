import { listPresaveFans, listSmartLinks, queryRows } from '@songstats/db';
import { insertAccount, insertManagement, insertMember, insertTrack } from '@songstats/db/seed';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type PresaveService,
  startPresaveService,
} from '../../../../packages/world/src/http/presave-service';
import { startWorldServer } from '../../../../packages/world/src/http/server';
import {
  fanGroundTruth,
  fansBetween,
  fansOfDay,
} from '../../../../packages/world/src/sim/fan-traffic';
import { createWorld } from '../../../../packages/world/src/world';
import { flushFanCounts } from '../fan-pages/fan-counts';
import { deezerAdapter, presaveAdaptersFromEnv } from '../integrations/presave/adapters';
import { runPresaveDeliveries } from '../integrations/presave/deliver';
import { seedDemoPresave } from '../routes/presaves/seed-demo-presave';
import { seedDemoSmartLink } from '../routes/smart-links/seed-demo-smart-link';
import { startTestApp, type TestApp } from '../testing';
import { demoFanTargets, type FanTarget, playFan, startDemoFans } from './demo-fans';
import { DEMO_MEMBER_EMAIL } from './seed-demo-member';

// Issue 23 demo fidelity: the world's simulated fans of the demo member's smart link and pre-save
// are played through the server's own fan pages; what the product counts (the /marketing table's
// visits and clicks, the campaign's fans) equals the world's ground truth, bots excluded.
const SEED = 4242;
const DAY_MS = 86_400_000;
const HOSTS = { links: 'localhost:8001', presave: 'localhost:8002' };
let test: TestApp;
let world: PresaveService;
let targets: FanTarget[] = [];

/** The track's recording, and its ids on Deezer as the service's catalogue answers them. */
const ISRC = 'QZAB12600042';
const DEEZER_TRACK = {
  id: 3_000_000_042,
  readable: true,
  title: 'Night Drive',
  isrc: ISRC,
  artist: { id: 90_000_007, name: 'Nova Lane', type: 'artist' },
  album: { id: 600_000_042, title: 'Night Drive', type: 'album' },
  type: 'track',
};
const findDeezer = () =>
  presaveAdaptersFromEnv(process.env, () => null)().deezer!.findRelease!.bind(
    presaveAdaptersFromEnv(process.env, () => null)().deezer,
  );

beforeAll(async () => {
  world = await startPresaveService({
    catalogue: (isrc) => (isrc === ISRC ? DEEZER_TRACK : null),
  });
  process.env.PRESAVE_SERVICE_URL = world.url;
  test = await startTestApp();
  const { db } = test.connection;
  const member = await insertMember(db, { email: DEMO_MEMBER_EMAIL, name: 'Demo Member' });
  const artist = await insertAccount(db, {
    name: 'Nova Lane',
    externalIds: { spotify: '0TnOYISbd1XYRBk9myaseg' },
  });
  await insertTrack(db, {
    artistId: artist.id,
    title: 'Night Drive',
    externalIds: { spotify: '4aawyAB9vmqN3uQ7FjRGTy', deezer: '1109731' },
    isrc: ISRC,
  });
  await insertManagement(db, { memberId: member.id, accountId: artist.id });
  await seedDemoSmartLink(db, member.id);
}, 120_000);
afterAll(async () => {
  await test.close();
  await world.close();
  delete process.env.PRESAVE_SERVICE_URL;
});

describe('demo fans', () => {
  it("seeds the demo member's pre-save two world days ahead, on Spotify and Deezer, once", async () => {
    const { db } = test.connection;
    expect(await seedDemoPresave(db, '2026-12-30', findDeezer())).toBe(true);
    expect(await seedDemoPresave(db, '2027-01-05', findDeezer())).toBe(true);
    targets = await demoFanTargets(db);
    expect(targets).toEqual([
      { kind: 'link', slug: 'night-drive', services: ['spotify', 'deezer'] },
      { kind: 'presave', slug: 'presave-night-drive', services: ['spotify', 'deezer'] },
    ]);
    const campaigns = await db.query.presaveCampaigns.findMany();
    expect(
      campaigns.map((c) => [
        c.releaseDate,
        c.spotifyUri,
        c.spotifyArtistUri,
        c.deezerAlbumId,
        c.deezerArtistId,
      ]),
    ).toEqual([
      [
        '2027-01-01',
        'spotify:track:4aawyAB9vmqN3uQ7FjRGTy',
        'spotify:artist:0TnOYISbd1XYRBk9myaseg',
        '600000042',
        '90000007',
      ],
    ]);
  });

  it('the world makes the same fans for the same window, with bots among them', () => {
    const day = Math.floor(Date.parse('2026-11-26T00:00:00Z') / DAY_MS);
    const fans = fansOfDay(SEED, 'night-drive', day);
    expect(fansOfDay(SEED, 'night-drive', day)).toEqual(fans);
    expect(fans.length).toBeGreaterThanOrEqual(24);
    expect(fans.some((fan) => fan.bot)).toBe(true);
    // A window takes the fans who arrived in it, and two halves make the whole.
    const start = day * DAY_MS;
    const half = start + DAY_MS / 2;
    expect([
      ...fansBetween(SEED, 'night-drive', start - 1, half),
      ...fansBetween(SEED, 'night-drive', half, start + DAY_MS - 1),
    ]).toEqual(fans);
  });

  it("counts the world's fans as its ground truth says, bots excluded", {
    timeout: 240_000,
  }, async () => {
    const { db } = test.connection;
    const start = Date.parse('2026-11-26T00:00:00Z');
    const [link, campaign] = targets;
    // Two days of fans of the smart link, and of the pre-save page.
    const linkFans = fansBetween(SEED, link!.slug, start, start + 2 * DAY_MS);
    const presaveFans = fansBetween(SEED, campaign!.slug, start, start + 2 * DAY_MS);
    for (const fan of linkFans) await playFan(test.app, fan, link!, HOSTS);
    for (const fan of presaveFans) await playFan(test.app, fan, campaign!, HOSTS);
    // The fan pages write their counts in batches (decision 077): what waits is written first.
    await flushFanCounts(db);

    const truth = fanGroundTruth(linkFans);
    expect(truth.bots).toBeGreaterThan(0);
    const [row] = await listSmartLinks(db, null);
    // Every fan played on the same real day: a visitor is one per link and day.
    expect({ visits: row!.visits, clicks: row!.clicks }).toEqual({
      visits: truth.visitors,
      clicks: truth.clicks,
    });
    // The bots were sent and answered: counting them would have made more.
    const sent = linkFans.reduce((sum, fan) => sum + fan.views, 0);
    expect(sent).toBeGreaterThan(truth.visitors);

    const fans = await listPresaveFans(db, (await db.query.presaveCampaigns.findFirst())!.id);
    expect(fans).toHaveLength(fanGroundTruth(presaveFans).presaves);
    expect(fans.every((fan) => fan.state === 'queued')).toBe(true);
    // Each pre-saving fan connected the service at their position in the page's list.
    const byService = (service: string) => fans.filter((fan) => fan.service === service).length;
    const deezerFans = presaveFans.filter((fan) => !fan.bot && fan.presave === 1).length;
    expect(deezerFans).toBeGreaterThan(0);
    expect({ spotify: byService('spotify'), deezer: byService('deezer') }).toEqual({
      spotify: fans.length - deezerFans,
      deezer: deezerFans,
    });
    // Countries come from the fans' addresses (GeoLite2 through geoip-country).
    const countries = await queryRows<{ countryCode: string }>(
      db,
      sql`select distinct country_code as "countryCode" from smart_link_stats
          where kind = 'visit' order by 1`,
    );
    expect(countries.map((row) => row.countryCode)).toEqual(
      [...new Set(linkFans.filter((fan) => !fan.bot).map((fan) => fan.country))].sort(),
    );
  });

  it('delivers the demo pre-save on release day to Spotify and Deezer: delivered, a busy save retried after its backoff, a revoked fan failed with the reason, each once', async () => {
    const { db } = test.connection;
    const campaign = (await db.query.presaveCampaigns.findFirst())!;
    const adapters = presaveAdaptersFromEnv(process.env, () => null)();
    const fans = await listPresaveFans(db, campaign.id);
    const deezerUsers = [...world.state.tokens.values()]
      .filter((owner) => owner.service === 'deezer')
      .map((owner) => owner.user);
    expect(deezerUsers.length).toBeGreaterThanOrEqual(2);
    // One Deezer fan revokes access; Deezer answers the next save with its quota error.
    world.state.revoke('deezer', deezerUsers[0]!);
    world.state.busy.set('deezer', 1);
    const dayBefore = new Date(Date.parse(campaign.releaseDate) - DAY_MS)
      .toISOString()
      .slice(0, 10);
    const none = { delivered: 0, retried: 0, failed: 0 };
    expect(await runPresaveDeliveries(db, adapters, { today: dayBefore })).toEqual(none);
    const releaseDay = { today: campaign.releaseDate };
    expect(await runPresaveDeliveries(db, adapters, releaseDay)).toEqual({
      delivered: fans.length - 2,
      retried: 1,
      failed: 1,
    });
    const after = await listPresaveFans(db, campaign.id);
    const failed = after.filter((fan) => fan.state === 'failed');
    expect(failed.map((fan) => [fan.service, fan.reason])).toEqual([
      ['deezer', 'The fan revoked access to Deezer (Invalid OAuth access token.).'],
    ]);
    const retried = after.filter((fan) => fan.state === 'queued');
    expect(retried.map((fan) => [fan.service, fan.attempts, fan.reason])).toEqual([
      ['deezer', 1, 'Deezer is busy: Quota limit exceeded'],
    ]);
    // Not before its backoff (a minute after the first attempt), then delivered.
    expect(await runPresaveDeliveries(db, adapters, releaseDay)).toEqual(none);
    const later = () => new Date(Date.now() + 2 * 60_000);
    expect(await runPresaveDeliveries(db, adapters, { ...releaseDay, now: later })).toEqual({
      ...none,
      delivered: 1,
    });
    expect(await runPresaveDeliveries(db, adapters, { ...releaseDay, now: later })).toEqual(none);
    const states = await listPresaveFans(db, campaign.id);
    expect(states.filter((fan) => fan.state === 'delivered')).toHaveLength(fans.length - 1);
    // Each delivered fan's library holds the release once: the track on Spotify, the single's
    // album on Deezer (the world's ground truth).
    for (const user of deezerUsers.slice(1)) {
      expect(world.state.libraryOf('deezer', user)).toEqual(new Set(['album:600000042']));
    }
    expect(world.state.libraryOf('deezer', deezerUsers[0]!)).toEqual(new Set());
    const spotifyUsers = [...world.state.tokens.values()]
      .filter((owner) => owner.service === 'spotify')
      .map((owner) => owner.user);
    expect(new Set(spotifyUsers).size).toBe(fans.length - deezerUsers.length);
    for (const user of spotifyUsers) {
      expect(world.state.libraryOf('spotify', user)).toEqual(
        new Set(['spotify:track:4aawyAB9vmqN3uQ7FjRGTy']),
      );
    }
  });

  it("plays the fans the world's GET /fans answers as its day moves on", {
    timeout: 240_000,
  }, async () => {
    const { db } = test.connection;
    const small = createWorld({ seed: 31, scale: 0.02, days: 2 });
    const server = await startWorldServer(small);
    // The world's Deezer knows its catalogue by ISRC (Deezer's GET /track/isrc:), the demo
    // pre-save's Deezer ids; a recording it has not is Deezer's "no data".
    const worldDeezer = deezerAdapter({
      connectUrl: `${server.url}/presave/deezer`,
      apiUrl: `${server.url}/presave/deezer/api`,
      appId: 'demo',
      secret: 'demo',
    });
    expect(await worldDeezer.findRelease!(small.state.tracks.isrcs[5]!)).toEqual({
      albumId: String(600_000_005),
      artistId: String(90_000_000 + small.state.tracks.artist[5]!),
    });
    expect(await worldDeezer.findRelease!('GBDUW0000059')).toBeNull();
    const [before] = await listSmartLinks(db, null);
    const from = Date.parse(small.publishedUntil);
    const warnings: unknown[] = [];
    const fans = startDemoFans({
      app: test.app,
      worldUrl: server.url,
      hosts: HOSTS,
      everyMs: 100,
      log: { warn: (error) => warnings.push(error) },
    });
    try {
      // The first round notes the world's instant; the world's next day brings its fans.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      small.advanceDay();
      const truth = fanGroundTruth(
        fansBetween(small.seed, 'night-drive', from, Date.parse(small.publishedUntil)),
      );
      expect(truth.visitors).toBeGreaterThan(0);
      await expect
        .poll(async () => (await listSmartLinks(db, null))[0]!.visits - before!.visits, {
          timeout: 120_000,
          interval: 500,
        })
        .toBe(truth.visitors);
      await fans.stop();
      await flushFanCounts(db);
      const [after] = await listSmartLinks(db, null);
      expect(after!.clicks - before!.clicks).toBe(truth.clicks);
      expect(warnings).toEqual([]);
    } finally {
      await fans.stop();
      await server.close();
    }
  });
});
