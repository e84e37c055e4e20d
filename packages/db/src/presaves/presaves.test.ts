import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Connection } from '../connect';
import { queryRows } from '../query-rows';
import { insertMember } from '../seed/factories';
import { openTestDatabase } from '../testing';
import {
  addPresaveFan,
  claimPresaveDeliveries,
  createPresaveCampaign,
  finishPresaveDelivery,
  listPresaveFans,
  savePresaveConnectState,
  takePresaveConnectState,
  unsubscribePresaveFan,
} from './index';

// Issue 23: the delivery's key (fan and release), claims under leases, one outcome per delivery.
let connection: Connection;
let campaignId = 0;

const fan = (serviceUserId: string, service: 'spotify' | 'deezer' = 'spotify') => ({
  campaignId,
  service,
  serviceUserId,
  accessToken: `token-${serviceUserId}`,
  refreshToken: null,
  email: `${serviceUserId}@example.com`,
  country: 'DE',
  followArtist: true,
  consentText: 'Save it on release day.',
  consentedAt: new Date(),
});

beforeAll(async () => {
  connection = await openTestDatabase();
  const owner = await insertMember(connection.db, { email: 'presave-owner@example.com' });
  const campaign = await createPresaveCampaign(connection.db, {
    ownerMemberId: owner.id,
    slug: 'night-drive',
    title: 'Night Drive',
    artistName: 'Nova',
    releaseDate: '2026-12-01',
    services: ['spotify', 'deezer'],
    spotifyUri: 'spotify:album:abc',
    consentText: 'Save it on release day.',
  });
  campaignId = campaign!.id;
  expect(
    await createPresaveCampaign(connection.db, { ...campaign!, id: undefined, title: 'Other' }),
  ).toBeNull();
});
afterAll(() => connection.close());

describe('presave deliveries', () => {
  it('keeps one fan and one delivery per account and release, however often it connects', async () => {
    await addPresaveFan(connection.db, fan('ana'));
    await addPresaveFan(connection.db, { ...fan('ana'), accessToken: 'newer' });
    await addPresaveFan(connection.db, fan('ben', 'deezer'));
    const fans = await listPresaveFans(connection.db, campaignId);
    expect(fans.map((row) => [row.service, row.state])).toEqual([
      ['spotify', 'queued'],
      ['deezer', 'queued'],
    ]);
  });

  it('claims nothing before release day, and each due delivery by one worker at a time', async () => {
    const now = new Date('2026-12-01T06:00:00Z');
    const early = await claimPresaveDeliveries(connection.db, {
      today: '2026-11-30',
      now,
      leaseMs: 60_000,
      limit: 10,
    });
    expect(early).toEqual([]);
    const [first, second] = await Promise.all([
      claimPresaveDeliveries(connection.db, {
        today: '2026-12-01',
        now,
        leaseMs: 60_000,
        limit: 1,
      }),
      claimPresaveDeliveries(connection.db, {
        today: '2026-12-01',
        now,
        leaseMs: 60_000,
        limit: 1,
      }),
    ]);
    const ids = [...first!, ...second!].map((row) => row.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(first![0]?.accessToken ?? second![0]?.accessToken).toBeTruthy();
    // Claimed rows are leased: a third claim in the lease finds what is left, nothing twice.
    const third = await claimPresaveDeliveries(connection.db, {
      today: '2026-12-01',
      now,
      leaseMs: 60_000,
      limit: 10,
    });
    expect([...ids, ...third.map((row) => row.id)].sort()).toEqual(
      (
        await queryRows<{ id: number }>(
          connection.db,
          sql`select id::int as id from presave_deliveries`,
        )
      )
        .map((row) => row.id)
        .sort(),
    );
    // A worker that died: after its lease, the delivery is claimed again (a second attempt).
    const later = new Date(now.getTime() + 61_000);
    const again = await claimPresaveDeliveries(connection.db, {
      today: '2026-12-01',
      now: later,
      leaseMs: 60_000,
      limit: 10,
    });
    expect(again.map((row) => row.attempts).sort()).toEqual([2, 2]);
    const [one, two] = again;
    expect(
      await finishPresaveDelivery(connection.db, one!.id, { kind: 'delivered', at: later }),
    ).toBe(true);
    // The first worker's late answer changes nothing: delivered once.
    expect(
      await finishPresaveDelivery(connection.db, one!.id, { kind: 'delivered', at: later }),
    ).toBe(false);
    expect(
      await finishPresaveDelivery(connection.db, two!.id, {
        kind: 'failed',
        reason: 'The fan revoked access.',
      }),
    ).toBe(true);
    const fans = await listPresaveFans(connection.db, campaignId);
    expect(fans.map((row) => row.state).sort()).toEqual(['delivered', 'failed']);
  });

  it('takes a connect state once, and an unsubscribe link stops the mail', async () => {
    const state = await savePresaveConnectState(connection.db, {
      campaignId,
      service: 'spotify',
      email: null,
      followArtist: false,
      consentText: 'x',
      expiresAt: new Date(Date.now() + 60_000),
    });
    expect((await takePresaveConnectState(connection.db, state))?.campaignId).toBe(campaignId);
    expect(await takePresaveConnectState(connection.db, state)).toBeNull();
    const [row] = await queryRows<{ token: string }>(
      connection.db,
      sql`select unsubscribe_token as token from presave_fans order by id limit 1`,
    );
    expect(await unsubscribePresaveFan(connection.db, row!.token)).toBe(true);
    expect(await unsubscribePresaveFan(connection.db, 'nope')).toBe(false);
    const fans = await listPresaveFans(connection.db, campaignId);
    expect(fans[0]?.unsubscribedAt).toBeInstanceOf(Date);
  });
});
