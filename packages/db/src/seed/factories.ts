import { randomBytes } from 'node:crypto';
import type { Database } from '../connect';
import { createSession } from '../members/sessions';
import {
  accounts,
  cities,
  coupons,
  managements,
  members,
  playlists,
  radioStations,
  trackArtists,
  tracks,
} from '../schema';

// Factories shared by unit, integration and e2e tests: each inserts one row with sensible
// defaults and returns it. Unique fields get a random suffix, so tests never collide.
const unique = () => randomBytes(4).toString('hex');

export async function insertAccount(
  db: Database,
  values: Partial<typeof accounts.$inferInsert> = {},
) {
  const [row] = await db
    .insert(accounts)
    .values({ idUnique: unique(), type: 'artist', name: `Artist ${unique()}`, ...values })
    .returning();
  return row!;
}

export async function insertTrack(
  db: Database,
  values: Partial<typeof tracks.$inferInsert> & { artistId?: number } = {},
) {
  const { artistId, ...rest } = values;
  const [row] = await db
    .insert(tracks)
    .values({ idUnique: unique(), title: `Track ${unique()}`, ...rest })
    .returning();
  if (artistId) {
    await db
      .insert(trackArtists)
      .values({ trackId: row!.id, accountId: artistId, role: 'primary' });
  }
  return row!;
}

export async function insertCity(db: Database, values: Partial<typeof cities.$inferInsert> = {}) {
  const [row] = await db
    .insert(cities)
    .values({
      name: `City ${unique()}`,
      countryCode: 'DE',
      latitude: 52.5,
      longitude: 13.4,
      ...values,
    })
    .returning();
  return row!;
}

export async function insertPlaylist(
  db: Database,
  values: Partial<typeof playlists.$inferInsert> = {},
) {
  const [row] = await db
    .insert(playlists)
    .values({
      source: 'spotify',
      externalId: unique(),
      name: `Playlist ${unique()}`,
      playlistType: 'editorial',
      ...values,
    })
    .returning();
  return row!;
}

export async function insertStation(
  db: Database,
  values: Partial<typeof radioStations.$inferInsert> = {},
) {
  const [row] = await db
    .insert(radioStations)
    .values({
      externalId: unique(),
      name: `Radio ${unique()}`,
      kind: 'radio',
      countryCode: 'DE',
      ...values,
    })
    .returning();
  return row!;
}

export async function insertMember(
  db: Database,
  values: Partial<typeof members.$inferInsert> = {},
) {
  const [row] = await db
    .insert(members)
    .values({ email: `member-${unique()}@example.com`, name: 'Test Member', ...values })
    .returning();
  return row!;
}

/** A member with a live session: what most authorised tests start from. */
export async function insertMemberWithSession(
  db: Database,
  values: Partial<typeof members.$inferInsert> = {},
) {
  const member = await insertMember(db, values);
  const { token, sessionId } = await createSession(db, member.id);
  return { member, token, sessionId };
}

export async function insertManagement(
  db: Database,
  values: Partial<typeof managements.$inferInsert> & { memberId: number; accountId: number },
) {
  const [row] = await db.insert(managements).values(values).returning();
  return row!;
}

export async function insertCoupon(
  db: Database,
  values: Partial<typeof coupons.$inferInsert> = {},
) {
  const [row] = await db
    .insert(coupons)
    .values({ code: `CODE${unique().toUpperCase()}`, discountPercent: 20, ...values })
    .returning();
  return row!;
}
