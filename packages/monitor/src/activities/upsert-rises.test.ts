import { type Connection, listFeedActivities, queryRows } from '@songstats/db';
import { insertAccount, insertTrack } from '@songstats/db/seed';
import { openTestDatabase } from '@songstats/db/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spinStep } from '../radio/radio-activity';
import { type ActivityRow, activityKey } from './activity-row';
import { upsertActivities, writeActivities } from './write-activities';

let connection: Connection;
beforeAll(async () => {
  connection = await openTestDatabase();
});
afterAll(() => connection.close());

const DATE = '2026-11-23';

async function catalogue() {
  const label = await insertAccount(connection.db, { type: 'label' });
  const artist = await insertAccount(connection.db);
  const radioTrack = await insertTrack(connection.db, { artistId: artist.id, labelId: label.id });
  const otherTrack = await insertTrack(connection.db, { artistId: artist.id, labelId: label.id });
  return { label, artist, radioTrack, otherTrack };
}

function radioDay(trackId: number, spins: number, newsLevel: string, tier: number | null = 3) {
  return {
    key: activityKey('radio', 'radio_spins', String(trackId), DATE),
    source: 'radio',
    activity_type: 'radio_spins',
    activity_date: DATE,
    track_id: trackId,
    account_id: null,
    tier,
    is_highlight: false,
    is_milestone: false,
    activity_text: `Played ${spins} times on Lima 106.4 FM, Peru`,
    activity_url: null,
    value: spins,
    details: { newsLevel },
  } satisfies ActivityRow;
}

function playlistAdd(trackId: number, playlist: string): ActivityRow {
  return {
    key: activityKey('spotify', 'playlist_add', `${playlist}:${trackId}`, DATE),
    source: 'spotify',
    activity_type: 'playlist_add',
    activity_date: DATE,
    track_id: trackId,
    account_id: null,
    tier: 3,
    is_highlight: false,
    is_milestone: false,
    activity_text: `Added to ${playlist}`,
    activity_url: null,
    value: null,
    details: {},
  };
}

const feed = async (accountId: number) =>
  (
    await listFeedActivities(connection.db, {
      accountId,
      sources: null,
      maxTier: 4,
      limit: 10,
      offset: 0,
    })
  ).map((row) => ({ id: Number(row.id), text: row.activityText }));

const stored = async (key: string) => {
  const [row] = await queryRows<{ id: number; first_id: number | null }>(
    connection.db,
    sql`select id::int as id, first_id::int as first_id from activities where key = ${key}`,
  );
  return row!;
};

const filings = (activityId: number) =>
  queryRows<{ account_id: number }>(
    connection.db,
    sql`select account_id::int as account_id from account_activities
        where activity_id = ${activityId} order by 1`,
  );

// Issue 21, decision 081: an item that sums up a day so far rises to the top of its day in the
// feeds when its news grows, and stays where it is when only its count moves within a level.
describe('a day-so-far item rising in the feed', () => {
  it('takes a new id and new filings when its news level grows, keeping the first id', async () => {
    const { label, artist, radioTrack, otherTrack } = await catalogue();
    const owners = [artist.id, label.id].sort((a, b) => a - b);
    const first = radioDay(radioTrack.id, 1, '1:1');
    expect(await upsertActivities(connection.db, [first])).toBe(1);
    const firstRow = await stored(first.key);
    expect(firstRow.first_id).toBeNull();
    await writeActivities(connection.db, [playlistAdd(otherTrack.id, 'Top Hits')]);
    expect((await feed(artist.id)).map((item) => item.text)).toEqual([
      'Added to Top Hits',
      'Played 1 times on Lima 106.4 FM, Peru',
    ]);

    // Another count at the same level: updated where it is, same id.
    const same = { ...radioDay(radioTrack.id, 1, '1:1'), activity_text: 'Played once on X' };
    expect(await upsertActivities(connection.db, [same])).toBe(1);
    expect(await stored(first.key)).toEqual({ id: firstRow.id, first_id: null });
    expect((await feed(artist.id))[1]).toEqual({ id: firstRow.id, text: 'Played once on X' });

    // The next level: a new id above the playlist add, filed under the same owners, the old
    // filings gone; `first_id` is the id it was first written with.
    const grown = radioDay(radioTrack.id, 2, '1:2');
    expect(await upsertActivities(connection.db, [grown])).toBe(1);
    const risen = await stored(first.key);
    expect(risen.id).toBeGreaterThan(firstRow.id);
    expect(risen.first_id).toBe(firstRow.id);
    expect(await filings(firstRow.id)).toEqual([]);
    expect((await filings(risen.id)).map((row) => row.account_id)).toEqual(owners);
    expect(await feed(label.id)).toEqual([
      { id: risen.id, text: 'Played 2 times on Lima 106.4 FM, Peru' },
      expect.objectContaining({ text: 'Added to Top Hits' }),
    ]);

    // Rising again keeps the first id; the same row again writes nothing.
    const again = radioDay(radioTrack.id, 5, '2:5');
    expect(await upsertActivities(connection.db, [again])).toBe(1);
    expect(await upsertActivities(connection.db, [again])).toBe(0);
    const twice = await stored(first.key);
    expect(twice.id).toBeGreaterThan(risen.id);
    expect(twice.first_id).toBe(firstRow.id);
    expect(await filings(risen.id)).toEqual([]);
    expect((await filings(twice.id)).map((row) => row.account_id)).toEqual(owners);
    expect(await feed(artist.id)).toHaveLength(2);
  });

  it('rising below every tier leaves the feeds, and comes back filed when it has a tier', async () => {
    const { artist, radioTrack } = await catalogue();
    const item = radioDay(radioTrack.id, 1, '1:1');
    await upsertActivities(connection.db, [item]);
    const before = await stored(item.key);
    await upsertActivities(connection.db, [radioDay(radioTrack.id, 2, '1:2', null)]);
    const untiered = await stored(item.key);
    expect(untiered.id).not.toBe(before.id);
    expect(await filings(before.id)).toEqual([]);
    expect(await filings(untiered.id)).toEqual([]);
    expect(await feed(artist.id)).toEqual([]);
    await upsertActivities(connection.db, [radioDay(radioTrack.id, 5, '1:5', 2)]);
    const back = await stored(item.key);
    expect(await feed(artist.id)).toEqual([
      { id: back.id, text: 'Played 5 times on Lima 106.4 FM, Peru' },
    ]);
  });

  it('counts spin levels 1, 2, 5, 10, 20, 50, 100', () => {
    expect([1, 2, 3, 4, 5, 9, 10, 19, 20, 49, 50, 99, 100, 250, 1000].map(spinStep)).toEqual([
      1, 2, 2, 2, 5, 5, 10, 10, 20, 20, 50, 50, 100, 200, 1000,
    ]);
  });
});
