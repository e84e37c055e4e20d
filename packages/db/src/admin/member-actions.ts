import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../connect';
import { createSession } from '../members/sessions';
import { hashToken } from '../members/tokens';
import { queryRows } from '../query-rows';
import { adminAccessSessions, memberSessions, members } from '../schema';
import { type AdminActor, recordAdminAction } from './audit-log';

// Issue 26, Members and Beta Testers desks: each action and its audit entry in one transaction,
// so no action happens unlogged.

/** Makes a member a beta tester or not (spec §6 isBetaTester); null when there is no member. */
export async function setBetaTester(
  db: Database,
  admin: AdminActor,
  memberId: number,
  isBetaTester: boolean,
): Promise<{ isBetaTester: boolean } | null> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ isBetaTester: members.isBetaTester })
      .from(members)
      .where(eq(members.id, memberId))
      .for('update');
    if (!before) return null;
    await tx.update(members).set({ isBetaTester }).where(eq(members.id, memberId));
    await recordAdminAction(tx as unknown as Database, admin, {
      action: isBetaTester ? 'member.make_beta_tester' : 'member.remove_beta_tester',
      targetType: 'member',
      targetId: memberId,
      memberId,
      before: { isBetaTester: before.isBetaTester },
      after: { isBetaTester },
    });
    return { isBetaTester };
  });
}

/** Ends every session of the member (their own and any opened through admin). */
export async function revokeMemberSessions(
  db: Database,
  admin: AdminActor,
  memberId: number,
): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [member] = await tx
      .select({ id: members.id })
      .from(members)
      .where(eq(members.id, memberId));
    if (!member) return null;
    const deleted = await tx
      .delete(memberSessions)
      .where(eq(memberSessions.memberId, memberId))
      .returning({ id: memberSessions.id });
    await recordAdminAction(tx as unknown as Database, admin, {
      action: 'member.revoke_sessions',
      targetType: 'member',
      targetId: memberId,
      memberId,
      before: { sessions: deleted.length },
      after: { sessions: 0 },
    });
    return deleted.length;
  });
}

/**
 * spec §3, §6 isAccessedThruAdmin: a new session of the member for the admin, marked read-only.
 * The member's own sessions are not touched.
 */
export async function startAdminAccess(
  db: Database,
  admin: AdminActor,
  memberId: number,
): Promise<{ token: string; sessionId: number } | null> {
  return db.transaction(async (tx) => {
    const [member] = await tx
      .select({ id: members.id })
      .from(members)
      .where(eq(members.id, memberId));
    if (!member) return null;
    const session = await createSession(tx as unknown as Database, memberId, 'web');
    await tx
      .insert(adminAccessSessions)
      .values({ sessionId: session.sessionId, adminMemberId: admin.id, memberId });
    await recordAdminAction(tx as unknown as Database, admin, {
      action: 'member.access_through_admin',
      targetType: 'member',
      targetId: memberId,
      memberId,
      before: null,
      after: { sessionId: session.sessionId },
    });
    return session;
  });
}

/** Exit: ends the access session the admin opened (a token of theirs); false when none is open. */
export async function endAdminAccess(
  db: Database,
  admin: AdminActor,
  accessToken: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [access] = await queryRows<{ session_id: number; member_id: number }>(
      tx as unknown as Database,
      sql`select x.session_id, x.member_id from admin_access_sessions x
          join member_sessions s on s.id = x.session_id
          where s.token_hash = ${hashToken(accessToken)} and x.admin_member_id = ${admin.id}`,
    );
    if (!access) return false;
    const sessionId = Number(access.session_id);
    await tx.delete(memberSessions).where(eq(memberSessions.id, sessionId));
    await recordAdminAction(tx as unknown as Database, admin, {
      action: 'member.end_access_through_admin',
      targetType: 'member',
      targetId: Number(access.member_id),
      memberId: Number(access.member_id),
      before: { sessionId },
      after: null,
    });
    return true;
  });
}

/** Whether the bearer token is a session opened through admin (its writes are refused). */
export async function isAdminAccessToken(db: Database, token: string): Promise<boolean> {
  const rows = await db
    .select({ sessionId: adminAccessSessions.sessionId })
    .from(adminAccessSessions)
    .innerJoin(memberSessions, eq(memberSessions.id, adminAccessSessions.sessionId))
    .where(and(eq(memberSessions.tokenHash, hashToken(token))))
    .limit(1);
  return rows.length > 0;
}
