-- Issue 21 (docs/decisions/025): radio stations have artwork like every other catalogue object;
-- the monitor keeps its address as it does for accounts, tracks and playlists.
ALTER TABLE "radio_stations" ADD COLUMN "image_url" text;
