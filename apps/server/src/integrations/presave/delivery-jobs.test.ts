import {
  addPresaveFan,
  createPresaveCampaign,
  listPresaveFans,
  presaveDeliveries,
  presaveFans,
  queryRows,
} from '@songstats/db';
import { insertMember } from '@songstats/db/seed';
import { openTestDatabase } from '@songstats/db/testing';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type PresaveService,
  startPresaveService,
} from '../../../../../packages/world/src/http/presave-service';
import { type PresaveAdapter, type PresaveAdapters, spotifyAdapter } from './adapters';
import { PRESAVE_LEASE_MS, runPresaveDeliveries } from './deliver';
import { batchJobId, PRESAVE_QUEUE, type SqlExecutor, startPresaveQueue } from './queue';

// Issue 23, decision 051: release-day delivery when a worker dies mid-delivery (PGlite: this
// process's passes under leases; PostgreSQL: pg-boss batch jobs keyed by their deliveries, the
// retried job taking its rows again at once), and the fan's Spotify token refreshed on the way.

type Db = Awaited<ReturnType<typeof openTestDatabase>>;
let connection: Db;
let world: PresaveService;
let spotify: PresaveAdapter;
let ownerId = 0;
const REDIRECT = 'http://localhost:8002/presave-callback';
const today = new Date().toISOString().slice(0, 10);
const ALBUM = 'spotify:album:4aawyAB9vmqN3uQ7FjRGTy';
const isPostgres = Boolean(process.env.DATABASE_URL);

/** A fan agreeing on the world's authorize page, as the browser posts its form. */
async function connectFan(user: string) {
  const url = spotify.authorizeUrl('s', REDIRECT);
  const html = await (await fetch(url)).text();
  const form = new URLSearchParams();
  for (const [, name, value] of html.matchAll(/type="hidden" name="(\w+)" value="([^"]*)"/g)) {
    form.set(name!, value!.replace(/&amp;/g, '&'));
  }
  form.set('user', user);
  form.set('decision', 'allow');
  const answer = await fetch(url.split('?')[0]!, {
    method: 'POST',
    body: form,
    redirect: 'manual',
  });
  const code = new URL(answer.headers.get('location')!).searchParams.get('code')!;
  return (await spotify.connect(code, REDIRECT))!;
}

let slugs = 0;
/** A campaign out today with these fans connected through the world. */
async function campaignWithFans(users: string[]) {
  const campaign = await createPresaveCampaign(connection.db, {
    ownerMemberId: ownerId,
    slug: `jobs-${++slugs}`,
    title: 'Night Drive',
    artistName: 'Nova Lane',
    releaseDate: today,
    services: ['spotify'],
    spotifyUri: ALBUM,
    consentText: 'Save it on release day.',
  });
  for (const user of users) {
    const account = await connectFan(user);
    await addPresaveFan(connection.db, {
      campaignId: campaign!.id,
      service: 'spotify',
      serviceUserId: account.id,
      accessToken: account.accessToken,
      refreshToken: account.refreshToken,
      tokenExpiresAt: account.expiresAt,
      email: null,
      country: 'DE',
      followArtist: false,
      consentText: 'Save it on release day.',
      consentedAt: new Date(),
    });
  }
  return campaign!.id;
}

/** Library saves the world received, per fan (a save retried after a crash shows twice). */
function savesOf(user: string) {
  return world.state.requests.filter((request) => request.method === 'PUT' && request.user === user)
    .length;
}

/**
 * A worker that dies mid-delivery: its first save reaches the service, then it never answers
 * (as a process killed between the save and writing the outcome). `release` lets the late
 * answer through afterwards, to show it changes nothing.
 */
function dyingAdapter() {
  let release: () => void = () => undefined;
  let died: () => void = () => undefined;
  const hasDied = new Promise<void>((resolve) => {
    died = resolve;
  });
  let calls = 0;
  const adapter: PresaveAdapter = {
    ...spotify,
    async save(token, delivery, follow) {
      const result = await spotify.save(token, delivery, follow);
      if (++calls === 1) {
        died();
        await new Promise<void>((resolve) => {
          release = resolve;
        });
      }
      return result;
    },
  };
  return { adapters: { spotify: adapter } as PresaveAdapters, hasDied, release: () => release() };
}

