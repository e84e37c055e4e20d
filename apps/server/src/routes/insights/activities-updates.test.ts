import { encodeRequestStamp, ZActivitiesResponse } from '@songstats/contract';
import {
  insertAccount,
  insertActivity,
  insertManagement,
  insertMemberWithSession,
  insertTrack,
} from '@songstats/db/seed';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing';

// activities/index after its rows changed: an activity updated in place (a radio day's count)
// and the names it shows after renames. Who may read the feed is activities.test.ts's.
let test: TestApp;
beforeAll(async () => {
  test = await startTestApp();
});
afterAll(async () => {
  await test?.close();
});

describe('activities/index after changes (issues 21, 29)', () => {
  // Issue 21: a day's radio item is updated in place as spins are counted (migration 0026).
  it('shows a radio item as counted again, also when its page was kept in memory', async () => {
    const { db } = test.connection;
    const artist = await insertAccount(db, { name: 'Radio Artist' });
    const track = await insertTrack(db, { artistId: artist.id, title: 'Radio Song' });
    const { member, token } = await insertMemberWithSession(db);
    await insertManagement(db, {
      memberId: member.id,
      accountId: artist.id,
      accessHash: { songstats: 'direct', radiostats: 'direct' },
    });
    const { id } = await insertActivity(db, {
      trackId: track.id,
      source: 'radio',
      activityType: 'radio_spins',
      activityDate: '2026-04-01',
      tier: 4,
      activityText: 'Played once on Lima 106.4 FM, Peru',
      value: 1,
    });
    const texts = async () => {
      const response = await test.app.inject({
        method: 'GET',
        url: `/api/v1/activities/index?idUnique=${artist.idUnique}`,
        headers: { 'x-request-stamp': encodeRequestStamp(), authorization: `Bearer ${token}` },
      });
      return ZActivitiesResponse.parse(response.json()).tracks.map((item) => item.activityText);
    };
    const eventually = async (check: () => Promise<boolean>) => {
      for (let tries = 0; tries < 100; tries++) {
        if (await check()) return true;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return false;
    };
    const hits = () => test.app.readCache.feedPages.stats().hits;
    // Kept in memory once the insert's notification is heard (asynchronous on PostgreSQL).
    expect(
      await eventually(async () => {
        const before = hits();
        expect(await texts()).toEqual(['Played once on Lima 106.4 FM, Peru']);
        return hits() === before + 1;
      }),
    ).toBe(true);
    // The monitor's upsert: the activity and its filings (their tier, even when it stays).
    const later = 'Played 3 times on 2 stations in 2 countries, most on KEXP, United States';
    await db.execute(
      sql`update activities set activity_text = ${later}, value = 3, tier = 1 where id = ${id}`,
    );
    await db.execute(sql`update account_activities set tier = 1 where activity_id = ${id}`);
    expect(await eventually(async () => (await texts())[0] === later)).toBe(true);
  });

  // Issue 29 (migration 0070): an activity carries the names and images the feed shows, written
  // by triggers; a track, performer or label renamed afterwards shows its new name.
  it('shows the current names of track, performer and label after a rename', async () => {
    const { db } = test.connection;
    const label = await insertAccount(db, { type: 'label', name: 'Old Label' });
    const artist = await insertAccount(db, { name: 'Old Artist' });
    const track = await insertTrack(db, {
      artistId: artist.id,
      labelId: label.id,
      title: 'Old Title',
    });
    const { member, token } = await insertMemberWithSession(db);
    await insertManagement(db, {
      memberId: member.id,
      accountId: artist.id,
      accessHash: { songstats: 'direct' },
    });
    await insertActivity(db, { trackId: track.id, activityDate: '2026-05-01', tier: 4 });
    // Below every tier: not in the feed, nor in the filings the renames go through.
    const { id: untiered } = await insertActivity(db, {
      trackId: track.id,
      activityDate: '2026-05-02',
      tier: null,
    });
    await db.execute(
      sql`update tracks set title = 'New Title', image_url = '/images/new-track.svg'
          where id = ${track.id}`,
    );
    await db.execute(
      sql`update accounts set name = 'New Artist', image_url = '/images/new-artist.svg'
          where id = ${artist.id}`,
    );
    await db.execute(sql`update accounts set name = 'New Label' where id = ${label.id}`);
    // The untiered activity gets a tier (as a radio day's upsert does): it is filed and shown.
    await db.execute(sql`update activities set tier = 3 where id = ${untiered}`);
    await db.execute(
      sql`insert into account_activities (account_id, activity_date, activity_id, source, tier)
          values (${artist.id}, '2026-05-02', ${untiered}, 'spotify', 3),
            (${label.id}, '2026-05-02', ${untiered}, 'spotify', 3)`,
    );
    // Inserted after the renames.
    await insertActivity(db, { trackId: track.id, activityDate: '2026-05-03', tier: 4 });
    const response = await test.app.inject({
      method: 'GET',
      url: `/api/v1/activities/index?idUnique=${artist.idUnique}`,
      headers: { 'x-request-stamp': encodeRequestStamp(), authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    const items = ZActivitiesResponse.parse(response.json()).tracks;
    expect(items.map((item) => item.date)).toEqual(['2026-05-03', '2026-05-02', '2026-05-01']);
    for (const item of items) {
      expect(item).toMatchObject({
        trackIdUnique: track.idUnique,
        trackName: 'New Title',
        artistName: 'New Artist',
        labelName: 'New Label',
      });
      expect(item.imageUrl).toBe('/images/new-track.svg');
      expect(item.artistImageUrl).toBe('/images/new-artist.svg');
    }
  });
});
