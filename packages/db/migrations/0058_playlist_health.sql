-- Issue 28 "Playlist health" (docs/decisions/057): each monitored playlist's verdict (clean,
-- suspicious, botted) with its score and signals, computed by the monitor once a day from its
-- own readings (domain `playlistHealth`). The feed reads it for its playlist items and leaves out
-- botted playlists for a member who asked to hide them.
CREATE TABLE "playlist_health" (
	"playlist_id" bigint PRIMARY KEY NOT NULL REFERENCES "playlists"("id") ON DELETE cascade,
	"verdict" text NOT NULL,
	"score" real NOT NULL,
	"signals" jsonb NOT NULL,
	"day" date NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "playlist_health_botted_idx" ON "playlist_health" ("playlist_id") WHERE "verdict" = 'botted';
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "hide_botted_playlists" boolean DEFAULT false NOT NULL;