async function deliveriesOf(campaignId: number) {
  return connection.db
    .select()
    .from(presaveDeliveries)
    .where(eq(presaveDeliveries.campaignId, campaignId))
    .orderBy(presaveDeliveries.id);
}

beforeAll(async () => {
  world = await startPresaveService();
  spotify = spotifyAdapter({
    accountsUrl: `${world.url}/presave/spotify`,
    apiUrl: `${world.url}/presave/spotify/v1`,
    clientId: 'client',
    clientSecret: 'secret',
  });
  connection = await openTestDatabase();
  ownerId = (await insertMember(connection.db, { email: 'jobs-owner@example.com' })).id;
});
afterAll(async () => {
  await connection.close();
  await world.close();
});

describe('a worker dies mid-delivery', () => {
  it('in-process passes: the next pass takes the rows when the lease ends, and the dead one writes nothing', async () => {
    const campaignId = await campaignWithFans(['ada', 'bea', 'cai']);
    const dying = dyingAdapter();
    const deadPass = runPresaveDeliveries(connection.db, dying.adapters, { today });
    await dying.hasDied;
    // While the dead pass holds its lease, another pass finds nothing to do.
    expect(await runPresaveDeliveries(connection.db, { spotify }, { today })).toEqual({
      delivered: 0,
      retried: 0,
      failed: 0,
    });
    const later = new Date(Date.now() + PRESAVE_LEASE_MS + 1_000);
    expect(
      await runPresaveDeliveries(connection.db, { spotify }, { today, now: () => later }),
    ).toEqual({ delivered: 3, retried: 0, failed: 0 });
    const delivered = await deliveriesOf(campaignId);
    expect(delivered.map((row) => [row.state, row.deliveredAt?.getTime()])).toEqual(
      delivered.map(() => ['delivered', later.getTime()]),
    );
    // The dead worker comes back: its outcomes are too late and change nothing.
    dying.release();
    expect(await deadPass).toEqual({ delivered: 0, retried: 0, failed: 0 });
    expect((await deliveriesOf(campaignId)).map((row) => row.deliveredAt?.getTime())).toEqual(
      delivered.map(() => later.getTime()),
    );
    for (const user of ['ada', 'bea', 'cai']) {
      expect([...world.state.libraryOf('spotify', user)]).toEqual([ALBUM]);
    }
    // The save that reached the service before the crash, and the one that was recorded.
    expect(savesOf('ada')).toBe(2);
  });

  it.runIf(isPostgres)(
    'pg-boss: one job per batch however many processes send it; its retry takes the rows at once',
    async () => {
      const campaignId = await campaignWithFans(['dan', 'eve', 'fay']);
      const pool = (connection.db as unknown as { $client: SqlExecutor }).$client;
      const settings = {
        now: () => new Date(),
        expireSeconds: 2,
        maintenanceSeconds: 1,
        pollingSeconds: 0.5,
        retryDelaySeconds: 1,
      };
      // Two server processes send the due batch: one job, whose id is its deliveries' keys.
      const senders = [
        await startPresaveQueue(connection.db, pool, () => ({ spotify }), {
          ...settings,
          workers: 0,
        }),
        await startPresaveQueue(connection.db, pool, () => ({ spotify }), {
          ...settings,
          workers: 0,
        }),
      ];
      for (const sender of senders) {
        expect(await sender.schedule({ today, campaignId })).toMatchObject({ jobs: 1 });
      }
      const due = (await deliveriesOf(campaignId)).map((row) => ({ id: row.id, attempts: 0 }));
      const [job] = await queryRows<{ id: string; count: number }>(
        connection.db,
        sql`select id::text, count(*) over ()::int as count from pgboss.job where name = ${PRESAVE_QUEUE}`,
      );
      expect(job).toEqual({ id: batchJobId(due), count: 1 });

      // A worker takes the job, saves the first fan's release, and dies.
      const dying = dyingAdapter();
      const dead = await startPresaveQueue(connection.db, pool, () => dying.adapters, {
        ...settings,
        workers: 1,
      });
      await dying.hasDied;
      const diedAt = Date.now();
      const leased = await deliveriesOf(campaignId);
      expect(leased.map((row) => row.claimedBy)).toEqual(leased.map(() => job!.id));
      // Another worker: pg-boss expires the dead worker's job and retries it, and the retry
      // takes the rows the dead attempt leased at once (they are the same job's).
      const alive = await startPresaveQueue(connection.db, pool, () => ({ spotify }), {
        ...settings,
        workers: 1,
      });
      let rows = await deliveriesOf(campaignId);
      while (rows.some((row) => row.state !== 'delivered') && Date.now() - diedAt < 60_000) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        rows = await deliveriesOf(campaignId);
      }
      expect(rows.map((row) => row.state)).toEqual(['delivered', 'delivered', 'delivered']);
      // Well before the two-minute lease would have let anyone else in.
      expect(Date.now() - diedAt).toBeLessThan(PRESAVE_LEASE_MS / 2);
      expect(rows.map((row) => row.claimedBy)).toEqual([null, null, null]);
      dying.release();
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect((await deliveriesOf(campaignId)).map((row) => row.deliveredAt?.getTime())).toEqual(
        rows.map((row) => row.deliveredAt?.getTime()),
      );
      for (const user of ['dan', 'eve', 'fay']) {
        expect([...world.state.libraryOf('spotify', user)]).toEqual([ALBUM]);
      }
      for (const queue of [...senders, dead, alive]) await queue.stop();
    },
    90_000,
  );
});

