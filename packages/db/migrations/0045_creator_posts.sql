-- Issue 25, creators' posts: a monitored creator's TikTok, Instagram and YouTube posts with their
-- latest counters (the /posts table), and one point of counters per post and day (growth, and the
-- 100K / 1M views activities read the day before from it).
CREATE TABLE "creator_posts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" bigint NOT NULL,
	"source" text NOT NULL,
	"external_id" text NOT NULL,
	"kind" text NOT NULL,
	"caption" text NOT NULL,
	"url" text,
	"thumbnail_url" text,
	"published_at" timestamp with time zone NOT NULL,
	"duration_seconds" integer,
	"views" bigint DEFAULT 0 NOT NULL,
	"likes" bigint DEFAULT 0 NOT NULL,
	"comments" bigint DEFAULT 0 NOT NULL,
	"shares" bigint,
	"saves" bigint,
	"counted_on" date NOT NULL,
	CONSTRAINT "creator_posts_source_check" CHECK ("source" in ('tiktok', 'instagram', 'youtube'))
);
--> statement-breakpoint
CREATE TABLE "creator_post_days" (
	"post_id" bigint NOT NULL,
	"day" date NOT NULL,
	"views" bigint NOT NULL,
	"likes" bigint NOT NULL,
	"comments" bigint NOT NULL,
	"shares" bigint,
	"saves" bigint,
	CONSTRAINT "creator_post_days_post_id_day_pk" PRIMARY KEY("post_id","day")
);
--> statement-breakpoint
ALTER TABLE "creator_posts" ADD CONSTRAINT "creator_posts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "creator_post_days" ADD CONSTRAINT "creator_post_days_post_id_creator_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."creator_posts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "creator_posts_source_external_idx" ON "creator_posts" USING btree ("source","external_id");
--> statement-breakpoint
CREATE INDEX "creator_posts_account_idx" ON "creator_posts" USING btree ("account_id","published_at");
