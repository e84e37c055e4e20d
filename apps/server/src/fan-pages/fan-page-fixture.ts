import {
  insertAccount,
  insertManagement,
  insertMemberWithSession,
  insertTrack,
} from '@songstats/db/seed';
import { expect } from 'vitest';
import { injectApi, type TestApp } from '../testing';

/**
 * A member who manages an artist, a track of that artist (on Spotify, and on Deezer when given),
 * and a live smart link to it made through the API: the member's token and the link's id.
 */
export async function insertLiveSmartLink(
  test: TestApp,
  link: {
    artist: string;
    title: string;
    slug: string;
    imageUrl?: string;
    externalIds: { spotify: string; deezer?: string };
  },
) {
  const { db } = test.connection;
  const session = await insertMemberWithSession(db);
  const artist = await insertAccount(db, { name: link.artist });
  const track = await insertTrack(db, {
    artistId: artist.id,
    title: link.title,
    ...(link.imageUrl ? { imageUrl: link.imageUrl } : {}),
    externalIds: link.externalIds,
  });
  await insertManagement(db, { memberId: session.member.id, accountId: artist.id });
  const created = await injectApi(test, session.token, 'POST', '/smart_links/create', {
    trackIdUnique: track.idUnique,
    slug: link.slug,
    state: 'live',
  });
  expect(created.statusCode).toBe(200);
  return { token: session.token, linkId: created.json().link.id as number };
}
