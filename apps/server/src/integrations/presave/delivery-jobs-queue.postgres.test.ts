import { queryRows } from '@songstats/db';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PRESAVE_LEASE_MS } from './deliver';
import {
  ALBUM,
  campaignWithFans,
  connection,
  deliveriesOf,
  dyingAdapter,
  spotify,
  today,
  useDeliveryJobsFixture,
  world,
} from './delivery-jobs-fixture';
import { batchJobId, PRESAVE_QUEUE, type SqlExecutor, startPresaveQueue } from './queue';

// Issue 23, decision 051, on PostgreSQL only (vitest.config.ts runs *.postgres.test.ts when
// DATABASE_URL is set): release-day delivery as pg-boss batch jobs keyed by their deliveries,
// the retried job taking its rows again at once when a worker died mid-delivery.

useDeliveryJobsFixture();

describe('a worker dies mid-delivery', () => {
  it('pg-boss: one job per batch however many processes send it; its retry takes the rows at once', async () => {
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
  }, 90_000);
});
