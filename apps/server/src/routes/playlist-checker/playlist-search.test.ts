import { encodeRequestStamp, searchEndpoints } from '@songstats/contract';
import { insertPlaylist } from '@songstats/db/seed';
import { TEXTS } from '@songstats/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing';

// Issue 24: the playlist search uses the main search's word dictionary (exact and word-order
// matches first, typos corrected, the last word completed), and a pasted link opens its playlist.
let test: TestApp;
let linked = '';

async function search(q: string) {
  const response = await test.app.inject({
    method: 'GET',
    url: `/api/v1/playlist_checker/search?${new URLSearchParams({ q })}`,
    headers: { 'x-request-stamp': encodeRequestStamp() },
  });
  return response;
}
const names = async (q: string) => {
  const response = await search(q);
  expect(response.statusCode).toBe(200);
  return searchEndpoints.playlistSearch.response.parse(response.json()).results;
};

beforeAll(async () => {
  test = await startTestApp();
  const { db } = test.connection;
  // The word-order case: trigrams score these alike.
  await insertPlaylist(db, { name: 'Garden of Rooms', followers: 90_000, ownerName: 'Big Owner' });
  await insertPlaylist(db, { name: 'Rooms of Garden', followers: 10, ownerName: 'Small Owner' });
  await insertPlaylist(db, { name: 'Rooms of Garden Deluxe', followers: 500_000 });
  // Duplicate names, told apart by owner and followers.
  await insertPlaylist(db, { name: 'Morning Coffee', followers: 48_000, ownerName: 'Cafe One' });
  await insertPlaylist(db, { name: 'Morning Coffee', followers: 1_200, ownerName: 'Cafe Two' });
  await insertPlaylist(db, { name: 'Evening Jazz', followers: 3_000 });
  linked = (await insertPlaylist(db, { externalId: '37i9dQZF1DXlinked', name: 'Linked List' }))
    .externalId;
  // Opening a database takes seconds, more while other test files share the two cores.
}, 240_000);
afterAll(async () => {
  await test?.close();
});

describe('playlist search (issue 24)', () => {
  it('puts the exact name first, then the words in the query order, then others', async () => {
    const results = await names('rooms of garden');
    expect(results.map((row) => row.name)).toEqual([
      'Rooms of Garden',
      'Rooms of Garden Deluxe',
      'Garden of Rooms',
    ]);
  });

  it('tolerates typos and completes the last word', async () => {
    expect((await names('rooms of gardn'))[0]?.name).toBe('Rooms of Garden');
    expect((await names('evenign jaz')).map((row) => row.name)).toEqual(['Evening Jazz']);
    expect((await names('mornin'))[0]?.name).toBe('Morning Coffee');
  });

  it('tells duplicate names apart by owner and followers, the most followed first', async () => {
    const results = await names('morning coffee');
    expect(results.map((row) => [row.ownerName, row.followersCount])).toEqual([
      ['Cafe One', 48_000],
      ['Cafe Two', 1_200],
    ]);
    expect(results[0]).toMatchObject({
      sourceId: 'spotify',
      baseUrl: `/spotify/${results[0]!.playlistId}`,
    });
  });

  it('finds the playlist of a pasted link, and nothing for an unknown one', async () => {
    const found = await names(`https://open.spotify.com/playlist/${linked}?si=share`);
    expect(found.map((row) => [row.name, row.baseUrl])).toEqual([
      ['Linked List', `/spotify/${linked}`],
    ]);
    expect(await names('https://www.deezer.com/en/playlist/908622995')).toEqual([]);
    expect(await names('zzqqxxv')).toEqual([]);
    expect(TEXTS.search.noPlaylists).toBe('No playlists found');
  });

  it('refuses an empty query with a message', async () => {
    const response = await search('   ');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('Please enter something to search for.');
  });
});
