CREATE TABLE "monitor_cycle_steps" (
	"day" date NOT NULL,
	"step" text NOT NULL,
	"finished_at" timestamp with time zone,
	"result" jsonb,
	CONSTRAINT "monitor_cycle_steps_day_step_pk" PRIMARY KEY("day","step")
);
