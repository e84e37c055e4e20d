-- Issue 21 item 3: the comments on a track's posts on the platforms that have them (YouTube
-- videos, SoundCloud tracks), as the monitor reads them day by day. A comment is stored once
-- (its platform id), and a track's comments are read newest first.
CREATE TABLE "track_comments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"track_id" bigint NOT NULL,
	"source" text NOT NULL,
	"external_id" text NOT NULL,
	"author" text NOT NULL,
	"text" text NOT NULL,
	"posted_at" timestamp with time zone NOT NULL,
	"like_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "track_comments" ADD CONSTRAINT "track_comments_track_id_tracks_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."tracks"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "track_comments_source_external_idx" ON "track_comments" USING btree ("source","external_id");
--> statement-breakpoint
CREATE INDEX "track_comments_track_idx" ON "track_comments" USING btree ("track_id","source","posted_at");
