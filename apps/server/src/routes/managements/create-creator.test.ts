import { encodeRequestStamp } from '@songstats/contract';
import { accounts, managements, teamMembers, teams } from '@songstats/db';
import { insertAccount, insertMemberWithSession } from '@songstats/db/seed';
import { CREATOR_LINK_TEXTS, PROFILE_OWNERSHIP_TEXTS } from '@songstats/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing';
import { UNRESOLVED_IN_DEMO_WORLD } from './create-account';

// Issue 25: on the social product, Add Profile (create_account) adds a creator by a TikTok,
// Instagram, YouTube or Twitch profile link and refuses music links; the music products keep
// taking streaming-service artist links only. Authorisation: anonymous, owner (the member who
// added the creator), teammate, another member, admin.
type Who = 'owner' | 'teammate' | 'other' | 'admin';
const SOCIAL_HOST = 'localhost:8005';
const MAIN_HOST = 'localhost:8000';
let test: TestApp;
const tokens: Partial<Record<Who, string>> = {};
const memberIds: Partial<Record<Who, number>> = {};

beforeAll(async () => {
  test = await startTestApp();
  const { db } = test.connection;
  for (const who of ['owner', 'teammate', 'other', 'admin'] as const) {
    const { member, token } = await insertMemberWithSession(db, { isAdmin: who === 'admin' });
    tokens[who] = token;
    memberIds[who] = member.id;
  }
  const [team] = await db.insert(teams).values({ ownerMemberId: memberIds.owner! }).returning();
  await db.insert(teamMembers).values({
    teamId: team!.id,
    memberId: memberIds.teammate!,
    email: 'teammate@example.com',
    role: 'member',
    status: 'active',
  });
  // An artist whose YouTube channel id is known: a creator link never finds an artist.
  await insertAccount(db, {
    name: 'Channel Artist',
    externalIds: { youtube: 'UCartistartistartistarti' },
  });
});
afterAll(async () => {
  await test?.close();
});

