CREATE TABLE "playlist_members" (
	"playlist_id" bigint PRIMARY KEY NOT NULL,
	"members" "bytea" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "playlist_members" ADD CONSTRAINT "playlist_members_playlist_id_playlists_id_fk" FOREIGN KEY ("playlist_id") REFERENCES "public"."playlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The stored memberships move from the two arrays to the packed form: per entry the track id and
-- the added-at day, each a 32-bit big-endian integer (int4send).
INSERT INTO "playlist_members" ("playlist_id", "members")
SELECT p.id, (SELECT string_agg(int4send(m.track_id) || int4send(m.added_day), ''::bytea ORDER BY m.n)
              FROM unnest(p.member_track_ids, p.member_added_days) WITH ORDINALITY AS m(track_id, added_day, n))
FROM "playlists" p WHERE cardinality(p.member_track_ids) > 0;--> statement-breakpoint
ALTER TABLE "playlists" DROP COLUMN "member_track_ids";--> statement-breakpoint
ALTER TABLE "playlists" DROP COLUMN "member_added_days";