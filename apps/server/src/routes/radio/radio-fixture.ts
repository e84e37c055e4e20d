import { type Database, radioSpins } from '@songstats/db';
import {
  insertAccount,
  insertCity,
  insertManagement,
  insertMemberWithSession,
  insertStation,
  insertTrack,
} from '@songstats/db/seed';

/**
 * Issue 24 test data: two artists with tracks played on a Berlin radio, a Paris TV channel and a
 * satellite radio; members with and without radio access, a teammate and an admin.
 */
export async function seedRadioWorld(db: Database) {
  const artist = await insertAccount(db, { name: 'Radio Artist' });
  const other = await insertAccount(db, { name: 'Other Radio Artist' });
  const berlin = await insertCity(db, {
    name: 'Berlin',
    countryCode: 'DE',
    latitude: 52.52,
    longitude: 13.405,
  });
  const munich = await insertCity(db, {
    name: 'Munich',
    countryCode: 'DE',
    latitude: 48.14,
    longitude: 11.58,
  });
  const paris = await insertCity(db, {
    name: 'Paris',
    countryCode: 'FR',
    latitude: 48.8566,
    longitude: 2.3522,
  });
  const fm = await insertStation(db, {
    externalId: 'st-berlin-fm',
    name: 'Berlin 99.1 FM',
    kind: 'radio',
    countryCode: 'DE',
    cityId: berlin.id,
    format: 'Pop',
  });
  const tv = await insertStation(db, {
    externalId: 'st-paris-tv',
    name: 'Paris Music TV',
    kind: 'tv',
    countryCode: 'FR',
    cityId: paris.id,
    format: 'Dance',
  });
  const sat = await insertStation(db, {
    externalId: 'st-sat',
    name: 'Orbit Sat Rock',
    kind: 'sat_radio',
    countryCode: 'DE',
    cityId: munich.id,
  });
  const hidden = await insertStation(db, {
    externalId: 'st-hidden',
    name: 'Gone FM',
    hidden: true,
  });
  const song = await insertTrack(db, { artistId: artist.id, title: 'Airplay Song' });
  const second = await insertTrack(db, { artistId: artist.id, title: 'Second Song' });
  const secret = await insertTrack(db, { artistId: other.id, title: 'Secret Song' });
  // [track, station, day, spins]
  const plays: [number, number, string, number][] = [
    [song.id, fm.id, '2026-03-01', 4],
    [song.id, fm.id, '2026-03-02', 6],
    [second.id, fm.id, '2026-03-02', 1],
    [secret.id, fm.id, '2026-03-02', 9],
    [song.id, tv.id, '2026-03-02', 3],
    [song.id, sat.id, '2026-03-02', 2],
    [song.id, hidden.id, '2026-03-02', 50],
  ];
  await db
    .insert(radioSpins)
    .values(plays.map(([trackId, stationId, day, spins]) => ({ trackId, stationId, day, spins })));

  const tokens: Record<string, string> = {};
  const member = async (name: string, isAdmin = false) => {
    const created = await insertMemberWithSession(db, { isAdmin });
    tokens[name] = created.token;
    return created.member;
  };
  const owner = await member('owner');
  await insertManagement(db, {
    memberId: owner.id,
    accountId: artist.id,
    accessHash: { songstats: 'direct', radiostats: 'direct' },
    canExport: true,
  });
  const teammate = await member('teammate');
  await insertManagement(db, {
    memberId: teammate.id,
    accountId: artist.id,
    managementType: 'secondary',
    accessHash: { radiostats: 'direct' },
  });
  // Radio access on another account: sees stations, but only their own tracks as theirs.
  const otherOwner = await member('otherOwner');
  await insertManagement(db, {
    memberId: otherOwner.id,
    accountId: other.id,
    accessHash: { radiostats: 'direct' },
  });
  // Songstats only: radio is locked.
  const musicOnly = await member('musicOnly');
  await insertManagement(db, {
    memberId: musicOnly.id,
    accountId: artist.id,
    accessHash: { songstats: 'direct', radiostats: 'none' },
  });
  await member('nobody');
  await member('admin', true);
  return { tokens, artist, other, song, stations: { fm, tv, sat, hidden } };
}
