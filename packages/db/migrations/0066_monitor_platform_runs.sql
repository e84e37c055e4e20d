-- Issue 28 section 4 (docs/decisions/063, dated section 2026-11-26): each platform's run records
-- of a day, so a figure is stale when its platform failed today. A platform's step (its counters,
-- read once per cycle) records when it last succeeded and when it last failed on that day, with
-- the error; a failure later than the day's last success marks its figures stale until a run
-- succeeds again. One row per platform and day, written by the embedded cycle and the queue
-- workers alike (monitor_job_days records successes only, monitor_cycle_steps counts failures
-- per step, not per platform).
CREATE TABLE "monitor_platform_runs" (
	"source" text NOT NULL,
	"day" date NOT NULL,
	"last_success_at" timestamp with time zone,
	"last_failure_at" timestamp with time zone,
	"last_error" text,
	CONSTRAINT "monitor_platform_runs_source_day_pk" PRIMARY KEY("source","day")
);
