import { encodeRequestStamp } from '@songstats/contract';
import { insertMemberWithSession, seedDemoCatalogue } from '@songstats/db/seed';
import { PROFILE_OWNERSHIP_TEXTS, TEXTS } from '@songstats/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing';

let test: TestApp;
let token = '';
beforeAll(async () => {
  test = await startTestApp();
  await seedDemoCatalogue(test.connection.db);
  await seedDemoCatalogue(test.connection.db); // idempotent
  ({ token } = await insertMemberWithSession(test.connection.db));
});
afterAll(async () => {
  await test?.close();
});

const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  test.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { authorization: `Bearer ${token}`, 'x-request-stamp': encodeRequestStamp() },
    ...(payload ? { payload } : {}),
  });

describe('create_account (spec §2 Add Profile, §5, §7)', () => {
  it('follows a known artist from its Spotify link and lists it under Artists', async () => {
    const response = await call('POST', '/managements/create_account', {
      link: 'https://open.spotify.com/artist/4tZwfgrHOc3mvqYlEYSvVi?si=1',
    });
    expect(response.statusCode).toBe(200);
    // Issue 20: a profile in the catalogue is followed; owning it takes an approved claim.
    expect(response.json()).toMatchObject({
      isAccountSetupInProgress: false,
      outcome: 'following',
      message: PROFILE_OWNERSHIP_TEXTS.following('Daft Punk'),
      baseUrl: '/artist/demo-daft-punk',
      item: {
        name: 'Daft Punk',
        groupText: 'Artists',
        managementType: 'follower',
        isPrimary: false,
        countryName: 'France',
      },
    });
    const lists = await call('GET', '/managements/artist_label_lists');
    expect(lists.json().accounts.map((account: { name: string }) => account.name)).toEqual([
      'Daft Punk',
    ]);
  });

  it('makes an unknown artist a setup in progress', async () => {
    const response = await call('POST', '/managements/create_account', {
      link: 'https://open.spotify.com/artist/0000000000000000000001',
    });
    expect(response.json()).toMatchObject({
      isAccountSetupInProgress: true,
      outcome: 'created',
      message: PROFILE_OWNERSHIP_TEXTS.setupInProgress,
      item: { isAccountSetupInProgress: true, managementType: 'primary' },
    });
  });

  it('refuses a link that is not a streaming-service artist link', async () => {
    const response = await call('POST', '/managements/create_account', {
      link: 'https://example.com/daft-punk',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(TEXTS.addProfile.needsStreamingArtistLink);
  });
});

describe('search (spec §7)', () => {
  it('finds the artist despite a typo, and its track, city and playlist by name', async () => {
    const response = await call('GET', '/search/search_all?q=dafr');
    expect(response.json().results[0]).toMatchObject({
      type: 'artist',
      name: 'Daft Punk',
      baseUrl: '/artist/demo-daft-punk',
      groupText: 'Artists',
    });
    const songs = await call('GET', '/search/search_all?q=one%20more&models=track');
    expect(songs.json().results).toEqual([
      expect.objectContaining({ type: 'track', name: 'One More Time', artistName: 'Daft Punk' }),
    ]);
    const excluded = await call('GET', '/search/search_all?q=paris&excludedModels=city');
    expect(excluded.json().results).toEqual([]);
    const city = await call('GET', '/search/search_all?q=paris&models=city,playlist');
    expect(city.json().results[0]).toMatchObject({ type: 'city', secondaryText: 'France' });
  });

  it('refuses an empty query with a message', async () => {
    const response = await call('GET', '/search/search_all?q=%20');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('Please enter something to search for.');
  });

  it('artist_label_search answers names and links (isLink)', async () => {
    const byName = await call('GET', '/subscriptions/artist_label_search?q=ninja&searchType=label');
    expect(byName.json()).toMatchObject({
      isLink: false,
      accounts: [{ name: 'Ninja Tune', type: 'label' }],
    });
    const link = encodeURIComponent('https://open.spotify.com/artist/0kbYTNQb4Pb1rPbbaF0pT4');
    const byLink = await call('GET', `/subscriptions/artist_label_search?q=${link}`);
    expect(byLink.json()).toMatchObject({ isLink: true, accounts: [{ name: 'Robyn' }] });
  });

  it('the playlist-checking search finds playlists with their followers', async () => {
    const response = await call('GET', '/playlist_checker/search?q=mint');
    expect(response.json().results).toEqual([
      expect.objectContaining({
        name: 'Mint',
        followersCount: 6_100_000,
        baseUrl: '/spotify/37i9dQZF1DX4dyzvuaRJ0n',
      }),
    ]);
  });
});
