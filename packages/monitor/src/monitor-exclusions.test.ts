import { type Connection, monitorExclusions, playlists, radioStations } from '@songstats/db';
import { openTestDatabase } from '@songstats/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedPlaylists } from './playlists/refresh-all-playlists';
import { loadStations } from './radio/refresh-radio';

// Issue 26, Playlists and Radio Stations desks: a playlist or station an admin excluded from
// monitoring is not among those the monitor refreshes; taken back, it is again.
let connection: Connection;

beforeAll(async () => {
  connection = await openTestDatabase();
}, 240_000);
afterAll(async () => {
  await connection?.close();
});

describe('the monitor skips what an admin excluded (issue 26)', () => {
  it('leaves an excluded playlist out of the watched playlists, and takes it back', async () => {
    const { db } = connection;
    const [kept, excluded] = await db
      .insert(playlists)
      .values([
        { source: 'spotify', externalId: 'excl-kept', name: 'Kept', playlistType: 'listener' },
        { source: 'spotify', externalId: 'excl-gone', name: 'Gone', playlistType: 'listener' },
      ])
      .returning();
    expect([...(await storedPlaylists(db)).keys()]).toEqual(
      expect.arrayContaining(['excl-kept', 'excl-gone']),
    );
    await db
      .insert(monitorExclusions)
      .values({ kind: 'playlist', objectId: excluded!.id, reason: 'Spam playlist' });
    // A station with the same id excluded says nothing about the playlist that has it.
    await db
      .insert(monitorExclusions)
      .values({ kind: 'radio_station', objectId: kept!.id, reason: 'Not this one' });
    const watched = await storedPlaylists(db);
    expect(watched.has('excl-kept')).toBe(true);
    expect(watched.has('excl-gone')).toBe(false);
    await db.delete(monitorExclusions).where(eq(monitorExclusions.kind, 'radio_station'));
  });

  it('leaves an excluded station out of the stations whose spins are counted', async () => {
    const { db } = connection;
    const [station] = await db
      .insert(radioStations)
      .values([
        { externalId: 'excl-fm', name: 'Excluded FM', kind: 'radio', countryCode: 'GB' },
        { externalId: 'kept-fm', name: 'Kept FM', kind: 'radio', countryCode: 'GB' },
      ])
      .returning();
    expect((await loadStations(db)).has('excl-fm')).toBe(true);
    await db
      .insert(monitorExclusions)
      .values({ kind: 'radio_station', objectId: station!.id, reason: 'Off air' });
    const stations = await loadStations(db);
    expect(stations.has('excl-fm')).toBe(false);
    expect(stations.has('kept-fm')).toBe(true);
  });
});
