CREATE TABLE "playlist_snapshots" (
	"playlist_id" bigint PRIMARY KEY NOT NULL,
	"snapshot_id" text NOT NULL,
	"track_count" integer NOT NULL,
	"members" "bytea" NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "playlist_snapshots" ADD CONSTRAINT "playlist_snapshots_playlist_id_playlists_id_fk" FOREIGN KEY ("playlist_id") REFERENCES "public"."playlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- What was read moves over: the snapshot id, and the membership packed from the two arrays (per
-- entry the track id and the added-at day, each a 32-bit big-endian integer, as int4send writes).
INSERT INTO "playlist_snapshots" ("playlist_id", "snapshot_id", "track_count", "members", "checked_at")
SELECT p.id, p.snapshot_id, p.track_count,
  coalesce((SELECT string_agg(int4send(m.track_id) || int4send(m.added_day), ''::bytea ORDER BY m.n)
            FROM unnest(p.member_track_ids, p.member_added_days) WITH ORDINALITY AS m(track_id, added_day, n)), ''::bytea),
  coalesce(p.checked_at, now())
FROM "playlists" p WHERE p.snapshot_id IS NOT NULL;--> statement-breakpoint
ALTER TABLE "playlists" DROP COLUMN "snapshot_id";--> statement-breakpoint
ALTER TABLE "playlists" DROP COLUMN "member_track_ids";--> statement-breakpoint
ALTER TABLE "playlists" DROP COLUMN "member_added_days";--> statement-breakpoint
ALTER TABLE "playlists" DROP COLUMN "track_count";--> statement-breakpoint
ALTER TABLE "playlists" DROP COLUMN "checked_at";