CREATE TABLE "media_link_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"member_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"track_id" bigint,
	"link_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by_member_id" bigint
);
--> statement-breakpoint
ALTER TABLE "media_link_requests" ADD CONSTRAINT "media_link_requests_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_link_requests" ADD CONSTRAINT "media_link_requests_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_link_requests" ADD CONSTRAINT "media_link_requests_track_id_tracks_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."tracks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_link_requests" ADD CONSTRAINT "media_link_requests_resolved_by_member_id_members_id_fk" FOREIGN KEY ("resolved_by_member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_link_requests_status_idx" ON "media_link_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "media_link_requests_account_idx" ON "media_link_requests" USING btree ("account_id");