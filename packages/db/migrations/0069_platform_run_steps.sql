-- Issue 28 section 4 (docs/decisions/063, section "stale when a platform's playlists or charts
-- failed today"): a platform's run records of a day, per step. Migration 0066 recorded the
-- counters step only, one row per platform and day; the playlists steps (Spotify's, whole or a
-- shard, and the other platforms'), the charts step and the per-day jobs of one platform (radio,
-- Shazam's city charts) record theirs too, so a playlist or chart figure turns stale when its
-- platform's playlists or charts failed today, and not when its counters did. The rows of 0066
-- are the counters step's.
ALTER TABLE "monitor_platform_runs" ADD COLUMN "step" text DEFAULT 'counters' NOT NULL;--> statement-breakpoint
ALTER TABLE "monitor_platform_runs" DROP CONSTRAINT "monitor_platform_runs_source_day_pk";--> statement-breakpoint
ALTER TABLE "monitor_platform_runs" ADD CONSTRAINT "monitor_platform_runs_source_step_day_pk" PRIMARY KEY("source","step","day");
