-- Issue 21: a playlist entry whose add date the platform does not know (no date, or Spotify's
-- epoch 1970-01-01) keeps none, instead of the day it was seen or 1970. The old placeholder dates
-- of 1970-01-01 become unknown too; those stored as "the day seen" cannot be told apart and stay.
ALTER TABLE "playlist_entries" ALTER COLUMN "added_at" DROP NOT NULL;
--> statement-breakpoint
UPDATE "playlist_entries" SET "added_at" = NULL WHERE "added_at" <= DATE '1970-01-01';
--> statement-breakpoint
-- Issue 21 (catch-up speed): radio_spins takes ~100,000 rows a monitored day; checking its two
-- foreign keys row by row doubled the insert. Like playlist_entries (decision 009) it keeps none:
-- the monitor writes only ids it has just read from tracks and radio_stations, and neither table
-- has its rows deleted (tracks and stations are hidden or excluded instead).
ALTER TABLE "radio_spins" DROP CONSTRAINT IF EXISTS "radio_spins_track_id_tracks_id_fk";
--> statement-breakpoint
ALTER TABLE "radio_spins" DROP CONSTRAINT IF EXISTS "radio_spins_station_id_radio_stations_id_fk";
