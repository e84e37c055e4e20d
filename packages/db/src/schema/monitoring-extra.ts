import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * Radio spins of monitored tracks, aggregated per (track, station, day): a day of the platform
 * has ~875,000 spins, so single spins are never stored (docs/decisions/008-radio-activities.md).
 * No foreign keys (migration 0051): ~100,000 rows a day, and their checks doubled the insert;
 * the monitor writes only the ids of `tracks` and `radio_stations` it has just read.
 */
export const radioSpins = pgTable(
  'radio_spins',
  {
    trackId: bigint('track_id', { mode: 'number' }).notNull(),
    day: date('day').notNull(),
    stationId: bigint('station_id', { mode: 'number' }).notNull(),
    spins: integer('spins').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.trackId, table.day, table.stationId] }),
    index('radio_spins_station_day_idx').on(table.stationId, table.day),
  ],
);

/**
 * The days a per-day monitor job (radio, DJ sets, concerts, audience) has fully written. Jobs
 * catch up on days they missed and skip the days already done.
 */
export const monitorJobDays = pgTable(
  'monitor_job_days',
  {
    job: text('job').notNull(),
    day: date('day').notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [primaryKey({ columns: [table.job, table.day] })],
);

/**
 * Jobs on pg-boss (PostgreSQL): the steps of one day's monitoring cycle, each a job any worker may
 * take, and when each finished. The worker that finishes the last step reports the cycle.
 */
export const monitorCycleSteps = pgTable(
  'monitor_cycle_steps',
  {
    day: date('day').notNull(),
    step: text('step').notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** The step's counts (activities, failures), summed into the cycle's report. */
    result: jsonb('result').$type<Record<string, number>>(),
  },
  (table) => [primaryKey({ columns: [table.day, table.step] })],
);

/**
 * Issue 28 (migrations 0066 and 0069, decision 063): a platform's run records of a day, per step:
 * when it last succeeded and last failed, and why. A failure after the day's last success marks the
 * platform's figures stale.
 */
export const monitorPlatformRuns = pgTable(
  'monitor_platform_runs',
  {
    source: text('source').notNull(),
    /**
     * The step that read it (migration 0069): 'counters', 'playlists' (or a shard of Spotify's,
     * 'playlists:0/4'), 'charts', or a per-day job of one platform ('radio',
     * 'shazam-city-charts').
     */
    step: text('step').notNull().default('counters'),
    day: date('day').notNull(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (table) => [primaryKey({ columns: [table.source, table.step, table.day] })],
);
