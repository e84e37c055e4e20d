-- Playlist pitching (issue 23, docs/decisions/046-playlist-pitching.md): a pitch e-mail a member
-- sent to a playlist's curator for a track of a profile they manage (spec §2 "Contact history":
-- sent date, email, type, is member), and the curator addresses that opted out of pitches.
CREATE TABLE "playlist_pitches" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"track_id" bigint NOT NULL,
	"playlist_id" bigint NOT NULL,
	"email" text NOT NULL,
	"type" text DEFAULT 'playlist_pitch' NOT NULL,
	"message" text NOT NULL,
	"unsubscribe_token" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "playlist_pitches" ADD CONSTRAINT "playlist_pitches_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "playlist_pitches" ADD CONSTRAINT "playlist_pitches_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "playlist_pitches" ADD CONSTRAINT "playlist_pitches_track_id_tracks_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."tracks"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "playlist_pitches" ADD CONSTRAINT "playlist_pitches_playlist_id_playlists_id_fk" FOREIGN KEY ("playlist_id") REFERENCES "public"."playlists"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "playlist_pitches_unsubscribe_idx" ON "playlist_pitches" USING btree ("unsubscribe_token");
--> statement-breakpoint
CREATE UNIQUE INDEX "playlist_pitches_track_playlist_idx" ON "playlist_pitches" USING btree ("track_id","playlist_id");
--> statement-breakpoint
CREATE INDEX "playlist_pitches_member_sent_idx" ON "playlist_pitches" USING btree ("member_id","sent_at");
--> statement-breakpoint
CREATE INDEX "playlist_pitches_account_sent_idx" ON "playlist_pitches" USING btree ("account_id","sent_at");
--> statement-breakpoint
CREATE TABLE "pitch_opt_outs" (
	"email" text PRIMARY KEY NOT NULL,
	"opted_out_at" timestamp with time zone DEFAULT now() NOT NULL
);