function add(who: Who | null, link: string, host = SOCIAL_HOST, claim?: boolean) {
  const token = who ? tokens[who] : undefined;
  return test.app.inject({
    method: 'POST',
    url: '/api/v1/managements/create_account',
    headers: {
      host,
      'x-request-stamp': encodeRequestStamp(),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload: { link, ...(claim === undefined ? {} : { claim }) },
  });
}

async function managementTypeOf(who: Who, idUnique: string) {
  const [row] = await test.connection.db
    .select({ managementType: managements.managementType })
    .from(managements)
    .innerJoin(accounts, eq(accounts.id, managements.accountId))
    .where(and(eq(managements.memberId, memberIds[who]!), eq(accounts.idUnique, idUnique)));
  return row?.managementType ?? null;
}

describe('create_account on the social product (issue 25)', () => {
  let lena = '';

  it('refuses anonymous callers', async () => {
    const response = await add(null, 'https://www.tiktok.com/@lena.moves');
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toEqual(expect.any(String));
  });

  it('makes a new creator from a TikTok link the owner’s, a setup in progress', async () => {
    const response = await add('owner', 'https://www.tiktok.com/@Lena.Moves?lang=en');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      outcome: 'created',
      isAccountSetupInProgress: true,
      message: PROFILE_OWNERSHIP_TEXTS.creatorSetupInProgress,
      item: { type: 'creator', name: 'New creator', groupText: 'Creators' },
    });
    lena = body.item.idUnique;
    expect(body.baseUrl).toContain(lena);
    const [row] = await test.connection.db
      .select()
      .from(accounts)
      .where(eq(accounts.idUnique, lena));
    expect(row).toMatchObject({ type: 'creator', externalIds: { tiktok: 'lena.moves' } });
    expect(await managementTypeOf('owner', lena)).toBe('primary');
    // The same profile in another spelling is the same creator.
    const again = await add('owner', 'https://tiktok.com/@lena.moves/');
    expect(again.json()).toMatchObject({ outcome: 'owner', item: { idUnique: lena } });
  });

  it('gives the owner’s teammate the team’s seat, never the ownership', async () => {
    const response = await add('teammate', 'https://www.tiktok.com/@lena.moves');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ outcome: 'team', item: { idUnique: lena } });
    expect(await managementTypeOf('teammate', lena)).toBe('secondary');
  });

  it('lets another member and an admin follow the creator, or claim it, not take it', async () => {
    const other = await add('other', 'https://www.tiktok.com/@lena.moves', SOCIAL_HOST, true);
    expect(other.json()).toMatchObject({ outcome: 'claimFiled', item: { idUnique: lena } });
    expect(await managementTypeOf('other', lena)).toBe('follower');
    const admin = await add('admin', 'https://www.tiktok.com/@lena.moves');
    expect(admin.json()).toMatchObject({
      outcome: 'following',
      message: expect.stringContaining('You are now following'),
    });
    expect(await managementTypeOf('admin', lena)).toBe('follower');
    expect(await managementTypeOf('owner', lena)).toBe('primary');
  });

  it.each([
    ['https://www.instagram.com/lena.moves/', 'instagram', 'lena.moves'],
    ['https://www.youtube.com/@LenaMoves', 'youtube', '@lenamoves'],
    [
      'https://www.youtube.com/channel/UCartistartistartistarti',
      'youtube',
      'UCartistartistartistarti',
    ],
    ['https://www.twitch.tv/lena_moves', 'twitch', 'lena_moves'],
  ])('takes %s as a %s creator', async (link, source, externalId) => {
    const response = await add('other', link);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    // A new creator each: the artist with this YouTube channel id is not one.
    expect(body).toMatchObject({ outcome: 'created', item: { type: 'creator' } });
    const [row] = await test.connection.db
      .select({ externalIds: accounts.externalIds })
      .from(accounts)
      .where(eq(accounts.idUnique, body.item.idUnique));
    expect(row!.externalIds).toEqual({ [source]: externalId });
  });

  it('refuses music links and non-profile links with a clear 400, creating nothing', async () => {
    const before = await test.connection.db.$count(accounts);
    for (const [link, message] of [
      [
        'https://open.spotify.com/artist/4tZwfgrHOc3mvqYlEYSvVi',
        CREATOR_LINK_TEXTS.musicLink('Spotify'),
      ],
      ['https://www.deezer.com/en/artist/27', CREATOR_LINK_TEXTS.musicLink('Deezer')],
      [
        'https://www.tiktok.com/@lena.moves/video/7300000000000000000',
        CREATOR_LINK_TEXTS.notAProfile('TikTok', 'https://www.tiktok.com/@name'),
      ],
      [
        'https://www.instagram.com/p/C0abc123/',
        CREATOR_LINK_TEXTS.notAProfile('Instagram', 'https://www.instagram.com/name'),
      ],
      ['https://example.com/lena', CREATOR_LINK_TEXTS.needsSocialProfileLink],
      ['lena.moves', CREATOR_LINK_TEXTS.needsSocialProfileLink],
    ] as const) {
      for (const who of ['owner', 'admin'] as const) {
        const response = await add(who, link);
        expect([link, response.statusCode, response.json().message]).toEqual([link, 400, message]);
      }
    }
    const empty = await add('owner', '  ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toEqual(expect.any(String));
    expect(await test.connection.db.$count(accounts)).toBe(before);
  });

  it('keeps the music product on artists: a creator is not found there by her link', async () => {
    // Issue 27: the music product takes artists' TikTok links; no artist of the demo world is
    // this creator, and the demo world alone cannot look the link up.
    const response = await add('owner', 'https://www.tiktok.com/@lena.moves', MAIN_HOST);
    expect([response.statusCode, response.json().message]).toEqual([
      404,
      UNRESOLVED_IN_DEMO_WORLD('TikTok'),
    ]);
    const artist = await add(
      'owner',
      'https://open.spotify.com/artist/0000000000000000000077',
      MAIN_HOST,
    );
    expect(artist.json()).toMatchObject({
      outcome: 'created',
      item: { type: 'artist' },
      message: PROFILE_OWNERSHIP_TEXTS.setupInProgress,
    });
  });
});
