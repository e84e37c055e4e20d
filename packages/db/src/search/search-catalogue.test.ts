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

  it('returns nothing for an empty query', async () => {
    expect(await searchCatalogue(connection.db, { q: '  ', models: ['artist'] })).toEqual([]);
  });
});
