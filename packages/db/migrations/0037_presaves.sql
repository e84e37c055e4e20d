-- Pre-save campaigns (issue 23, docs/decisions/035-presave-delivery.md): a member's campaign for
-- an upcoming release, the fans who connected a service account and consented, and one delivery
-- per fan and release (its key), claimed under a lease so a dead worker's delivery is taken again.
CREATE TABLE "presave_campaigns" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"owner_member_id" bigint NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"artist_name" text NOT NULL,
	"release_date" date NOT NULL,
	"artwork_url" text,
	"services" text[] NOT NULL,
	"spotify_uri" text,
	"spotify_artist_uri" text,
	"deezer_album_id" text,
	"deezer_artist_id" text,
	"consent_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "presave_campaigns" ADD CONSTRAINT "presave_campaigns_owner_member_id_members_id_fk" FOREIGN KEY ("owner_member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "presave_campaigns_slug_idx" ON "presave_campaigns" USING btree ("slug");
--> statement-breakpoint
CREATE INDEX "presave_campaigns_owner_idx" ON "presave_campaigns" USING btree ("owner_member_id");
--> statement-breakpoint
CREATE TABLE "presave_connect_states" (
	"state" text PRIMARY KEY NOT NULL,
	"campaign_id" bigint NOT NULL,
	"service" text NOT NULL,
	"email" text,
	"follow_artist" boolean NOT NULL,
	"consent_text" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "presave_connect_states" ADD CONSTRAINT "presave_connect_states_campaign_id_presave_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."presave_campaigns"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE "presave_fans" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"campaign_id" bigint NOT NULL,
	"service" text NOT NULL,
	"service_user_id" text NOT NULL,
	"access_token" text NOT NULL,
	"refresh_token" text,
	"email" text,
	"country" text,
	"follow_artist" boolean NOT NULL,
	"consent_text" text NOT NULL,
	"consented_at" timestamp with time zone NOT NULL,
	"unsubscribe_token" text NOT NULL,
	"unsubscribed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "presave_fans" ADD CONSTRAINT "presave_fans_campaign_id_presave_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."presave_campaigns"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "presave_fans_account_idx" ON "presave_fans" USING btree ("campaign_id","service","service_user_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "presave_fans_unsubscribe_idx" ON "presave_fans" USING btree ("unsubscribe_token");
--> statement-breakpoint
CREATE TABLE "presave_deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"campaign_id" bigint NOT NULL,
	"fan_id" bigint NOT NULL,
	"service" text NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"reason" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp with time zone,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "presave_deliveries" ADD CONSTRAINT "presave_deliveries_campaign_id_presave_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."presave_campaigns"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "presave_deliveries" ADD CONSTRAINT "presave_deliveries_fan_id_presave_fans_id_fk" FOREIGN KEY ("fan_id") REFERENCES "public"."presave_fans"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "presave_deliveries_fan_idx" ON "presave_deliveries" USING btree ("fan_id","campaign_id");
--> statement-breakpoint
CREATE INDEX "presave_deliveries_due_idx" ON "presave_deliveries" USING btree ("state","next_attempt_at");
