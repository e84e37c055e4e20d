-- Issue 27, real-platform mode (decision 054): a profile set up from a real link ends in a state
-- (done, or failed with the reason shown), with its progress on the way; each real platform runs
-- once a day on the real calendar (`ran_on`, the real day of its last daily run) and says which
-- of its figures are unavailable and why (Spotify's Development Mode).
ALTER TABLE "account_setups" ADD COLUMN "step" text;
--> statement-breakpoint
ALTER TABLE "account_setups" ADD COLUMN "reason" text;
--> statement-breakpoint
ALTER TABLE "account_setups" ADD COLUMN "finished_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "real_platform_sources" ADD COLUMN "ran_on" date;
--> statement-breakpoint
ALTER TABLE "real_platform_sources" ADD COLUMN "mode" text;
--> statement-breakpoint
ALTER TABLE "real_platform_sources" ADD COLUMN "unavailable" text;
