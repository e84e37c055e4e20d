import { encodeRequestStamp, searchEndpoints } from '@songstats/contract';
import { playlists, SEARCH_CANDIDATES } from '@songstats/db';
import {
  insertAccount,
  insertLivePlan,
  insertManagement,
  insertPlaylist,
  insertTeamSeat,
} from '@songstats/db/seed';
import { TEXTS } from '@songstats/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncMemberAccess } from '../../payments/sync-member-access';
import { startTestApp, type TestApp } from '../../testing';
import { insertEveryone, type Who } from '../../testing-members';

// Issue 24: the playlist search uses the main search's word dictionary (exact and word-order
// matches first, typos corrected, the last word completed), and a pasted link opens its playlist.
let test: TestApp;
let linked = '';
const tokens: Partial<Record<Who, string>> = {};

async function search(q: string, who: Who | null = null) {
  const response = await test.app.inject({
    method: 'GET',
    url: `/api/v1/playlist_checker/search?${new URLSearchParams({ q })}`,
    headers: {
      'x-request-stamp': encodeRequestStamp(),
      ...(who ? { authorization: `Bearer ${tokens[who]}` } : {}),
    },
  });
  return response;
}
const usedChecks = async (who: Who) =>
  (
    await test.app.inject({
      method: 'GET',
      url: '/api/v1/playlist_checker/usage',
      headers: { 'x-request-stamp': encodeRequestStamp(), authorization: `Bearer ${tokens[who]}` },
    })
  ).json().usage?.used;
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
  // The authorization cases: a subscriber (owner), their teammate, a member without a plan and
  // an admin.
  const ids = await insertEveryone(db, null, tokens);
  const artist = await insertAccount(db, { name: 'Search Checker Artist' });
  await insertManagement(db, { memberId: ids.owner!, accountId: artist.id });
  await insertLivePlan(db, ids.owner!, artist.id);
  await insertTeamSeat(db, { ownerId: ids.owner!, memberId: ids.teammate! });
  await syncMemberAccess(db, ids.owner!);
  await syncMemberAccess(db, ids.teammate!);
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

  it('answers everyone alike (anonymous, subscriber, teammate, another member, admin) and uses no check', async () => {
    const before = { owner: await usedChecks('owner'), teammate: await usedChecks('teammate') };
    const expected = (await search('morning coffee')).json();
    expect(expected.results).toHaveLength(2);
    const byLink = (await search(`spotify:playlist:${linked}`)).json();
    expect(byLink.results.map((row: { name: string }) => row.name)).toEqual(['Linked List']);
    for (const who of ['owner', 'teammate', 'other', 'admin'] as const) {
      const response = await search('morning coffee', who);
      expect(response.statusCode, who).toBe(200);
      expect(response.json(), who).toEqual(expected);
      expect((await search(`spotify:playlist:${linked}`, who)).json(), who).toEqual(byLink);
      const empty = await search(' ', who);
      expect(empty.statusCode, who).toBe(400);
      expect(empty.json().message).toContain('Please enter something to search for.');
    }
    // Searching is free: a check is used when a playlist page is opened, not when it is found.
    expect(await usedChecks('owner')).toBe(before.owner);
    expect(await usedChecks('teammate')).toBe(before.teammate);
    expect(before.owner).toBe(0);
  });

  it('finds a name beginning with a common word among more names holding it than it samples', async () => {
    const { db } = test.connection;
    // More names hold 'lagoon' than the word stage reads (SEARCH_CANDIDATES), all inserted first;
    // the one beginning with it comes last and is the most followed.
    await db.insert(playlists).values(
      Array.from({ length: SEARCH_CANDIDATES + 50 }, (_, at) => ({
        source: 'spotify',
        externalId: `lagoon${at}`,
        name: `Quiet Lagoon ${at}`,
        playlistType: 'listener' as const,
        followers: 100,
      })),
    );
    await insertPlaylist(db, { name: 'Lagoon Anthems', followers: 900_000 });
    for (const q of ['lagoon', 'Lago', 'lagoon anth']) {
      expect((await names(q))[0]?.name, q).toBe('Lagoon Anthems');
    }
    // Names beginning with the query only: 'lagoo' does not list 'Lagos Nights'.
    await insertPlaylist(db, { name: 'Lagos Nights', followers: 5_000_000 });
    expect((await names('lagoo')).map((row) => row.name)).not.toContain('Lagos Nights');
  });

  it('refuses an empty query with a message', async () => {
    const response = await search('   ');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('Please enter something to search for.');
  });
});
