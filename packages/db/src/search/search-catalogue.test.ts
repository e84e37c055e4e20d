import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Connection } from '../connect';
import { insertAccount, insertCity, insertPlaylist, insertStation, insertTrack } from '../seed';
import { openTestDatabase } from '../testing';
import { searchCatalogue } from './search-catalogue';

let connection: Connection;
beforeAll(async () => {
  connection = await openTestDatabase();
  const { db } = connection;
  const daft = await insertAccount(db, { name: 'Daft Punk' });
  await insertAccount(db, { name: 'Daft Secret', hidden: true });
  await insertAccount(db, { name: 'Dafne Label', type: 'label' });
  await insertTrack(db, { title: 'One More Time', artistId: daft.id });
  await insertCity(db, { name: 'Dakar', countryCode: 'SN' });
  await insertPlaylist(db, { name: 'Daft Classics', followers: 10 });
  await insertStation(db, { name: 'Daft FM' });
  await insertTrack(db, { title: 'Midnight City', artistId: daft.id });
  await insertTrack(db, { title: 'Midnight Secret', artistId: daft.id, hidden: true });
  await insertCity(db, { name: 'Ash Fordville', countryCode: 'US' });
  // Issue 21: names of the same words in another order, which trigrams score alike; the one
  // first by name is inserted first.
  for (const title of [
    'Garden of Rooms',
    'Garden Rooms',
    'Rooms of Garden',
    'Rooms of the Garden',
  ]) {
    await insertTrack(db, { title, artistId: daft.id });
  }
  // A common word: more names hold it than the sample of candidates reads (SEARCH_CANDIDATES).
  const lovers = await insertAccount(db, { name: 'Lovers' });
  for (let i = 0; i < 260; i++) {
    await insertTrack(db, { title: `Love Song ${i}`, artistId: lovers.id });
  }
  await insertTrack(db, { title: 'Love', artistId: lovers.id });
});
afterAll(async () => {
  await connection?.close();
});

describe('searchCatalogue (spec §7 search_all)', () => {
  it('finds an artist despite a typo, best match first', async () => {
    const hits = await searchCatalogue(connection.db, { q: 'dafr', models: ['artist'] });
    expect(hits.map((hit) => hit.name)).toEqual(['Daft Punk']);
  });

  it('leaves hidden entities out', async () => {
    const hits = await searchCatalogue(connection.db, { q: 'daft', models: ['artist'] });
    expect(hits.map((hit) => hit.name)).not.toContain('Daft Secret');
  });

  it('searches only the models asked for, and names the performer of a track', async () => {
    const hits = await searchCatalogue(connection.db, {
      q: 'one more time',
      models: ['track', 'playlist'],
    });
    expect(hits).toEqual([
      expect.objectContaining({ model: 'track', name: 'One More Time', detail: 'Daft Punk' }),
    ]);
    const stations = await searchCatalogue(connection.db, { q: 'daft', models: ['radio_station'] });
    expect(stations.map((hit) => hit.model)).toEqual(['radio_station']);
  });

  it('corrects a typo in any word of the query, a swapped pair of letters included', async () => {
    for (const q of ['midnigth city', 'midnight ctiy', 'Midnight Cty']) {
      const hits = await searchCatalogue(connection.db, { q, models: ['track'] });
      expect(hits.map((hit) => hit.name)).toEqual(['Midnight City']);
    }
  });

  it('completes the last word as it is typed', async () => {
    const hits = await searchCatalogue(connection.db, { q: 'one mo', models: ['track'] });
    expect(hits.map((hit) => hit.name)).toEqual(['One More Time']);
    const artists = await searchCatalogue(connection.db, { q: 'Daf', models: ['artist', 'label'] });
    expect(artists.map((hit) => hit.name).sort()).toEqual(['Dafne Label', 'Daft Punk']);
  });

  it('finds a name containing the query when no word does', async () => {
    const hits = await searchCatalogue(connection.db, { q: 'ash fordv', models: ['city'] });
    expect(hits.map((hit) => hit.name)).toEqual(['Ash Fordville']);
  });

  it('leaves hidden tracks out, also when a typo is corrected', async () => {
    const hits = await searchCatalogue(connection.db, { q: 'midnihgt', models: ['track'] });
    expect(hits.map((hit) => hit.name)).toEqual(['Midnight City']);
  });

  // Issue 21: "Rooms of Garden" listed that song after "Garden of Rooms".
  it('finds the exact name first, then the words in the order typed, then by score', async () => {
    const titles = async (q: string) =>
      (await searchCatalogue(connection.db, { q, models: ['track'] })).map((hit) => hit.name);
    expect((await titles('Rooms of Garden')).slice(0, 2)).toEqual([
      'Rooms of Garden',
      'Rooms of the Garden',
    ]);
    expect((await titles('garden of rooms'))[0]).toBe('Garden of Rooms');
    expect((await titles('rooms garden'))[0]).toMatch(/^Rooms of (the )?Garden$/);
    expect((await titles('rooms garden')).slice(2)).toEqual(
      expect.arrayContaining(['Garden of Rooms', 'Garden Rooms']),
    );
    // Typos are still tolerated, and the order typed still counts.
    for (const q of ['Rooms of Gardn', 'rooms of garedn', 'Roms of Garden']) {
      expect((await titles(q))[0], q).toBe('Rooms of Garden');
      expect(await titles(q), q).toContain('Garden of Rooms');
    }
  });

  it('finds the exact name among more names holding its word than are sampled', async () => {
    const hits = await searchCatalogue(connection.db, { q: 'love', models: ['track'] });
    expect(hits[0]).toMatchObject({ name: 'Love', detail: 'Lovers' });
    expect(hits).toHaveLength(8);
  });

  it('returns nothing for an empty query', async () => {
    expect(await searchCatalogue(connection.db, { q: '  ', models: ['artist'] })).toEqual([]);
  });
});
