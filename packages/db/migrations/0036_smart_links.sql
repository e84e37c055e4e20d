-- Issue 23: Songshare smart links (docs/decisions/034). A link belongs to a profile (and usually one
-- of its tracks); its fan page lives at /{slug} on the Songshare host. Counting keeps no cookie
-- and no address: a visitor is the SHA-256 of a salt that changes every day with the link, the
-- address and the user agent; salts and visitor hashes older than a day are deleted.
CREATE TABLE "smart_links" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"account_id" bigint NOT NULL,
	"track_id" bigint,
	"created_by" bigint,
	"title" text NOT NULL,
	"artist_name" text NOT NULL,
	"artwork_url" text,
	"state" text DEFAULT 'draft' NOT NULL,
	"services" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"visits" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "smart_links_state_check" CHECK ("state" in ('draft', 'live', 'archived'))
);
--> statement-breakpoint
ALTER TABLE "smart_links" ADD CONSTRAINT "smart_links_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "smart_links" ADD CONSTRAINT "smart_links_track_id_tracks_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."tracks"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "smart_links" ADD CONSTRAINT "smart_links_created_by_members_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "smart_links_slug_idx" ON "smart_links" USING btree ("slug");
--> statement-breakpoint
CREATE INDEX "smart_links_account_idx" ON "smart_links" USING btree ("account_id");
--> statement-breakpoint
CREATE TABLE "smart_link_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "smart_link_visitors" (
	"link_id" bigint NOT NULL,
	"day" date NOT NULL,
	"visitor_hash" text NOT NULL,
	CONSTRAINT "smart_link_visitors_pk" PRIMARY KEY("link_id","day","visitor_hash")
);
--> statement-breakpoint
CREATE TABLE "smart_link_stats" (
	"link_id" bigint NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"service_id" text DEFAULT '' NOT NULL,
	"country_code" text DEFAULT '' NOT NULL,
	"referrer_host" text DEFAULT '' NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "smart_link_stats_pk" PRIMARY KEY("link_id","day","kind","service_id","country_code","referrer_host"),
	CONSTRAINT "smart_link_stats_kind_check" CHECK ("kind" in ('visit', 'click'))
);
