import { listPresaveFans, presaveFans } from '@songstats/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PRESAVE_LEASE_MS, runPresaveDeliveries } from './deliver';
import {
  ALBUM,
  campaignWithFans,
  connection,
  deliveriesOf,
  dyingAdapter,
  savesOf,
  spotify,
  today,
  useDeliveryJobsFixture,
  world,
} from './delivery-jobs-fixture';

// Issue 23, decision 051: release-day delivery when a worker dies mid-delivery (PGlite: this
// process's passes under leases; PostgreSQL: pg-boss batch jobs keyed by their deliveries, the
// retried job taking its rows again at once: delivery-jobs-queue.postgres.test.ts), and the fan's Spotify token refreshed on the way.

useDeliveryJobsFixture();

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
