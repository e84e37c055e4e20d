import { accountSourceObjects, queryRows } from '@songstats/db';
import { insertAccount } from '@songstats/db/seed';
import { ARTIST_LINK_TEXTS, PROFILE_OWNERSHIP_TEXTS } from '@songstats/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing';
import { callApi, insertEveryone, insertTeam, type Who } from '../admin/admin-test-fixture';
import { UNRESOLVED_IN_DEMO_WORLD } from './create-account';

// Issue 27: Add Profile by an artist's link on any of the seven platforms, in the demo world (the
// default MONITOR_SOURCES=world): a link resolves by the ids and links the profiles already
// hold; a link that is no artist's is refused with its message, and one that nothing resolves
// with the reason; each with the authorization cases.

let test: TestApp;
const tokens: Partial<Record<Who, string>> = {};
let ids: Partial<Record<Who, number>> = {};
let nova: { id: number; idUnique: string };

const person = (who: Who) => ({ name: `${who} member`, email: `${who}-a27@example.com` });
const add = (who: Who | null, link: string) =>
  callApi(test, who ? tokens[who]! : null, 'POST', '/managements/create_account', { link });
const accountCount = async () =>
  Number(
    (
      await queryRows<{ n: number }>(
        test.connection.db,
        sql`select count(*)::int as n from accounts`,
      )
    )[0]?.n,
  );

/** Her links as members paste them, each held by her profile as an id or one of its links. */
const LINKS = {
  spotify: 'https://open.spotify.com/artist/3nOvAReYeS0000000000aa?si=share',
  deezer: 'https://www.deezer.com/fr/artist/5550001',
  apple_music: 'https://music.apple.com/pt/artist/nova-reyes/1700000001?l=en',
  youtube: 'https://m.youtube.com/@NovaReyes',
  youtubeChannel: 'https://www.youtube.com/channel/UCn0vaReyes0fficial00000',
  soundcloud: 'https://soundcloud.com/NOVAREYES/',
  tiktok: 'https://www.tiktok.com/@Nova.Reyes?lang=en',
  instagram: 'https://instagram.com/novareyes',
};

beforeAll(async () => {
  delete process.env.MONITOR_SOURCES;
  test = await startTestApp();
  const db = test.connection.db;
  ids = await insertEveryone(db, person, tokens);
  const row = await insertAccount(db, {
    name: 'Nova Reyes',
    externalIds: {
      spotify: '3nOvAReYeS0000000000aa',
      deezer: '5550001',
      youtube: 'UCn0vaReyes0fficial00000',
    },
  });
  nova = { id: row.id, idUnique: row.idUnique };
  await insertTeam(db, ids, row.id);
  // Her links on the profile (its Integrations), in the forms members add them.
  const links = [
    ['apple_music', '1700000001', 'https://music.apple.com/us/artist/nova-reyes/1700000001'],
    ['youtube', '@NovaReyes', 'https://www.youtube.com/@NovaReyes'],
    ['soundcloud', 'NovaReyes', 'https://soundcloud.com/NovaReyes'],
    ['tiktok', '@nova.reyes', 'https://www.tiktok.com/@nova.reyes'],
    ['instagram', 'NovaReyes', 'https://www.instagram.com/NovaReyes/'],
  ] as const;
  for (const [sourceId, externalId, url] of links) {
    await db.insert(accountSourceObjects).values({ accountId: row.id, sourceId, externalId, url });
  }
  await test.rowChangesHeard();
});
afterAll(async () => {
  await test?.close();
});

describe('create_account by an artist link of each platform (issue 27)', () => {
  it.each(Object.entries(LINKS))('finds her profile by her %s link', async (_kind, link) => {
    const response = await add('other', link);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      outcome: 'following',
      isAccountSetupInProgress: false,
      message: PROFILE_OWNERSHIP_TEXTS.following('Nova Reyes'),
      item: { name: 'Nova Reyes', idUnique: nova.idUnique },
    });
  });

  it('answers each member as who they are to the profile, and refuses anonymous visitors', async () => {
    const before = await accountCount();
    expect((await add(null, LINKS.apple_music)).statusCode).toBe(401);
    const outcomes: Partial<Record<Who, string>> = {};
    for (const who of ['owner', 'teammate', 'other', 'admin'] as const) {
      const response = await add(who, LINKS.tiktok);
      expect(response.statusCode).toBe(200);
      expect(response.json().item.idUnique).toBe(nova.idUnique);
      outcomes[who] = response.json().outcome;
    }
    expect(outcomes).toEqual({
      owner: 'owner',
      teammate: 'team',
      other: 'following',
      admin: 'following',
    });
    // Nobody's link made a second profile of her.
    expect(await accountCount()).toBe(before);
  });

  it.each([
    ['https://open.spotify.com/track/0DiWol3AO6WpXZgp0goxAV', 'Spotify'],
    ['https://music.apple.com/us/album/harbour/1700000100', 'Apple Music'],
    ['https://www.deezer.com/track/8001', 'Deezer'],
    ['https://www.youtube.com/watch?v=FGBhQbmPwH8', 'YouTube'],
    ['https://soundcloud.com/novareyes/glass-harbour', 'SoundCloud'],
    ['https://www.tiktok.com/@nova.reyes/video/7311', 'TikTok'],
    ['https://www.instagram.com/p/C1x2y3', 'Instagram'],
  ])('refuses %s, which is not an artist on %s', async (link, platform) => {
    const response = await add('owner', link);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(
      new RegExp(
        `^This ${platform} link is not an artist's profile: ${platform} artist links look like https://`,
      ),
    );
  });

  it('refuses a link of no platform with the list of the seven', async () => {
    for (const link of ['https://example.com/nova', 'not a link', 'https://www.twitch.tv/nova']) {
      const response = await add('owner', link);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(ARTIST_LINK_TEXTS.needsArtistLink);
    }
  });

  it.each([
    ['https://music.apple.com/us/artist/somebody/1799999999', 'Apple Music'],
    ['https://www.youtube.com/@somebody-else', 'YouTube'],
    ['https://soundcloud.com/somebody', 'SoundCloud'],
    ['https://www.tiktok.com/@somebody', 'TikTok'],
    ['https://www.instagram.com/somebody/', 'Instagram'],
  ])('tells that nothing resolves %s in the demo world, adding nothing', async (link, platform) => {
    const before = await accountCount();
    for (const who of ['owner', 'other', 'admin'] as const) {
      const response = await add(who, link);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(UNRESOLVED_IN_DEMO_WORLD(platform));
    }
    expect(await accountCount()).toBe(before);
  });

  it('still sets up an unknown Spotify or Deezer link, whose ids the setup reads', async () => {
    const response = await add('other', 'https://www.deezer.com/artist/5559999');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ outcome: 'created', isAccountSetupInProgress: true });
  });
});