describe('token refresh on the way', () => {
  it("refreshes an expired Spotify token and keeps the new one; a revoked refresh fails with the service's reason", async () => {
    const campaignId = await campaignWithFans(['gus', 'hal', 'ivy']);
    world.state.expire('spotify', 'gus');
    world.state.revoke('spotify', 'hal');
    // ivy's token is about to expire by our record: refreshed before the save.
    const [ivy] = (await listPresaveFans(connection.db, campaignId)).slice(2);
    await connection.db
      .update(presaveFans)
      .set({ tokenExpiresAt: new Date(Date.now() + 30_000) })
      .where(eq(presaveFans.id, ivy!.fanId));
    const before = await connection.db
      .select()
      .from(presaveFans)
      .where(eq(presaveFans.campaignId, campaignId))
      .orderBy(presaveFans.id);
    const refreshes = () =>
      world.state.requests.filter((request) => request.path.endsWith('/api/token')).length;
    const tokenCalls = refreshes();
    expect(await runPresaveDeliveries(connection.db, { spotify }, { today, campaignId })).toEqual({
      delivered: 2,
      retried: 0,
      failed: 1,
    });
    // gus (expired: refused, refreshed, saved), hal (refused, refresh revoked), ivy (refreshed first).
    expect(refreshes() - tokenCalls).toBe(3);
    const fans = await listPresaveFans(connection.db, campaignId);
    expect(fans.map((fan) => [fan.state, fan.reason])).toEqual([
      ['delivered', null],
      ['failed', 'The fan revoked access to Spotify (Refresh token revoked).'],
      ['delivered', null],
    ]);
    const after = await connection.db
      .select()
      .from(presaveFans)
      .where(eq(presaveFans.campaignId, campaignId))
      .orderBy(presaveFans.id);
    expect(after[0]!.accessToken).not.toBe(before[0]!.accessToken);
    expect(after[0]!.refreshToken).toBe(before[0]!.refreshToken);
    expect(after[0]!.tokenExpiresAt!.getTime()).toBeGreaterThan(Date.now() + 3_500_000);
    expect(after[1]!.accessToken).toBe(before[1]!.accessToken);
    expect(after[2]!.accessToken).not.toBe(before[2]!.accessToken);
    expect([...world.state.libraryOf('spotify', 'gus')]).toEqual([ALBUM]);
    expect([...world.state.libraryOf('spotify', 'hal')]).toEqual([]);
    expect([...world.state.libraryOf('spotify', 'ivy')]).toEqual([ALBUM]);
    // ivy's save went out once, with the fresh token.
    expect(savesOf('ivy')).toBe(1);
  });
});
