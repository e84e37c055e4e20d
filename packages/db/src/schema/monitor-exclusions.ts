import { bigint, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './members';

/**
 * Issue 26, Playlists and Radio Stations desks: what an admin excluded from monitoring, and why
 * (migration 0043). The monitor skips an excluded playlist or station.
 */
export const monitorExclusions = pgTable(
  'monitor_exclusions',
  {
    kind: text('kind', { enum: ['playlist', 'radio_station'] }).notNull(),
    objectId: bigint('object_id', { mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
    excludedByMemberId: bigint('excluded_by_member_id', { mode: 'number' }).references(
      () => members.id,
      { onDelete: 'set null' },
    ),
    excludedAt: timestamp('excluded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.objectId] })],
);
