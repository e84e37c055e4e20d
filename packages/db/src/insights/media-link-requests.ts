import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../connect';
import { accounts, mediaLinkRequests, members, tracks } from '../schema';

export type MediaLinkRequestKind = 'add_link' | 'remove_link' | 'remove_track';
export type MediaLinkRequestStatus = 'pending' | 'approved' | 'rejected';

const columns = {
  id: mediaLinkRequests.id,
  kind: mediaLinkRequests.kind,
  status: mediaLinkRequests.status,
  accountIdUnique: accounts.idUnique,
  trackIdUnique: tracks.idUnique,
  linkUrl: mediaLinkRequests.linkUrl,
  memberEmail: members.email,
  createdAt: mediaLinkRequests.createdAt,
  resolvedAt: mediaLinkRequests.resolvedAt,
};

function selectRequests(db: Database) {
  return db
    .select(columns)
    .from(mediaLinkRequests)
    .innerJoin(accounts, eq(accounts.id, mediaLinkRequests.accountId))
    .innerJoin(members, eq(members.id, mediaLinkRequests.memberId))
    .leftJoin(tracks, eq(tracks.id, mediaLinkRequests.trackId));
}

export type MediaLinkRequestRow = Awaited<ReturnType<typeof findMediaLinkRequest>>;

export async function findMediaLinkRequest(db: Database, id: number) {
  const [row] = await selectRequests(db).where(eq(mediaLinkRequests.id, id)).limit(1);
  return row ?? null;
}

/**
 * Stores a member's request; the same pending request (kind, account, track, link) is kept once
 * and returned again.
 */
export async function createMediaLinkRequest(
  db: Database,
  input: {
    kind: MediaLinkRequestKind;
    memberId: number;
    accountId: number;
    trackId: number | null;
    linkUrl: string | null;
  },
) {
  const [existing] = await db
    .select({ id: mediaLinkRequests.id })
    .from(mediaLinkRequests)
    .where(
      and(
        eq(mediaLinkRequests.kind, input.kind),
        eq(mediaLinkRequests.status, 'pending'),
        eq(mediaLinkRequests.accountId, input.accountId),
        input.trackId === null
          ? sql`${mediaLinkRequests.trackId} is null`
          : eq(mediaLinkRequests.trackId, input.trackId),
        input.linkUrl === null
          ? sql`${mediaLinkRequests.linkUrl} is null`
          : eq(mediaLinkRequests.linkUrl, input.linkUrl),
      ),
    )
    .limit(1);
  const id =
    existing?.id ??
    (await db.insert(mediaLinkRequests).values(input).returning({ id: mediaLinkRequests.id }))[0]!
      .id;
  return { request: (await findMediaLinkRequest(db, id))!, isNew: !existing };
}

/** Admins' list, pending first, newest first; at most 500. */
export async function listMediaLinkRequests(db: Database, status?: MediaLinkRequestStatus) {
  const query = selectRequests(db);
  return (status ? query.where(eq(mediaLinkRequests.status, status)) : query)
    .orderBy(sql`${mediaLinkRequests.status} <> 'pending'`, desc(mediaLinkRequests.createdAt))
    .limit(500);
}

/** Approves or rejects a pending request; null when it is not pending (or does not exist). */
export async function resolveMediaLinkRequest(
  db: Database,
  id: number,
  status: Exclude<MediaLinkRequestStatus, 'pending'>,
  adminMemberId: number,
) {
  const updated = await db
    .update(mediaLinkRequests)
    .set({ status, resolvedAt: new Date(), resolvedByMemberId: adminMemberId })
    .where(and(eq(mediaLinkRequests.id, id), eq(mediaLinkRequests.status, 'pending')))
    .returning({ id: mediaLinkRequests.id });
  return updated.length > 0 ? findMediaLinkRequest(db, id) : null;
}
