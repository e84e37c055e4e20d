import { type Connection, queryRows } from '@songstats/db';
import { insertAccount, insertTrack } from '@songstats/db/seed';
import { openTestDatabase } from '@songstats/db/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playlistActivities, playlistActivityGroup } from '../playlists/playlist-activities';
import { activityKey } from './activity-row';
import {
  loadTrackOwners,
  upsertActivities,
  writeActivities,
  writeGroupedActivities,
} from './write-activities';

let connection: Connection;
beforeAll(async () => {
  connection = await openTestDatabase();
});
afterAll(() => connection.close());

async function catalogue() {
  const label = await insertAccount(connection.db, { type: 'label' });
  const artist = await insertAccount(connection.db);
  const featured = await insertAccount(connection.db);
  const track = await insertTrack(connection.db, { artistId: artist.id, labelId: label.id });
  await connection.db.execute(
    sql`insert into track_artists (track_id, account_id, role) values (${track.id}, ${featured.id}, 'featured')`,
  );
  return { label, artist, featured, track };
}

const filedUnder = (activityId: number) =>
  queryRows<{ account_id: number }>(
    connection.db,
    sql`select account_id::int as account_id from account_activities where activity_id = ${activityId} order by 1`,
  );

describe('writing activities', () => {
  it("writes a playlist's grouped activities as one row each would, once, filing the tiered ones", async () => {
    const { label, artist, featured, track } = await catalogue();
    const big = {
      source: 'spotify',
      externalId: 'pl-big',
      name: 'Mint',
      followers: 6_100_000,
      playlistType: 'editorial',
    };
    const small = {
      ...big,
      externalId: 'pl-small',
      name: 'Bedroom',
      followers: 150,
      playlistType: 'listener',
    };
    const groups = [playlistActivityGroup(big), playlistActivityGroup(small)];
    const activities = [
      ...playlistActivities(
        0,
        { added: [{ trackId: track.id, addedOn: '2026-11-20' }], removed: [] },
        '2026-11-23',
      ),
      ...playlistActivities(1, { added: [], removed: [track.id] }, '2026-11-23'),
    ];
    const owners = await loadTrackOwners(connection.db, [track.id]);
    expect(owners).toEqual(new Map([[track.id, { labelId: label.id, performerId: artist.id }]]));
    expect(await writeGroupedActivities(connection.db, groups, activities, owners)).toBe(2);
    expect(await writeGroupedActivities(connection.db, groups, activities, owners)).toBe(0);

    const rows = await queryRows<Record<string, unknown> & { id: number }>(
      connection.db,
      sql`select id::int as id, key, source, activity_type, activity_date::text as activity_date,
            track_id::int as track_id, account_id::int as account_id, label_id::int as label_id,
            tier, is_highlight, is_milestone, activity_text, activity_url, value::int as value, details
          from activities where track_id = ${track.id} order by key`,
    );
    const [added, removed] = rows;
    expect(added).toMatchObject({
      key: activityKey('spotify', 'playlist_add', `pl-big:${track.id}`, '2026-11-20'),
      source: 'spotify',
      activity_type: 'playlist_add',
      activity_date: '2026-11-20',
      account_id: artist.id,
      label_id: label.id,
      tier: 1,
      is_highlight: true,
      is_milestone: false,
      activity_text: 'Added to Mint (6.1M followers)',
      activity_url: null,
      value: 6_100_000,
      details: {
        playlistExternalId: 'pl-big',
        playlistName: 'Mint',
        playlistType: 'editorial',
        followers: 6_100_000,
      },
    });
    expect(removed).toMatchObject({
      key: activityKey('spotify', 'playlist_remove', `pl-small:${track.id}`, '2026-11-23'),
      activity_type: 'playlist_remove',
      activity_date: '2026-11-23',
      tier: null,
      is_highlight: false,
      activity_text: 'Removed from Bedroom (150 followers)',
      value: 150,
    });
    // Filed under the performers and the label; below every tier, under nobody (no feed shows it).
    expect(await filedUnder(added!.id)).toEqual(
      [artist.id, featured.id, label.id].sort((a, b) => a - b).map((id) => ({ account_id: id })),
    );
    expect(await filedUnder(removed!.id)).toEqual([]);
  });

  it("writes a track activity of any kind with the track's primary performer and label", async () => {
    const { label, artist, track } = await catalogue();
    const row = {
      key: activityKey('spotify', 'chart_in', `spotify:DE:${track.id}`, '2026-11-23'),
      source: 'spotify',
      activity_type: 'chart_in',
      activity_date: '2026-11-23',
      track_id: track.id,
      account_id: null,
      tier: 2,
      is_highlight: true,
      is_milestone: false,
      activity_text: 'Entered the Spotify chart in Germany at #3',
      activity_url: null,
      value: 3,
      details: {},
    };
    expect(await writeActivities(connection.db, [row])).toBe(1);
    const [written] = await queryRows<{ account_id: number; label_id: number }>(
      connection.db,
      sql`select account_id::int as account_id, label_id::int as label_id from activities
          where key = ${row.key}`,
    );
    expect(written).toEqual({ account_id: artist.id, label_id: label.id });
    // What the feed shows, carried with the activity (migration 0070).
    const [names] = await queryRows(
      connection.db,
      sql`select track_id_unique, track_name, artist_name, label_name from activities
          where key = ${row.key}`,
    );
    expect(names).toEqual({
      track_id_unique: track.idUnique,
      track_name: track.title,
      artist_name: artist.name,
      label_name: label.name,
    });
  });

  // Issue 21: a day's radio item is counted again as spins arrive; it stays one item, as it is now.
  it('upserts a summary of the day: one row, its text, value and tier, and its filings, updated', async () => {
    const { label, artist, featured, track } = await catalogue();
    const day = (value: number, tier: number | null, text: string) => ({
      key: activityKey('radio', 'radio_spins', String(track.id), '2026-11-23'),
      source: 'radio',
      activity_type: 'radio_spins',
      activity_date: '2026-11-23',
      track_id: track.id,
      account_id: null,
      tier,
      is_highlight: tier !== null && tier <= 2,
      is_milestone: false,
      activity_text: text,
      activity_url: null,
      value,
      details: { stationCount: 1 },
    });
    const read = () =>
      queryRows<{ id: number; value: number; tier: number | null; activity_text: string }>(
        connection.db,
        sql`select id::int as id, value::int as value, tier, activity_text from activities
            where track_id = ${track.id} and activity_type = 'radio_spins'`,
      );
    const filings = (id: number) =>
      queryRows<{ account_id: number; tier: number }>(
        connection.db,
        sql`select account_id::int as account_id, tier from account_activities
            where activity_id = ${id} order by 1`,
      );
    const owners = [artist.id, featured.id, label.id].sort((a, b) => a - b);

    const once = day(1, 4, 'Played once on Lima 106.4 FM, Peru');
    expect(await upsertActivities(connection.db, [once])).toBe(1);
    expect(await upsertActivities(connection.db, [once])).toBe(0);
    const [first] = await read();
    expect(await filings(first!.id)).toEqual(owners.map((id) => ({ account_id: id, tier: 4 })));

    const later = day(
      3,
      1,
      'Played 3 times on 2 stations in 2 countries, most on KEXP, United States',
    );
    expect(await upsertActivities(connection.db, [later])).toBe(1);
    expect(await read()).toEqual([
      { id: first!.id, value: 3, tier: 1, activity_text: later.activity_text },
    ]);
    expect(await filings(first!.id)).toEqual(owners.map((id) => ({ account_id: id, tier: 1 })));

    // Below every tier, the item leaves the feeds.
    expect(await upsertActivities(connection.db, [day(3, null, later.activity_text)])).toBe(1);
    expect(await filings(first!.id)).toEqual([]);
  });

  it('writes activities of any kind once, filing an account-level one under its account', async () => {
    const account = await insertAccount(connection.db);
    const row = {
      key: activityKey('instagram', 'followers_milestone', account.idUnique, '2026-11-23'),
      source: 'instagram',
      activity_type: 'followers_milestone',
      activity_date: '2026-11-23',
      track_id: null,
      account_id: account.id,
      tier: 3,
      is_highlight: false,
      is_milestone: true,
      activity_text: 'Reached 10K followers',
      activity_url: null,
      value: 10_000,
      details: { metric: 'followers' },
    };
    expect(await writeActivities(connection.db, [row])).toBe(1);
    expect(await writeActivities(connection.db, [row])).toBe(0);
    const [written] = await queryRows<{ id: number; details: unknown }>(
      connection.db,
      sql`select id::int as id, details from activities where key = ${row.key}`,
    );
    expect(written!.details).toEqual({ metric: 'followers' });
    expect(await filedUnder(written!.id)).toEqual([{ account_id: account.id }]);
  });
});
