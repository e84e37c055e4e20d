-- Pre-save delivery through pg-boss and Spotify token refresh (issue 23, decision 051).
-- claimed_by: the job (a pg-boss batch job's id, or an in-process pass's key) holding a
-- delivery's lease; the same job retried after its worker died takes its rows again at once.
-- token_expires_at: when the fan's access token expires (Spotify: an hour), refreshed before then.
ALTER TABLE "presave_deliveries" ADD COLUMN "claimed_by" text;
--> statement-breakpoint
ALTER TABLE "presave_fans" ADD COLUMN "token_expires_at" timestamp with time zone;
