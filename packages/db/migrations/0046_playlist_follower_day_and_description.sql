-- Issue 24, the playlist page (decision 040).
-- The day of a follower reading is the one its writer states, no longer guessed. The monitor sets
-- `songstats.follower_day` (transaction-local, `set_config(..., true)`) in the transaction that
-- writes playlists' followers: the platform's day it read them on. A writer that states none (a
-- hand-made row, a test) dates its readings today. The triggers of migration 0038 call this
-- function and stay as they are.
CREATE OR REPLACE FUNCTION playlist_follower_day() RETURNS date LANGUAGE sql STABLE AS $$
  SELECT coalesce(nullif(current_setting('songstats.follower_day', true), '')::date, current_date)
$$;
--> statement-breakpoint
-- The platform's description of a playlist (its GET /playlists/{id}), read with its curator on
-- the monitor's first sight of it; null until then or when the platform has none.
ALTER TABLE "playlists" ADD COLUMN "description" text;
