-- Issue 24, the playlist-checking product (decision 036).
-- playlist_checks: the playlists a member opened, one row per member, playlist and calendar month
-- (spec §9 monthly quotas). Re-opening a playlist already checked this month finds its row and
-- costs nothing; the month's count is the member's rows of that month.
CREATE TABLE "playlist_checks" (
	"member_id" bigint NOT NULL,
	"month" date NOT NULL,
	"playlist_id" bigint NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "playlist_checks_member_id_month_playlist_id_pk" PRIMARY KEY("member_id","month","playlist_id")
);
--> statement-breakpoint
ALTER TABLE "playlist_checks" ADD CONSTRAINT "playlist_checks_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "playlist_checks" ADD CONSTRAINT "playlist_checks_playlist_id_playlists_id_fk" FOREIGN KEY ("playlist_id") REFERENCES "public"."playlists"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- playlist_follower_days: a playlist's followers on each day the monitor read them (the growth
-- chart). Written by statement triggers on playlists, so every writer of followers (the monitor's
-- batches, its followers-only updates, the catalogue import) records them with no change of its
-- own. No foreign key, like the other event tables (decision 009); deleted with the playlist by
-- the trigger below.
CREATE TABLE "playlist_follower_days" (
	"playlist_id" bigint NOT NULL,
	"day" date NOT NULL,
	"followers" integer NOT NULL,
	CONSTRAINT "playlist_follower_days_playlist_id_day_pk" PRIMARY KEY("playlist_id","day")
);
--> statement-breakpoint
-- The monitor's day: the day whose queue steps are running (PostgreSQL workers), else the day
-- after the last whole day its per-day jobs finished (a cycle writes playlists before its per-day
-- jobs), else today. The world's calendar may run ahead of ours (WORLD_MS_PER_DAY), so the
-- monitor's day, not current_date, dates a reading.
CREATE OR REPLACE FUNCTION playlist_follower_day() RETURNS date LANGUAGE sql STABLE AS $$
  SELECT coalesce(
    (SELECT max(day) FROM monitor_cycle_steps WHERE finished_at IS NULL),
    (SELECT max(day) + 1 FROM monitor_job_days),
    current_date)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION playlists_record_follower_days() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  reading_day date;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF NOT EXISTS (SELECT 1 FROM new_rows n JOIN old_rows o ON o.id = n.id
                   WHERE o.followers IS DISTINCT FROM n.followers) THEN
      RETURN NULL;
    END IF;
    reading_day := playlist_follower_day();
    INSERT INTO playlist_follower_days (playlist_id, day, followers)
      SELECT n.id, reading_day, n.followers FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE o.followers IS DISTINCT FROM n.followers
    ON CONFLICT (playlist_id, day) DO UPDATE SET followers = excluded.followers;
  ELSE
    reading_day := playlist_follower_day();
    INSERT INTO playlist_follower_days (playlist_id, day, followers)
      SELECT n.id, reading_day, n.followers FROM new_rows n
    ON CONFLICT (playlist_id, day) DO UPDATE SET followers = excluded.followers;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER playlists_follower_days_insert AFTER INSERT ON playlists
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION playlists_record_follower_days();
--> statement-breakpoint
CREATE TRIGGER playlists_follower_days_update AFTER UPDATE ON playlists
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION playlists_record_follower_days();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION playlists_delete_follower_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM playlist_follower_days d USING old_rows o WHERE d.playlist_id = o.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER playlists_follower_days_delete AFTER DELETE ON playlists
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION playlists_delete_follower_days();
--> statement-breakpoint
-- The playlists known before this migration: their followers today, the first point of each chart.
INSERT INTO playlist_follower_days (playlist_id, day, followers)
  SELECT id, playlist_follower_day(), followers FROM playlists
ON CONFLICT DO NOTHING;
