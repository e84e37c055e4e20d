import { and, asc, count, eq, gt, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../connect';
import { hashToken, randomToken } from '../members/tokens';
import { members, teamInvitationMails, teamMembers, teams } from '../schema';
import type { TeamRow } from './list-member-teams';

/** The owner's team, created with the owner's own seat on first use. */
export async function ensureTeamOfOwner(
  db: Database,
  owner: { id: number; email: string },
): Promise<TeamRow> {
  await db.insert(teams).values({ ownerMemberId: owner.id }).onConflictDoNothing();
  const [team] = await db.select().from(teams).where(eq(teams.ownerMemberId, owner.id));
  await db
    .insert(teamMembers)
    .values({
      teamId: team!.id,
      memberId: owner.id,
      email: owner.email,
      role: 'owner',
      status: 'active',
      joinedAt: new Date(),
    })
    .onConflictDoNothing();
  return team!;
}

/** A team's limits (TEAM_LIMITS of @songstats/domain), passed by the caller. */
export interface TeamLimits {
  maxMembers: number;
  invitationsPerDay: number;
  invitationLifetimeMs: number;
}

/** The daily invitation limit's window. */
const INVITATION_WINDOW_MS = 24 * 60 * 60 * 1000;

export type InvitationMailSlot = { taken: true } | { taken: false; retryAfterSeconds: number };

/**
 * Takes one of the team's daily invitation mails (`perDay` within 24 hours), or says when the oldest leaves the window. Run inside the transaction that locked the
 * team's row, so two invitations at once cannot both take the last one.
 */
async function takeInvitationMail(
  tx: Database,
  teamId: number,
  perDay: number,
  now: Date,
): Promise<InvitationMailSlot> {
  const since = new Date(now.getTime() - INVITATION_WINDOW_MS);
  const sent = await tx
    .select({ sentAt: teamInvitationMails.sentAt })
    .from(teamInvitationMails)
    .where(and(eq(teamInvitationMails.teamId, teamId), gt(teamInvitationMails.sentAt, since)))
    .orderBy(asc(teamInvitationMails.sentAt));
  if (sent.length >= perDay) {
    const leaves = sent[0]!.sentAt.getTime() + INVITATION_WINDOW_MS;
    return {
      taken: false,
      retryAfterSeconds: Math.max(1, Math.ceil((leaves - now.getTime()) / 1000)),
    };
  }
  await tx.insert(teamInvitationMails).values({ teamId, sentAt: now });
  // Rows older than the window count for nothing any more.
  await tx
    .delete(teamInvitationMails)
    .where(
      and(
        eq(teamInvitationMails.teamId, teamId),
        sql`${teamInvitationMails.sentAt} <= ${since.toISOString()}::timestamptz`,
      ),
    );
  return { taken: true };
}

async function lockTeam(tx: Database, teamId: number) {
  await tx.execute(sql`select id from teams where id = ${teamId} for update`);
}

export type InviteResult =
  | { kind: 'invited'; teamMemberId: number; token: string; expiresAt: Date }
  | { kind: 'alreadyOnTeam' }
  | { kind: 'alreadyInvited' }
  | { kind: 'teamFull' }
  | { kind: 'tooManyInvitations'; retryAfterSeconds: number };

/**
 * Invites `email` (lower-cased by the caller) to the team: a seat `invited` with a random token,
 * of which only the hash is kept, valid for `limits.invitationLifetimeMs`. Refused when the address (or its member) is
 * on the team already, when the team has `limits.maxMembers` seats besides the owner, or when
 * it sent its invitations of the day.
 */
export async function inviteTeamMember(
  db: Database,
  input: {
    teamId: number;
    email: string;
    role: 'admin' | 'member';
    invitedByMemberId: number;
    limits: TeamLimits;
    now?: Date;
  },
): Promise<InviteResult> {
  const now = input.now ?? new Date();
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    await lockTeam(tx, input.teamId);
    const [invitee] = await tx
      .select({ id: members.id })
      .from(members)
      .where(eq(members.email, input.email));
    const [existing] = await tx
      .select()
      .from(teamMembers)
      .where(
        and(
          eq(teamMembers.teamId, input.teamId),
          invitee
            ? or(eq(teamMembers.email, input.email), eq(teamMembers.memberId, invitee.id))
            : eq(teamMembers.email, input.email),
        ),
      )
      .limit(1);
    if (existing)
      return { kind: existing.status === 'active' ? 'alreadyOnTeam' : 'alreadyInvited' };
    const [seats] = await tx
      .select({ seats: count() })
      .from(teamMembers)
      .where(and(eq(teamMembers.teamId, input.teamId), ne(teamMembers.role, 'owner')));
    if ((seats?.seats ?? 0) >= input.limits.maxMembers) return { kind: 'teamFull' };
    const slot = await takeInvitationMail(tx, input.teamId, input.limits.invitationsPerDay, now);
    if (!slot.taken)
      return { kind: 'tooManyInvitations', retryAfterSeconds: slot.retryAfterSeconds };
    const token = randomToken();
    const expiresAt = new Date(now.getTime() + input.limits.invitationLifetimeMs);
    const [row] = await tx
      .insert(teamMembers)
      .values({
        teamId: input.teamId,
        email: input.email,
        role: input.role,
        status: 'invited',
        invitationTokenHash: hashToken(token),
        invitedAt: now,
        expiresAt,
        invitedByMemberId: input.invitedByMemberId,
      })
      .returning({ id: teamMembers.id });
    return { kind: 'invited', teamMemberId: row!.id, token, expiresAt };
  });
}

export type ResendResult =
  | { kind: 'resent'; token: string; expiresAt: Date }
  | { kind: 'notAnInvitation' }
  | { kind: 'tooManyInvitations'; retryAfterSeconds: number };

/** A new token and a new lifetime for an invitation not yet accepted; the old link stops working. */
export async function resendTeamInvitation(
  db: Database,
  input: {
    teamMemberId: number;
    teamId: number;
    invitedByMemberId: number;
    limits: TeamLimits;
    now?: Date;
  },
): Promise<ResendResult> {
  const now = input.now ?? new Date();
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    await lockTeam(tx, input.teamId);
    const [seat] = await tx
      .select()
      .from(teamMembers)
      .where(eq(teamMembers.id, input.teamMemberId));
    if (seat?.status !== 'invited') return { kind: 'notAnInvitation' };
    const slot = await takeInvitationMail(tx, input.teamId, input.limits.invitationsPerDay, now);
    if (!slot.taken)
      return { kind: 'tooManyInvitations', retryAfterSeconds: slot.retryAfterSeconds };
    const token = randomToken();
    const expiresAt = new Date(now.getTime() + input.limits.invitationLifetimeMs);
    await tx
      .update(teamMembers)
      .set({
        invitationTokenHash: hashToken(token),
        invitedAt: now,
        expiresAt,
        invitedByMemberId: input.invitedByMemberId,
      })
      .where(eq(teamMembers.id, seat.id));
    return { kind: 'resent', token, expiresAt };
  });
}
