import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from './members';

// Issue 22, spec §3 "Team management state: teams, each with teamMembers" (docs/decisions/026).

/** A member's team: one per owner, who pays for what the team sees. Named after the owner. */
export const teams = pgTable(
  'teams',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ownerMemberId: bigint('owner_member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [uniqueIndex('teams_owner_idx').on(table.ownerMemberId)],
);

/**
 * A seat on a team: the owner's own row, a member who joined (`active`), or an invitation
 * (`invited`, expired once `expires_at` has passed). Only the SHA-256 of an invitation's token
 * is stored, and only until it is accepted.
 */
export const teamMembers = pgTable(
  'team_members',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    teamId: bigint('team_id', { mode: 'number' })
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    /** Null until the invitation is accepted. */
    memberId: bigint('member_id', { mode: 'number' }).references(() => members.id, {
      onDelete: 'cascade',
    }),
    /** Lower-cased (spec §5): whom the invitation went to, or the member's address. */
    email: text('email').notNull(),
    role: text('role', { enum: ['owner', 'admin', 'member'] })
      .notNull()
      .default('member'),
    status: text('status', { enum: ['invited', 'active'] })
      .notNull()
      .default('invited'),
    invitationTokenHash: text('invitation_token_hash'),
    /** When the invitation was last sent (invite or resend). */
    invitedAt: timestamp('invited_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    invitedByMemberId: bigint('invited_by_member_id', { mode: 'number' }).references(
      () => members.id,
      { onDelete: 'set null' },
    ),
    joinedAt: timestamp('joined_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [
    uniqueIndex('team_members_team_email_idx').on(table.teamId, table.email),
    uniqueIndex('team_members_team_member_idx').on(table.teamId, table.memberId),
    uniqueIndex('team_members_invitation_idx').on(table.invitationTokenHash),
    index('team_members_member_idx').on(table.memberId),
  ],
);

/** Every invitation mail a team sent (invite and resend): the daily limit counts these. */
export const teamInvitationMails = pgTable(
  'team_invitation_mails',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    teamId: bigint('team_id', { mode: 'number' })
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [index('team_invitation_mails_team_idx').on(table.teamId, table.sentAt)],
);
