-- Issue 26, Playlists and Radio Stations desks: a playlist or station an admin excluded from
-- monitoring, with the reason; the monitor skips it (refresh-all-playlists, refresh-radio).
CREATE TABLE "monitor_exclusions" (
	"kind" text NOT NULL,
	"object_id" bigint NOT NULL,
	"reason" text NOT NULL,
	"excluded_by_member_id" bigint,
	"excluded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "monitor_exclusions_kind_object_id_pk" PRIMARY KEY("kind","object_id"),
	CONSTRAINT "monitor_exclusions_kind_check" CHECK ("kind" in ('playlist', 'radio_station'))
);
--> statement-breakpoint
ALTER TABLE "monitor_exclusions" ADD CONSTRAINT "monitor_exclusions_excluded_by_member_id_members_id_fk" FOREIGN KEY ("excluded_by_member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;
