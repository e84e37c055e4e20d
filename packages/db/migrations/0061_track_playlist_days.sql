-- Issue 21 (docs/decisions/062): how many of a platform's playlists a track is on, and their
-- reach, over time, as the monitor read them (Apple Music, Deezer, Amazon Music, Tidal). A row
-- is written on a day the count changed or the reach moved by 1% or more since the track's last
-- row; the days between carry the last row's values. `track_playlist_latest` holds each track's
-- last written row per source, what a day's readings are compared with. No foreign keys, as
-- `playlist_entries` (docs/decisions/009).
CREATE TABLE "track_playlist_days" (
	"track_id" bigint NOT NULL,
	"source" text NOT NULL,
	"day" date NOT NULL,
	"playlists" integer NOT NULL,
	"reach" bigint NOT NULL,
	CONSTRAINT "track_playlist_days_track_id_source_day_pk" PRIMARY KEY("track_id","source","day")
);
--> statement-breakpoint
CREATE TABLE "track_playlist_latest" (
	"track_id" bigint NOT NULL,
	"source" text NOT NULL,
	"day" date NOT NULL,
	"playlists" integer NOT NULL,
	"reach" bigint NOT NULL,
	CONSTRAINT "track_playlist_latest_source_track_id_pk" PRIMARY KEY("source","track_id")
);
